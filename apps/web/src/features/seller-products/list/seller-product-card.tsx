"use client";

import type { ProductCard } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { ChevronIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { CategoryPlaceholder, ProductImage, useMoney, useUnitName } from "@/features/catalog";
import { paths } from "@/lib/paths";
import { ActiveSwitch } from "../ui/active-switch";

interface SellerProductCardProps {
  product: ProductCard;
  /** The category's icon key, for the placeholder of a product without photos. */
  categoryIcon: string;
  onActiveChange: (active: boolean) => void;
  isPending: boolean;
  /** Shown while the shop picks products for a bulk edit. */
  selection?: { checked: boolean; onToggle: () => void };
}

/**
 * One of the seller's products in the list: the cover, the names, the price (and the price
 * after its discount), the stock, and a switch that lists or hides it. The card opens the
 * product's page.
 */
export function SellerProductCard({
  product,
  categoryIcon,
  onActiveChange,
  isPending,
  selection,
}: SellerProductCardProps) {
  const t = useTranslations("sellerProducts.card");
  const tBulk = useTranslations("productImport.bulk");
  const _language = useLocale();
  const format = useFormatter();
  const unitName = useUnitName();
  const money = useMoney();
  const titleId = `product-${product.id}-title`;
  const href = paths.shopProduct(product.id);
  const isDiscounted = product.discount_percent > 0;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex gap-3 p-3">
        {selection ? (
          <input
            type="checkbox"
            checked={selection.checked}
            onChange={selection.onToggle}
            aria-label={tBulk("select", { name: product.name })}
            className="mt-1 size-5 shrink-0 accent-primary-700"
          />
        ) : null}
        <Link
          href={href}
          tabIndex={-1}
          aria-hidden="true"
          className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24"
        >
          {product.image ? (
            <ProductImage
              image={product.image}
              alt=""
              sizes="96px"
              className={`object-cover ${product.is_active ? "" : "opacity-60 grayscale"}`}
            />
          ) : (
            <CategoryPlaceholder icon={categoryIcon} />
          )}
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id={titleId} className="font-bold text-slate-900">
            <Link href={href} className="line-clamp-2 hover:underline">
              <bdi>{product.name}</bdi>
            </Link>
          </h2>
          {product.latin_name ? (
            <p
              dir="ltr"
              lang="en"
              className="truncate text-start text-sm text-slate-500 rtl:text-end"
            >
              {product.latin_name}
            </p>
          ) : null}
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span className="font-bold text-slate-900">
              {money.toman(product.discounted_price_rials)}
            </span>
            {isDiscounted ? (
              <>
                <del className="text-sm text-slate-500">{money.toman(product.price_rials)}</del>
                <span className="rounded-full bg-red-100 px-2 text-xs font-bold text-red-800">
                  {t("discount", { percent: format.number(product.discount_percent) })}
                </span>
              </>
            ) : null}
          </p>
          <p
            className={`text-sm ${product.stock > 0 ? "text-slate-600" : "font-semibold text-amber-800"}`}
          >
            {product.stock > 0
              ? t("stock", {
                  amount: format.number(product.stock, { maximumFractionDigits: 3 }),
                  unit: unitName(product.stock_type, product.stock),
                })
              : t("outOfStock")}
          </p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 px-3">
        <div className="flex items-center gap-3">
          <ActiveSwitch
            isActive={product.is_active}
            onChange={onActiveChange}
            isPending={isPending}
            describedBy={titleId}
          />
          {product.is_active ? null : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t("hidden")}
            </span>
          )}
        </div>
        <Link
          href={href}
          aria-describedby={titleId}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          {t("edit")}
          <ChevronIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}
