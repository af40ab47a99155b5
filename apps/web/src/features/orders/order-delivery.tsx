"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/components/link";
import { LtrValue } from "@/components/text/ltr-value";
import { TimeRange } from "@/features/checkout";
import { useShopLocation } from "@/features/storefront";
import { bilingual, joinList, writtenIn } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";

/**
 * Where and how the order goes: the method, packaging and day, and then either the address it
 * is delivered to with its time window, or, for a pickup, the shop's place (no window: the
 * customer collects it on the day).
 */
export function OrderDelivery({ order, side }: { order: Order; side: OrderSide }) {
  const t = useTranslations("orders.detail");
  const language = useLocale();
  const isPickup = order.send_method === "pickup";

  return (
    <section
      aria-labelledby="order-delivery"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="order-delivery" className="mb-2 text-lg font-bold text-slate-900">
        {isPickup ? t("pickup") : t("delivery")}
      </h2>
      <dl className="flex flex-col divide-y divide-slate-100">
        <Row term={t("sendMethod")}>{t(`sendMethods.${order.send_method}`)}</Row>
        <Row term={t("packageType")}>
          {order.package_type ? bilingual(order.package_type, language) : t("notChosen")}
        </Row>
        <Row term={isPickup ? t("pickupDate") : t("deliveryDate")}>
          <time dateTime={order.delivery_date}>
            {formatDay(order.delivery_date, language, true)}
          </time>
          {!isPickup && order.time_block ? (
            <span className="block text-slate-600">
              <TimeRange block={order.time_block} />
            </span>
          ) : null}
        </Row>
        {isPickup ? (
          <Row term={t("pickupPlace")}>
            <PickupPlace seller={order.seller} side={side} />
          </Row>
        ) : (
          <Row term={t("address")}>
            <DeliveryAddress address={order.address} />
          </Row>
        )}
      </dl>
    </section>
  );
}

/** The shop a pickup order is collected from, where it is, and (for the customer) its page. */
function PickupPlace({ seller, side }: { seller: Order["seller"]; side: OrderSide }) {
  const t = useTranslations("orders.detail");
  const language = useLocale();
  const place = useShopLocation(seller);
  return (
    <>
      <bdi className="block">{bilingual(seller, language)}</bdi>
      <span className="block text-slate-600">{place ?? t("pickupPlaceUnknown")}</span>
      {side === "customer" ? (
        <Link
          href={paths.shop(seller.id)}
          className="mt-1 inline-block text-sm font-semibold text-primary-700 hover:underline"
        >
          {t("seeShop")}
        </Link>
      ) : null}
    </>
  );
}

function DeliveryAddress({ address }: { address: Order["address"] }) {
  const t = useTranslations("orders.detail");
  const language = useLocale();
  const place = joinList(
    language,
    [address.city, address.province, address.country].map((row) => bilingual(row, language)),
  );
  const street = writtenIn(address, "address", language);
  return (
    <>
      <bdi className="block">{street}</bdi>
      <span className="block text-slate-600">{place}</span>
      {address.postal_code ? (
        <span className="block text-slate-600">
          {t("postalCode")} <LtrValue value={address.postal_code} />
        </span>
      ) : null}
      {address.receiver_name || address.receiver_mobile ? (
        <span className="block text-slate-600">
          {t("receiver")} <bdi>{address.receiver_name ?? ""}</bdi>{" "}
          {address.receiver_mobile ? <LtrValue value={address.receiver_mobile} /> : null}
        </span>
      ) : null}
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
