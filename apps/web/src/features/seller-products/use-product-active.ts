"use client";

import type { Envelope, ProductDetail, ProductPage } from "@kesht/contracts";
import type { InfiniteData } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/components/feedback/toast";
import { getQueryClient, request } from "@/lib/api";
import { deduplicatedToast } from "@/lib/api/deduplicated-toast";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";
import { SELLER_PRODUCTS_KEY, type SellerProductResult } from "./product-queries";

type CachedProducts = InfiniteData<Envelope<ProductPage>> | SellerProductResult;

/**
 * A cached list or product with one product's active state changed; anything else under the
 * key is returned as it was.
 */
export function withActive(data: unknown, id: number, active: boolean): unknown {
  if (!data || typeof data !== "object") return data;
  const cached = data as CachedProducts;
  if ("pages" in cached) {
    return {
      ...cached,
      pages: cached.pages.map((page) => ({
        ...page,
        data: {
          ...page.data,
          items: page.data.items.map((item) =>
            item.id === id ? { ...item, is_active: active } : item,
          ),
        },
      })),
    };
  }
  if ("kind" in cached && cached.kind === "found" && cached.product.id === id) {
    return { ...cached, product: { ...cached.product, is_active: active } };
  }
  return data;
}

/**
 * Activates or deactivates a product (PUT /seller/products/:id/active). The switch moves at
 * once; the lists and the product refetch behind it, which also undoes the move if the
 * server said no.
 */
export function useProductActive() {
  const t = useTranslations("sellerProducts.active");
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const setActive = useCallback(
    async (product: { id: number; name: string }, active: boolean) => {
      const queryClient = getQueryClient();
      await queryClient.cancelQueries({ queryKey: [SELLER_PRODUCTS_KEY] });
      queryClient.setQueriesData({ queryKey: [SELLER_PRODUCTS_KEY] }, (data: unknown) =>
        withActive(data, product.id, active),
      );
      setPendingIds((current) => new Set(current).add(product.id));
      const env = defaultOutcomeEnv();
      const envelope = await request<ProductDetail>(
        {
          method: "PUT",
          path: `/seller/products/${product.id}/active`,
          payload: { active },
          label: "set product active",
          cacheKey: SELLER_PRODUCTS_KEY,
        },
        // The toast below says which product changed; a generic "Saved." would only repeat it.
        { ...env, toast: { success: () => {}, error: deduplicatedToast.error } },
      );
      setPendingIds((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
      if (!envelope) return;
      toast.success(t(active ? "activated" : "deactivated", { name: product.name }), {
        id: `product-active-${product.id}`,
      });
    },
    [t],
  );

  return { setActive, isPending: (id: number) => pendingIds.has(id) };
}
