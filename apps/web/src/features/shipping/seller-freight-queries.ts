"use client";

import type { LoadingRequestChange, OrderGroup } from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { getQueryClient } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";
import { SELLER_SHIPPING_KEY } from "./shipping-queries";

/*
 * The shop's side of freight (docs/decisions/036-freight.md): changing an open load (its bids
 * become stale), answering drivers' questions, confirming or disputing a pickup record, and
 * cancelling a load whose pickup was disputed (decision 045).
 * Each refreshes the shop's shipping pages; a pickup decision moves the orders, so their pages too.
 */

function refreshSellerOrders() {
  void getQueryClient().invalidateQueries({ queryKey: [ordersCacheKey("seller")] });
}

/** A form's call to the seller's shipping API: field errors land on the form's fields. */
async function sendSellerForm<T, F extends FieldValues>(options: {
  method: "POST" | "PATCH";
  path: string;
  payload: Record<string, unknown>;
  label: string;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}) {
  const envelope = await sendForm<T, F>({
    call: {
      method: options.method,
      path: options.path,
      payload: options.payload,
      cacheKey: SELLER_SHIPPING_KEY,
      label: options.label,
    },
    fields: options.fields,
    setError: options.setError,
  });
  return envelope?.data ?? null;
}

/** `PATCH /seller/loading-requests/:id`: the load changes and every bidder is asked to rebid. */
export function changeLoadingRequest<F extends FieldValues>(options: {
  requestId: number;
  change: LoadingRequestChange;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}) {
  return sendSellerForm<OrderGroup, F>({
    method: "PATCH",
    path: `/seller/loading-requests/${options.requestId}`,
    payload: { ...options.change },
    label: "change loading request",
    fields: options.fields,
    setError: options.setError,
  });
}

/** `POST /seller/loading-requests/:id/questions/:qid/answer`: once, seen by every bidder. */
export function answerLoadQuestion<F extends FieldValues>(options: {
  requestId: number;
  questionId: number;
  answer: string;
  setError: UseFormSetError<F>;
}) {
  return sendSellerForm<unknown, F>({
    method: "POST",
    path: `/seller/loading-requests/${options.requestId}/questions/${options.questionId}/answer`,
    payload: { answer: options.answer },
    label: "answer load question",
    fields: ["answer" as Path<F>],
    setError: options.setError,
  });
}

/** `POST /seller/order-groups/:gid/pickup/confirm`: the shop agrees with the driver's record. */
export async function confirmPickup(groupId: number) {
  const group = await sendSellerForm<OrderGroup, FieldValues>({
    method: "POST",
    path: `/seller/order-groups/${groupId}/pickup/confirm`,
    payload: {},
    label: "confirm pickup",
    fields: [],
    setError: () => undefined,
  });
  if (group) refreshSellerOrders();
  return group;
}

/** `POST /seller/order-groups/:gid/pickup/dispute`: the shop says what is wrong. */
export async function disputePickup<F extends FieldValues>(options: {
  groupId: number;
  note: string;
  setError: UseFormSetError<F>;
}) {
  const group = await sendSellerForm<OrderGroup, F>({
    method: "POST",
    path: `/seller/order-groups/${options.groupId}/pickup/dispute`,
    payload: { note: options.note },
    label: "dispute pickup",
    fields: ["note" as Path<F>],
    setError: options.setError,
  });
  if (group) refreshSellerOrders();
  return group;
}

/**
 * `POST /seller/order-groups/:gid/cancel-load`: after a dispute, the load is called off, the
 * driver released and the orders back in preparation.
 */
export async function cancelDisputedLoad(groupId: number) {
  const group = await sendSellerForm<OrderGroup, FieldValues>({
    method: "POST",
    path: `/seller/order-groups/${groupId}/cancel-load`,
    payload: {},
    label: "cancel disputed load",
    fields: [],
    setError: () => undefined,
  });
  refreshSellerOrders();
  return group;
}
