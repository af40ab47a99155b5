"use client";

import type { Order } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TitledCard } from "@/components/titled-card";
import { useMoney } from "@/features/catalog";
import { AmountRow, TotalRow } from "@/features/checkout";

/** The amounts in toman, the total also in dollars and dirhams, and how it was paid. */
export function OrderSummary({ order, children }: { order: Order; children?: ReactNode }) {
  const t = useTranslations("orders.detail");
  const codeText = useTranslations("discounts.order");
  const money = useMoney();
  const foreign = money.foreign(order.total_rials);
  // Given back at packing, when less was packed than ordered (decision 033).
  const packedRefundRials = order.items.reduce((sum, item) => sum + item.packed_refund_rials, 0);
  return (
    <TitledCard id="order-amounts" title={t("amounts")} className="flex flex-col gap-4 p-4 sm:p-5">
      <dl className="flex flex-col gap-2 text-slate-700">
        <AmountRow term={t("itemsTotal")}>{money.toman(order.items_total_rials)}</AmountRow>
        {order.discount ? (
          <AmountRow term={codeText("row", { code: order.discount.code })}>
            <span data-testid="order-discount">− {money.toman(order.discount.discount_rials)}</span>
          </AmountRow>
        ) : null}
        <AmountRow term={t("shipping")}>
          {order.shipping_cost_rials === 0 ? t("free") : money.toman(order.shipping_cost_rials)}
        </AmountRow>
        <TotalRow term={t("total")} amount={money.toman(order.total_rials)} testId="order-total">
          {foreign ? (
            <span dir="auto" className="block text-sm text-slate-500">
              {foreign}
            </span>
          ) : null}
        </TotalRow>
        {packedRefundRials > 0 ? (
          <div className="flex justify-between gap-3 text-emerald-800">
            <dt>{t("packedRefund")}</dt>
            <dd className="font-semibold" data-testid="order-packed-refund">
              {money.toman(packedRefundRials)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 text-sm">
          <dt>{t("paymentMethod")}</dt>
          <dd className="font-medium text-slate-900">{t(`paidWith.${order.payment_method}`)}</dd>
        </div>
      </dl>
      {children}
    </TitledCard>
  );
}
