"use client";

import type { AdminOrderDetail } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/components/link";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { LtrValue } from "@/components/text/ltr-value";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

/** The order's number, status and people, each linked to their page in the console. */
export function AdminOrderHeader({ detail }: { detail: AdminOrderDetail }) {
  const t = useTranslations("adminOrder");
  const language = useLocale();
  const format = useFormatter();
  const { order, customer, shop } = detail;
  return (
    <section
      aria-label={t("parties")}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-lg font-bold text-slate-900">
          {t("heading", { id: format.number(order.id, { useGrouping: false }) })}
          <OrderStatusBadge status={order.status} />
        </p>
        <p className="text-sm text-slate-500">
          {t("placed")}{" "}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Party label={t("customer")} href={`/admin/people/${customer.id}`} testId="order-customer">
          <bdi>{customer.name ?? t("noName")}</bdi>
          <LtrValue value={customer.mobile} />
        </Party>
        <Party label={t("shop")} href={`/admin/people/${shop.id}`} testId="order-shop">
          <bdi>{bilingual(shop, language)}</bdi>
          <span className="text-sm font-normal text-slate-600">
            {t("owner")}: <bdi>{shop.name ?? t("noName")}</bdi>
            {separatorsOf(language).inline}
            <LtrValue value={shop.mobile} />
          </span>
        </Party>
      </dl>
    </section>
  );
}

function Party({
  label,
  href,
  testId,
  children,
}: {
  label: string;
  href: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd>
        <Link
          href={href}
          data-testid={testId}
          className="flex flex-col font-semibold text-primary-700 hover:underline"
        >
          {children}
        </Link>
      </dd>
    </div>
  );
}
