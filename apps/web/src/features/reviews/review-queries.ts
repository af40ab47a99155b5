"use client";

import type { OrderReviews, OwnReview, SellerReview } from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { useApiQuery } from "@/lib/api";
import { usePagedList } from "@/lib/api/use-paged-list";

/* The customer's reviews of an order and the shop's reviews list, with their writes. */

const orderReviewsKey = (orderId: number) => `order-reviews-${orderId}`;
const sellerReviewsKey = "seller-reviews";

export function useOrderReviews(orderId: number) {
  return useApiQuery<OrderReviews>({
    path: `/customer/orders/${orderId}/reviews`,
    cacheKey: orderReviewsKey(orderId),
  });
}

export async function saveReview<F extends FieldValues>(options: {
  orderId: number;
  /** The line reviewed; null for the shop. */
  itemId: number | null;
  isEdit: boolean;
  body: { stars: number; text: string; photo_ids?: string[] };
  setError: UseFormSetError<F>;
}): Promise<OwnReview | null> {
  const path =
    options.itemId === null
      ? `/customer/orders/${options.orderId}/shop-review`
      : `/customer/orders/${options.orderId}/items/${options.itemId}/review`;
  const envelope = await sendForm<OwnReview, F>({
    call: {
      method: options.isEdit ? "PATCH" : "POST",
      path,
      payload: { ...options.body },
      cacheKey: orderReviewsKey(options.orderId),
      label: options.isEdit ? "edit a review" : "write a review",
    },
    fields: ["stars", "text", "photo_ids"] as Path<F>[],
    setError: options.setError,
  });
  return envelope?.data ?? null;
}

export function useSellerReviews() {
  return usePagedList<SellerReview>({
    path: "/seller/reviews",
    payload: {},
    cacheKey: sellerReviewsKey,
    perPage: 10,
  });
}

export async function answerReview<F extends FieldValues>(options: {
  reviewId: number;
  text: string;
  setError: UseFormSetError<F>;
}): Promise<SellerReview | null> {
  const envelope = await sendForm<SellerReview, F>({
    call: {
      method: "POST",
      path: `/seller/reviews/${options.reviewId}/answer`,
      payload: { text: options.text },
      cacheKey: sellerReviewsKey,
      label: "answer a review",
    },
    fields: ["text"] as Path<F>[],
    setError: options.setError,
  });
  return envelope?.data ?? null;
}
