"use client";

import type { Order, OrderSide } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { BasketIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { lineName } from "@/features/cart";
import { ProductImage, useMoney, useUnitName, variantLabel } from "@/features/catalog";
import { PackedWeight } from "./packed-weight";

/**
 * What was bought: each line's picture, name, amount, price when ordered and line total.
 * `title` replaces the heading's count ("2 items"), e.g. for an attempt that bought nothing.
 */
export function OrderItems({
  order,
  side,
  title,
}: {
  order: Order;
  side: OrderSide;
  title?: string;
}) {
  const t = useTranslations("orders.detail");
  const language = useLocale();
  const format = useFormatter();
  const unitName = useUnitName();
  const money = useMoney();
  const productBase = side === "customer" ? "/customer/products" : "/shop/products";

  return (
    <section
      aria-labelledby="order-items"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="order-items" className="text-lg font-bold text-slate-900">
        {title ?? t("items", { count: order.items.length })}
      </h2>
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => {
          const name = lineName(item, language);
          return (
            <li key={item.id} className="flex gap-3 py-3 sm:gap-4">
              <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-20">
                {item.image ? (
                  <ProductImage image={item.image} alt="" sizes="80px" />
                ) : (
                  <BasketIcon className="absolute inset-0 m-auto size-7 text-slate-400" />
                )}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <Link
                    href={`${productBase}/${item.product_id}`}
                    className="font-semibold text-slate-900 hover:underline"
                  >
                    {name}
                  </Link>
                  {item.variant_label ? (
                    <p
                      className="text-sm font-medium text-slate-800"
                      dir="auto"
                      data-testid="line-variant"
                    >
                      {variantLabel(
                        { label: item.variant_label, label_en: item.variant_label_en },
                        language,
                      )}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-600">
                    {t("countAtPrice", {
                      count: format.number(item.count, { maximumFractionDigits: 3 }),
                      unit: unitName(item.stock_type, item.count),
                      price: money.toman(item.unit_price_rials),
                    })}
                  </p>
                  <PackedWeight order={order} line={item} side={side} />
                </div>
                <p className="shrink-0 font-semibold text-slate-900">
                  {money.toman(item.total_rials)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
