"use client";

import { type Language, type Order, toPersianDigits } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { titleIn } from "@/features/account/ui/bilingual-title";
import { LtrValue } from "@/features/account/ui/ltr-value";
import { formatDay } from "@/features/wallet/local-date";

/** A delivery window ("08:00–12:00") in the page's digits. */
export function timeBlockText(
  block: { starts_at: string; ends_at: string },
  language: Language,
): string {
  const text = `${block.starts_at.slice(0, 5)}–${block.ends_at.slice(0, 5)}`;
  return language === "fa" ? toPersianDigits(text) : text;
}

/** Where and how the order goes: the address it was placed with, the method, packaging and time. */
export function OrderDelivery({ order }: { order: Order }) {
  const t = useTranslations("orders.detail");
  const language = useLocale() as Language;
  const { address } = order;
  const place = [address.city, address.province, address.country]
    .map((row) => titleIn(row, language))
    .join(language === "fa" ? "، " : ", ");
  const street =
    language === "en" && address.latin_address ? address.latin_address : address.address;

  return (
    <section
      aria-labelledby="order-delivery"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="order-delivery" className="mb-2 text-lg font-bold text-slate-900">
        {t("delivery")}
      </h2>
      <dl className="flex flex-col divide-y divide-slate-100">
        <Row term={t("sendMethod")}>{t(`sendMethods.${order.send_method}`)}</Row>
        <Row term={t("packageType")}>
          {order.package_type ? titleIn(order.package_type, language) : t("notChosen")}
        </Row>
        <Row term={t("deliveryDate")}>
          <time dateTime={order.delivery_date}>
            {formatDay(order.delivery_date, language, true)}
          </time>
          {order.time_block ? (
            <span className="block text-slate-600">
              <bdi dir="ltr">{timeBlockText(order.time_block, language)}</bdi>
            </span>
          ) : null}
        </Row>
        <Row term={t("address")}>
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
        </Row>
      </dl>
    </section>
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
