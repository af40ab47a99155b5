"use client";

import type {
  Bilingual,
  DeliveredBody,
  DriverJob,
  DriverLoadingRequest,
  DriverProposal,
  LoadingRequest,
  LoadingRequestBody,
  OrderGroup,
  ProposalBody,
  ProposalStatus,
} from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { getQueryClient, request, useApiQuery } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";
import { usePagedList } from "@/lib/api/use-paged-list";

/** Every change of a shipment names these, so the seller's and driver's pages refetch. */
export const SELLER_SHIPPING_KEY = "seller-shipping";
export const DRIVER_SHIPPING_KEY = "driver-shipping";

const PER_PAGE = 20;

/** A shipment changes its orders' statuses: the shop's order pages refetch too. */
function refreshSellerOrders() {
  void getQueryClient().invalidateQueries({ queryKey: [ordersCacheKey("seller")] });
}

export function useOrderGroup(groupId: number) {
  return useApiQuery<OrderGroup>({
    path: `/seller/order-groups/${groupId}`,
    cacheKey: SELLER_SHIPPING_KEY,
  });
}

export function useSellerLoadingRequests() {
  return usePagedList<LoadingRequest>({
    path: "/seller/loading-requests",
    payload: {},
    cacheKey: SELLER_SHIPPING_KEY,
    perPage: PER_PAGE,
  });
}

export function useDriverRequests() {
  return usePagedList<DriverLoadingRequest>({
    path: "/driver/loading-requests",
    payload: {},
    cacheKey: DRIVER_SHIPPING_KEY,
    perPage: PER_PAGE,
  });
}

export function useDriverRequest(requestId: number) {
  return useApiQuery<DriverLoadingRequest>({
    path: `/driver/loading-requests/${requestId}`,
    cacheKey: DRIVER_SHIPPING_KEY,
  });
}

export function useDriverProposals(status: ProposalStatus) {
  return usePagedList<DriverProposal>({
    path: "/driver/proposals",
    payload: { status },
    cacheKey: DRIVER_SHIPPING_KEY,
    perPage: PER_PAGE,
  });
}

export function useDriverJobs() {
  return usePagedList<DriverJob>({
    path: "/driver/jobs",
    payload: {},
    cacheKey: DRIVER_SHIPPING_KEY,
    perPage: PER_PAGE,
  });
}

export function useDriverJob(groupId: number) {
  return useApiQuery<DriverJob>({ path: `/driver/jobs/${groupId}`, cacheKey: DRIVER_SHIPPING_KEY });
}

/** A POST of the shipping API, refreshing the side's pages; the answer's data, or null. */
async function post<T>(path: string, cacheKey: string, label: string, payload?: object) {
  const envelope = await request<T>({
    method: "POST",
    path,
    cacheKey,
    label,
    ...(payload ? { payload: { ...payload } } : {}),
  });
  if (envelope && cacheKey === SELLER_SHIPPING_KEY) refreshSellerOrders();
  return envelope?.data ?? null;
}

export const groupOrders = (orderIds: number[]) =>
  post<OrderGroup>("/seller/order-groups", SELLER_SHIPPING_KEY, "group orders", {
    order_ids: orderIds,
  });

export const cancelLoadingRequest = (requestId: number) =>
  post<OrderGroup>(
    `/seller/loading-requests/${requestId}/cancel`,
    SELLER_SHIPPING_KEY,
    "cancel loading request",
  );

export const acceptProposal = (proposalId: number) =>
  post<OrderGroup>(
    `/seller/proposals/${proposalId}/accept`,
    SELLER_SHIPPING_KEY,
    "accept proposal",
  );

export const withdrawProposal = (proposalId: number) =>
  post<DriverProposal>(`/driver/proposals/${proposalId}/withdraw`, DRIVER_SHIPPING_KEY, "withdraw");

export const markLoaded = (groupId: number) =>
  post<DriverJob>(`/driver/jobs/${groupId}/loaded`, DRIVER_SHIPPING_KEY, "mark loaded");

/** Whose order is handed over: one of a driver's job, or one the shop carries itself. */
export type DeliveryTarget = { groupId: number; orderId: number } | { selfLoadedOrderId: number };

/**
 * Marks an order delivered with its proof (the customer's code, or a reason and a photo);
 * field errors land on the form, and a refusal's own words (a wrong code and the tries left,
 * a locked code) go to `onRefused` with the status, for the form to show beside the field.
 */
export async function deliverWithProof<F extends FieldValues>(options: {
  target: DeliveryTarget;
  body: DeliveredBody;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  onRefused: (refusal: { status: number; messages: Bilingual | null }) => void;
}) {
  const bySeller = "selfLoadedOrderId" in options.target;
  const path =
    "selfLoadedOrderId" in options.target
      ? `/seller/orders/${options.target.selfLoadedOrderId}/delivered`
      : `/driver/jobs/${options.target.groupId}/orders/${options.target.orderId}/delivered`;
  const envelope = await sendForm<unknown, F>({
    call: {
      method: "POST",
      path,
      payload: { ...options.body },
      cacheKey: bySeller ? SELLER_SHIPPING_KEY : DRIVER_SHIPPING_KEY,
      label: "deliver order",
      onFailure: (failure) =>
        options.onRefused({
          status: failure.status ?? 0,
          messages: failure.envelope?.messages ?? null,
        }),
    },
    fields: options.fields,
    setError: options.setError,
  });
  if (envelope && bySeller) refreshSellerOrders();
  return envelope?.data ?? null;
}

/** Sends a loading request for an order (a group of one) or a group; field errors on the form. */
export async function sendLoadingRequest<F extends FieldValues>(options: {
  target: { orderId: number } | { groupId: number };
  body: LoadingRequestBody;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}) {
  const path =
    "orderId" in options.target
      ? `/seller/orders/${options.target.orderId}/loading-request`
      : `/seller/order-groups/${options.target.groupId}/loading-request`;
  const envelope = await sendForm<OrderGroup, F>({
    call: {
      method: "POST",
      path,
      payload: { ...options.body },
      cacheKey: SELLER_SHIPPING_KEY,
      label: "loading request",
    },
    fields: options.fields,
    setError: options.setError,
  });
  if (envelope) refreshSellerOrders();
  return envelope?.data ?? null;
}

export async function startSelfLoading<F extends FieldValues>(options: {
  orderId: number;
  expectedDeliveryAt: string;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}) {
  const envelope = await sendForm<OrderGroup, F>({
    call: {
      method: "POST",
      path: `/seller/orders/${options.orderId}/self-loading`,
      payload: { expected_delivery_at: options.expectedDeliveryAt },
      cacheKey: SELLER_SHIPPING_KEY,
      label: "self-loading",
    },
    fields: options.fields,
    setError: options.setError,
  });
  if (envelope) refreshSellerOrders();
  return envelope?.data ?? null;
}

export async function sendProposal<F extends FieldValues>(options: {
  requestId: number;
  body: ProposalBody;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}) {
  const envelope = await sendForm<DriverLoadingRequest, F>({
    call: {
      method: "PUT",
      path: `/driver/loading-requests/${options.requestId}/proposal`,
      payload: { ...options.body },
      cacheKey: DRIVER_SHIPPING_KEY,
      label: "proposal",
    },
    fields: options.fields,
    setError: options.setError,
  });
  return envelope?.data ?? null;
}
