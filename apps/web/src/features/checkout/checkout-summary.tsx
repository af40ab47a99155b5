"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
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
    <section
      aria-labelledby="checkout-summary"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
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
    </section>
  );
}
