"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { ProfileIcon, StoreIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { useMoney } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { OrderThumbnails } from "./order-thumbnails";

/**
 * One order in a list: its number and status, who it is with (the shop for a customer, the
 * customer for a shop), the total, when it was placed and its items' pictures.
 */
export function OrderCard({ order, side }: { order: Order; side: OrderSide }) {
  const t = useTranslations("orders.card");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const titleId = `order-${order.id}-title`;
  const number = format.number(order.id, { useGrouping: false });

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-primary-200 hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-bold text-slate-900">
          {/* The whole card opens the order; the link's box covers it. */}
          <Link
            href={paths.order(side, order.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl"
          >
            {t("title", { number })}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="flex items-center gap-2 text-slate-700">
        {side === "customer" ? (
          <>
            <StoreIcon className="size-5 shrink-0 text-slate-500" />
            <span className="sr-only">{t("seller")}</span>
            <bdi className="truncate">{bilingual(order.seller, language)}</bdi>
          </>
        ) : (
          <>
            <ProfileIcon className="size-5 shrink-0 text-slate-500" />
            <span className="sr-only">{t("customer")}</span>
            <bdi className="truncate">{order.customer.name ?? t("noName")}</bdi>
          </>
        )}
      </p>
      <OrderThumbnails items={order.items} />
      <dl className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-t border-slate-100 pt-3">
        <div>
          <dt className="sr-only">{t("total")}</dt>
          <dd className="font-bold text-slate-900">{money.toman(order.total_rials)}</dd>
          <dd dir="auto" className="text-xs text-slate-500">
            {money.foreign(order.total_rials)}
          </dd>
        </div>
        <div className="text-sm text-slate-500">
          <dt className="sr-only">{t("placed")}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
