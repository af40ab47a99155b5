"use client";

import type { CartGroup } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { BasketIcon, StoreIcon } from "@/components/icons";
import { bdi } from "@/components/text/bdi";
import { lineName } from "@/features/cart";
import { ProductImage, useMoney, useUnitName } from "@/features/catalog";
import { bilingual } from "@/lib/i18n/languages";

/** What is being bought from this shop, at today's prices (which the order is charged at). */
export function CheckoutItems({ group }: { group: CartGroup }) {
  const t = useTranslations("commerce.checkout.items");
  const language = useLocale();
  const format = useFormatter();
  const unitName = useUnitName();
  const money = useMoney();
  const changed = group.orders.filter((line) => line.price_changed).length;

  return (
    <section
      aria-labelledby="checkout-items"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="checkout-items" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <StoreIcon className="size-5 text-primary-700" />
        <span>{t.rich("from", { shop: bilingual(group.seller, language), bdi })}</span>
      </h2>
      {changed > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("pricesChanged", { count: changed })}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {group.orders.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-2">
            <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
              {line.image ? (
                <ProductImage image={line.image} alt="" sizes="48px" />
              ) : (
                <BasketIcon className="size-6 text-slate-400" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">
                {lineName(line, language)}
              </span>
              <span className="block text-sm text-slate-600">
                {t("amount", {
                  amount: format.number(line.count, { maximumFractionDigits: 1 }),
                  unit: unitName(line.stock_type, line.count),
                  price: money.toman(line.current_unit_price_rials),
                })}
              </span>
            </span>
            <span className="font-semibold text-slate-900">{money.toman(line.total_rials)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
