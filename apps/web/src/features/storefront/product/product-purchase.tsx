"use client";

import type { ProductVariant } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AddToCart } from "@/features/cart";
import { ForeignPrice, ONE_UNIT, useToman, useUnitName, variantLabel } from "@/features/catalog";
import { useNumberText } from "@/lib/i18n/number-text";
import type { PurchasedProduct } from "./purchased-product";

/** The pack a page starts on: the cheapest that is in stock, else the first. */
function firstChoice(variants: readonly ProductVariant[]): ProductVariant | undefined {
  const inStock = variants.filter((variant) => variant.stock > 0);
  const candidates = inStock.length > 0 ? inStock : variants;
  return [...candidates].sort((a, b) => a.discounted_price_rials - b.discounted_price_rials)[0];
}

/**
 * A product page's price and purchase: with several packs or sizes (decision 041) the customer
 * chooses one, and its price, discount, unit and stock are what the box shows and buys.
 */
export function ProductPurchase({ product }: { product: PurchasedProduct }) {
  const t = useTranslations("storefront.product");
  const language = useLocale();
  const numbers = useNumberText();
  const toman = useToman();
  const unitName = useUnitName();
  const [chosenId, setChosenId] = useState(() => firstChoice(product.variants)?.id);
  const variant = product.variants.find((each) => each.id === chosenId) ?? product.variants[0];
  // A product always has a variant; the card's own fields stand in should one be missing.
  const priced = variant ?? product;
  const isDiscounted = priced.discount_percent > 0;

  return (
    <>
      {product.variants.length > 1 ? (
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t("variants")}</legend>
          <div className="flex flex-wrap gap-2">
            {product.variants.map((each) => (
              <label
                key={each.id}
                className="flex cursor-pointer flex-col rounded-xl border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`variant-${product.id}`}
                    value={each.id}
                    checked={each.id === variant?.id}
                    onChange={() => setChosenId(each.id)}
                    className="accent-primary-700"
                  />
                  <span className="font-semibold" dir="auto">
                    {variantLabel(each, language)}
                  </span>
                </span>
                <span className="ps-6 text-slate-600">
                  {each.stock > 0 ? toman(each.discounted_price_rials) : t("outOfStock")}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {isDiscounted ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-rose-600 px-2 py-0.5 font-bold text-white">
            {t("discount", {
              percent: numbers.percent(priced.discount_percent / 100),
            })}
          </span>
          <s className="text-slate-500">
            <span className="sr-only">{t("oldPrice")} </span>
            {toman(priced.price_rials)}
          </s>
        </p>
      ) : null}
      <p className="mt-1 text-3xl font-extrabold text-primary-900" data-testid="product-price">
        {toman(priced.discounted_price_rials)}
      </p>
      <ForeignPrice rials={priced.discounted_price_rials} className="mt-1 text-sm" />
      <p className="mt-1 text-xs text-slate-500">
        {t("perUnit", { unit: unitName(priced.stock_type, ONE_UNIT) })}
      </p>
      <div className="mt-4">
        <AddToCart
          key={variant?.id}
          product={{
            ...product,
            stock: priced.stock,
            stock_type: priced.stock_type,
            variant_id: variant?.id,
          }}
        />
      </div>
    </>
  );
}
