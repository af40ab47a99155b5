"use client";

import type { ProductDetail } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/feedback/toast";
import { ShareIcon, TrashIcon } from "@/components/icons";
import { useSellerProfile } from "@/features/account";
import { CategoryPlaceholder, ProductImage, useMoney, useUnitName } from "@/features/catalog";
import { request } from "@/lib/api";
import { paths } from "@/lib/paths";
import { SELLER_PRODUCTS_KEY, useCategories } from "../product-queries";
import { ActiveSwitch } from "../ui/active-switch";
import { useProductActive } from "../use-product-active";

/** Where customers find a listed product. */
export function storePathOf(productId: number): string {
  return paths.product(productId);
}

/**
 * The product as it stands: cover, price and stock as saved, whether customers can see it
 * (with the switch that lists or hides it), its storefront address to share, and delete.
 */
export function ProductStatusPanel({
  product,
  onDeleted,
}: {
  product: ProductDetail;
  onDeleted: () => void;
}) {
  const t = useTranslations("sellerProducts.edit");
  const _language = useLocale();
  const format = useFormatter();
  const unitName = useUnitName();
  const money = useMoney();
  const active = useProductActive();
  const categories = useCategories();
  const profile = useSellerProfile();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const isApproved = profile.data?.data.review_status === "approved";
  const isListed = product.is_active && isApproved;
  const icon =
    categories.data?.data.find((category) => category.id === product.category_id)?.icon ?? "leaf";

  async function remove() {
    setIsDeleting(true);
    const envelope = await request<{ id: number }>({
      method: "DELETE",
      path: `/seller/products/${product.id}`,
      label: "delete product",
      cacheKey: SELLER_PRODUCTS_KEY,
    });
    setIsDeleting(false);
    setIsConfirming(false);
    if (envelope) onDeleted();
  }

  async function share() {
    const url = new URL(storePathOf(product.id), window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: product.name, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("linkCopied"), { id: "product-link-copied" });
    } catch {
      toast.error(t("linkNotCopied", { url }), { id: "product-link-copied" });
    }
  }

  return (
    <section
      aria-labelledby="product-status-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <span className="relative size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:size-24">
          {product.images[0] ? (
            <ProductImage image={product.images[0]} alt="" sizes="96px" priority />
          ) : (
            <CategoryPlaceholder icon={icon} />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="product-status-title" className="text-lg font-bold text-slate-900">
            <bdi>{product.name}</bdi>
          </h2>
          {product.latin_name ? (
            <p dir="ltr" lang="en" className="truncate text-sm text-slate-500 rtl:text-end">
              {product.latin_name}
            </p>
          ) : null}
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold text-slate-900">
              {money.toman(product.discounted_price_rials)}
            </span>
            {product.discount_percent > 0 ? (
              <>
                <del className="text-sm text-slate-500">{money.toman(product.price_rials)}</del>
                <span className="rounded-full bg-red-100 px-2 text-xs font-bold text-red-800">
                  {t("discount", { percent: format.number(product.discount_percent) })}
                </span>
              </>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {t("stock", {
              amount: format.number(product.stock, { maximumFractionDigits: 3 }),
              unit: unitName(product.stock_type, product.stock),
            })}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col">
          <ActiveSwitch
            isActive={product.is_active}
            isPending={active.isPending(product.id)}
            onChange={(isActive) => void active.setActive(product, isActive)}
            describedBy="product-visibility"
          />
          <p id="product-visibility" className="text-sm text-slate-600">
            {!product.is_active
              ? t("visibility.hidden")
              : isListed
                ? t("visibility.listed")
                : t("visibility.awaitingApproval")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isListed ? (
            <button type="button" onClick={() => void share()} className={secondaryButton}>
              <ShareIcon className="size-5" />
              {t("share")}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setIsConfirming(true)}
            className={`${secondaryButton} border-red-200 text-red-700 hover:bg-red-50`}
          >
            <TrashIcon className="size-5" />
            {t("delete")}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={t("deleteTitle")}
        text={t("deleteText", { name: product.name })}
        confirmLabel={t("deleteConfirm")}
        onConfirm={() => void remove()}
        onCancel={() => setIsConfirming(false)}
        isPending={isDeleting}
      />
    </section>
  );
}
