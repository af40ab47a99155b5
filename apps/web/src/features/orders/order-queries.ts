"use client";

import type { cancelMessageSchema, OrderSide, OrderTab } from "@kesht/contracts";
import {
  IDEMPOTENCY_HEADER,
  type Order,
  type Payment,
  type PaymentRequestBody,
} from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { sendForm } from "@/components/form/send-form";
import { walletCacheKey } from "@/features/wallet";
import { getQueryClient, type RequestFailure, request, useApiQuery } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";
import { referenceDataCache } from "@/lib/api/cache-policy";
import { usePagedList } from "@/lib/api/use-paged-list";
import { ordersApi } from "./order-paths";

export type CancelMessage = z.infer<typeof cancelMessageSchema>;

/** Orders per page of a list. */
export const ORDERS_PER_PAGE = 12;

export function useOrders(side: OrderSide, tab: OrderTab) {
  return usePagedList<Order>({
    path: ordersApi(side),
    payload: { tab },
    cacheKey: ordersCacheKey(side),
    perPage: ORDERS_PER_PAGE,
  });
}

export function useOrder(side: OrderSide, orderId: number) {
  return useApiQuery<Order>({
    path: `${ordersApi(side)}/${orderId}`,
    cacheKey: ordersCacheKey(side),
  });
}

/** The reasons offered to the side that cancels (`/cancel-messages?type=`). */
export function useCancelMessages(side: OrderSide, enabled: boolean) {
  return useApiQuery<CancelMessage[]>({
    path: "/cancel-messages",
    payload: { type: side },
    ...referenceDataCache,
    enabled,
  });
}

/** The shop accepts a new order and starts preparing it (paid → preparing). */
export async function acceptOrder(orderId: number) {
  const envelope = await request<Order>({
    method: "POST",
    path: `/seller/orders/${orderId}/accept`,
    cacheKey: ordersCacheKey("seller"),
    label: "accept order",
  });
  return envelope?.data ?? null;
}

export interface CancelBody {
  cancel_message_id?: number | undefined;
  reason?: string | undefined;
}

/**
 * Cancels with a reason; the order's money goes back to the customer's wallet, so a customer's
 * wallet entries are refreshed too.
 */
export async function cancelOrder<F extends FieldValues>(options: {
  side: OrderSide;
  orderId: number;
  body: CancelBody;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}): Promise<Order | null> {
  const envelope = await sendForm<Order, F>({
    call: {
      method: "POST",
      path: `${ordersApi(options.side)}/${options.orderId}/cancel`,
      payload: { ...options.body },
      cacheKey: ordersCacheKey(options.side),
      label: "cancel order",
    },
    fields: options.fields,
    setError: options.setError,
  });
  if (envelope && options.side === "customer") {
    void getQueryClient().invalidateQueries({ queryKey: [walletCacheKey("customer")] });
  }
  return envelope?.data ?? null;
}

/** Starts a gateway payment for an order still waiting for one (`purpose: order`). */
export async function payOrder(options: {
  body: Extract<PaymentRequestBody, { purpose: "order" }>;
  idempotencyKey: string;
}): Promise<{ payment: Payment | null; failure: RequestFailure | undefined }> {
  let failure: RequestFailure | undefined;
  const envelope = await request<Payment>({
    method: "POST",
    path: "/customer/payment/request",
    payload: options.body,
    headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
    cacheKey: ordersCacheKey("customer"),
    label: "pay order",
    onFailure: (reason) => {
      failure = reason;
    },
  });
  return { payment: envelope?.data ?? null, failure };
}
