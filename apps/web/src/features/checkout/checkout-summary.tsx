"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TitledCard } from "@/components/titled-card";
import { useMoney } from "@/features/catalog";

/** Items, delivery and what will be charged, in toman with the dollar and dirham equivalents. */
export function CheckoutSummary({
  itemsTotal,
  shippingCost,
  children,
}: {
  itemsTotal: number;
  /** Null until a delivery method is chosen. */
  shippingCost: number | null;
  /** The pay button. */
  children: ReactNode;
}) {
  const t = useTranslations("commerce.checkout.summary");
  const money = useMoney();
  const total = itemsTotal + (shippingCost ?? 0);
  const foreign = money.foreign(total);

  return (
    <TitledCard id="checkout-summary" title={t("title")} className="flex flex-col gap-4 p-4 sm:p-5">
      <dl className="flex flex-col gap-2 text-slate-700">
        <div className="flex justify-between gap-3">
          <dt>{t("items")}</dt>
          <dd className="font-semibold text-slate-900">{money.toman(itemsTotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt>{t("shipping")}</dt>
          <dd className="font-semibold text-slate-900">
            {shippingCost === null
              ? t("shippingUnknown")
              : shippingCost === 0
                ? t("free")
                : money.toman(shippingCost)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg">
          <dt className="font-bold text-slate-900">{t("total")}</dt>
          <dd className="text-end">
            <span className="block font-bold text-slate-900" data-testid="checkout-total">
              {money.toman(total)}
            </span>
            {foreign ? <span className="block text-sm text-slate-500">{foreign}</span> : null}
          </dd>
        </div>
      </dl>
      {children}
    </TitledCard>
  );
}
