"use client";

import type { OrderGroup } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { Plate } from "@/components/plate";
import { Skeleton } from "@/components/skeleton";
import { StatusMessage } from "@/components/status-message";
import { InlineFacts } from "@/components/text/inline-facts";
import { LtrValue } from "@/components/text/ltr-value";
import { useMoney } from "@/features/catalog";
import { shopDriverLocationPage } from "@/features/tracking";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { useIdNumber } from "@/lib/i18n/use-id-number";
import { paths } from "@/lib/paths";
import { GroupRequestCard } from "./group-request-card";
import { SellerPickup } from "./seller-pickup";
import { SellerLoadQuestions } from "./seller-questions";
import { useOrderGroup } from "./shipping-queries";
import { Card, Fact } from "./shipping-ui";

/**
 * /shop/order-groups/[gid]: a shipment's orders and status; once loaded, what the driver
 * recorded at pickup (to confirm or dispute on a mismatch); the chosen driver with a link to
 * their location; its loading request with what the load needs and the drivers' ranked bids;
 * and the drivers' questions to answer.
 */
export function OrderGroupView({ groupId }: { groupId: number }) {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const idNumber = useIdNumber();
  const query = useOrderGroup(groupId);
  const group = query.data?.data;
  const status = query.error?.failure.status;

  if (status === 404 || status === 422) {
    return (
      <StatusMessage headingLevel={2} title={t("group.notFound")} text={t("requests.emptyText")} />
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!group) return <Skeleton className="h-64 w-full rounded-2xl" />;

  return (
    <div className="flex flex-col gap-5" data-testid="order-group">
      <Card id="group-overview" title={t("group.title", { id: idNumber(group.id) })}>
        <dl className="flex flex-col gap-1.5">
          <Fact label={t("groupStatus")}>
            <OrderStatusBadge status={group.status} />
          </Fact>
          <Fact label={t("driver.destination")}>
            <bdi>{bilingual(group.destination_city, language)}</bdi>
          </Fact>
          {group.carrier ? (
            <Fact label={t("group.driver")}>{t(`carrier.${group.carrier}`)}</Fact>
          ) : null}
        </dl>
      </Card>
      <Card id="group-orders" title={t("group.orders")}>
        <ul className="flex flex-col divide-y divide-slate-100">
          {group.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                href={paths.order("seller", order.id)}
                className="font-semibold text-primary-800 underline"
              >
                {t("group.order", { id: idNumber(order.id) })}
              </Link>
              <span className="text-sm text-slate-600">
                <InlineFacts>
                  {[
                    order.customer_name ? <bdi key="customer">{order.customer_name}</bdi> : null,
                    t("group.items", { count: order.items_count }),
                  ]}
                </InlineFacts>
              </span>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      </Card>
      {group.pickup_record ? (
        <SellerPickup groupId={group.id} groupStatus={group.status} pickup={group.pickup_record} />
      ) : null}
      {group.driver ? <ChosenDriver group={group} /> : null}
      <GroupRequestCard group={group} />
      {/* Questions are asked while the load is open; afterwards only those asked stay shown. */}
      {group.loading_request &&
      (group.loading_request.status === "open" || group.loading_request.questions.length > 0) ? (
        <SellerLoadQuestions
          requestId={group.loading_request.id}
          questions={group.loading_request.questions}
          canAnswer={group.loading_request.status === "open"}
        />
      ) : null}
      {group.expected_delivery_at ? (
        <p className="text-slate-700">
          {t("group.expected")}: {formatDateTime(group.expected_delivery_at, language)}
        </p>
      ) : null}
      {group.driver_price_rials ? (
        <p className="text-slate-700">
          {t("group.price")}: {money.toman(group.driver_price_rials)}
        </p>
      ) : null}
    </div>
  );
}

function ChosenDriver({ group }: { group: OrderGroup }) {
  const t = useTranslations("shipping.group");
  const language = useLocale();
  const format = useFormatter();
  const driver = group.driver;
  if (!driver) return null;
  return (
    <Card id="group-driver" title={t("driver")} testId="group-driver">
      <dl className="flex flex-col gap-1.5">
        <Fact label={t("driverName")}>
          <bdi>{driver.name}</bdi>
        </Fact>
        <Fact label={t("vehicle")}>
          <InlineFacts>
            {[bilingual(driver.vehicle_type, language), <Plate key="plate" value={driver.plate} />]}
          </InlineFacts>
        </Fact>
        <Fact label={t("mobile")}>
          <LtrValue value={driver.mobile} />
        </Fact>
        <Fact label={t("ratingLabel")}>
          {driver.rating_average === null
            ? t("noRating")
            : t("rating", {
                average: format.number(driver.rating_average),
                count: format.number(driver.rating_count),
              })}
        </Fact>
      </dl>
      <Link href={shopDriverLocationPage(group.id)} className={secondaryButton}>
        {t("liveLocation")}
      </Link>
    </Card>
  );
}
