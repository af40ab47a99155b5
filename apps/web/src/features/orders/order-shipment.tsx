"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { Link } from "@/components/link";
import { Plate } from "@/components/plate";
import { InlineFacts } from "@/components/text/inline-facts";
import { Card, DeliveryProofForm, Fact, ShipmentEvidence } from "@/features/shipping";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { GroupOrdersDialog } from "./group-orders-dialog";

/**
 * The order's shipment on its page: who carries it (the driver's name, vehicle and plate, or the
 * shop), when it was loaded and is expected, the evidence recorded at pickup and at delivery; and
 * for the shop, what it may do now: ship a preparing order (a loading request, self-loading, a
 * group) or mark a self-carried one delivered.
 */
export function OrderShipment({ order, side }: { order: Order; side: OrderSide }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const [isGrouping, setGrouping] = useState(false);
  const shipment = order.shipment;
  const canShip = side === "seller" && order.status === "preparing";
  const canDeliver =
    side === "seller" && shipment?.carrier === "seller" && order.status === "in_transit";
  if (!shipment && !canShip) return null;

  return (
    <Card
      id="order-shipment"
      title={canShip ? t("shipActions.title") : t("shipment")}
      testId="order-shipment"
    >
      {shipment ? (
        <dl className="flex flex-col gap-1.5">
          {shipment.carrier ? (
            <Fact label={t("groupStatus")}>{t(`carrier.${shipment.carrier}`)}</Fact>
          ) : null}
          {shipment.driver ? (
            <Fact label={t("group.driver")}>
              <InlineFacts>
                {[
                  <bdi key="name">{shipment.driver.name}</bdi>,
                  bilingual(shipment.driver.vehicle_type, language),
                  <Plate key="plate" value={shipment.driver.plate} />,
                ]}
              </InlineFacts>
            </Fact>
          ) : null}
          {shipment.loaded_at ? (
            <Fact label={t("group.loadedAt")}>{formatDateTime(shipment.loaded_at, language)}</Fact>
          ) : null}
          {shipment.expected_delivery_at ? (
            <Fact label={t("group.expected")}>
              {formatDateTime(shipment.expected_delivery_at, language)}
            </Fact>
          ) : null}
        </dl>
      ) : null}
      {shipment ? (
        <ShipmentEvidence pickup={shipment.pickup_record} proof={order.delivery_proof} />
      ) : null}
      {canShip ? (
        <>
          <p className="text-sm text-slate-700">{t("shipActions.text")}</p>
          <div className="flex flex-wrap gap-2">
            <Link href={paths.orderLoadingRequest(order.id)} className={primaryButton}>
              {t("shipActions.loadingRequest")}
            </Link>
            <Link href={paths.orderSelfLoading(order.id)} className={secondaryButton}>
              {t("shipActions.selfLoading")}
            </Link>
            <button type="button" className={secondaryButton} onClick={() => setGrouping(true)}>
              {t("shipActions.makeGroup")}
            </button>
          </div>
          <GroupOrdersDialog order={order} isOpen={isGrouping} onClose={() => setGrouping(false)} />
        </>
      ) : null}
      {side === "seller" && shipment && !canShip ? (
        <Link href={paths.orderGroup(shipment.group_id)} className={secondaryButton}>
          {t("shipActions.viewShipment")}
        </Link>
      ) : null}
      {/* The shop hands it over like a driver: with the customer's code, or a reason and a photo. */}
      {canDeliver ? <DeliveryProofForm target={{ selfLoadedOrderId: order.id }} /> : null}
    </Card>
  );
}
