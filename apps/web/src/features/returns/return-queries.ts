"use client";

import type { OrderReturn, OrderReturns, OrderSide } from "@kesht/contracts";
import { request, useApiQuery } from "@/lib/api";
import { usePagedList } from "@/lib/api/use-paged-list";

/* An order's returns for its customer or shop, the admins' disputed returns, and the writes. */

export const orderReturnsKey = (orderId: number) => `order-returns-${orderId}`;
const disputesKey = "return-disputes";

export function useOrderReturns(side: OrderSide, orderId: number) {
  return useApiQuery<OrderReturns>({
    path: `/${side}/orders/${orderId}/returns`,
    cacheKey: orderReturnsKey(orderId),
  });
}

async function send(options: {
  path: string;
  payload?: Record<string, unknown>;
  cacheKey: string;
  label: string;
}): Promise<OrderReturn | null> {
  const envelope = await request<OrderReturn>({ method: "POST", ...options });
  return envelope?.data ?? null;
}

export function askReturn(
  orderId: number,
  body: {
    reason: string;
    lines: { order_item_id: number; quantity: number }[];
    photo_ids: string[];
  },
) {
  return send({
    path: `/customer/orders/${orderId}/returns`,
    payload: body,
    cacheKey: orderReturnsKey(orderId),
    label: "ask for a return",
  });
}

export function answerReturn(
  orderId: number,
  returnId: number,
  body:
    | { decision: "accept"; goods_back: boolean }
    | { decision: "offer"; goods_back: boolean; amount_rials: number }
    | { decision: "refuse"; note: string },
) {
  return send({
    path: `/seller/returns/${returnId}/answer`,
    payload: body,
    cacheKey: orderReturnsKey(orderId),
    label: "answer a return",
  });
}

export function replyToOffer(orderId: number, returnId: number, accept: boolean) {
  return send({
    path: `/customer/returns/${returnId}/offer`,
    payload: { accept },
    cacheKey: orderReturnsKey(orderId),
    label: "reply to a return offer",
  });
}

export function disputeReturn(orderId: number, returnId: number) {
  return send({
    path: `/customer/returns/${returnId}/dispute`,
    cacheKey: orderReturnsKey(orderId),
    label: "dispute a return",
  });
}

export function useReturnDisputes() {
  return usePagedList<OrderReturn>({
    path: "/admin/returns/disputes",
    payload: {},
    cacheKey: disputesKey,
    perPage: 20,
  });
}

export function resolveReturn(returnId: number, body: { amount_rials: number; note: string }) {
  return send({
    path: `/admin/returns/${returnId}/resolve`,
    payload: body,
    cacheKey: disputesKey,
    label: "resolve a return",
  });
}
