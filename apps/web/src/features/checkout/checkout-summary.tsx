"use client";

import type { DiscountCheck } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TitledCard } from "@/components/titled-card";
import { useMoney } from "@/features/catalog";
import { AmountRow, TotalRow } from "./amount-rows";

/** Items, delivery and what will be charged, in toman with the dollar and dirham equivalents. */
export function CheckoutSummary({
  itemsTotal,
  shippingCost,
  discount = null,
  children,
}: {
  itemsTotal: number;
  /** Null until a delivery method is chosen. */
  shippingCost: number | null;
  /** A discount code accepted for this basket (decision 040). */
  discount?: DiscountCheck | null;
  /** The pay button. */
  children: ReactNode;
}) {
  const t = useTranslations("commerce.checkout.summary");
  const codeText = useTranslations("discounts.checkout");
  const money = useMoney();
  const total = itemsTotal - (discount?.discount_rials ?? 0) + (shippingCost ?? 0);
  const foreign = money.foreign(total);

  return (
    <TitledCard id="checkout-summary" title={t("title")} className="flex flex-col gap-4 p-4 sm:p-5">
      <dl className="flex flex-col gap-2 text-slate-700">
        <AmountRow term={t("items")}>{money.toman(itemsTotal)}</AmountRow>
        {discount ? (
          <AmountRow term={codeText("summaryRow", { code: discount.code })}>
            <span data-testid="checkout-discount">− {money.toman(discount.discount_rials)}</span>
          </AmountRow>
        ) : null}
        <AmountRow term={t("shipping")}>
          {shippingCost === null
            ? t("shippingUnknown")
            : shippingCost === 0
              ? t("free")
              : money.toman(shippingCost)}
        </AmountRow>
        <TotalRow term={t("total")} amount={money.toman(total)} testId="checkout-total">
          {foreign ? <span className="block text-sm text-slate-500">{foreign}</span> : null}
        </TotalRow>
      </dl>
      {children}
    </TitledCard>
  );
}
