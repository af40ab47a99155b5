"use client";

import {
  type CheckoutBody,
  type CheckoutResult,
  IDEMPOTENCY_HEADER,
  type PackageType,
  type PaymentGatewayOption,
  type SendMethod,
  type ShippingOption,
  type TimeBlock,
  type Wallet,
} from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { CART_CACHE_KEY } from "@/features/cart";
import { type RequestFailure, useApiQuery } from "@/lib/api";
import { referenceDataCache } from "@/lib/api/cache-policy";

export interface SendMethodInfo {
  code: SendMethod;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
}

export function useSendMethods() {
  return useApiQuery<SendMethodInfo[]>({
    path: "/send-methods",
    ...referenceDataCache,
  });
}

export function useTimeBlocks() {
  return useApiQuery<TimeBlock[]>({
    path: "/time-blocks",
    ...referenceDataCache,
  });
}

export function usePackageTypes() {
  return useApiQuery<PackageType[]>({
    path: "/package-types",
    ...referenceDataCache,
  });
}

/** What each send method costs for this group to this address; waits for an address. */
export function useShippings(cartId: number, addressId: number | null) {
  return useApiQuery<ShippingOption[]>({
    path: "/shippings",
    payload: { cart_id: cartId, address_id: addressId },
    enabled: addressId !== null,
  });
}

/** The gateways this installation offers, and the currency each charges in. */
export function usePaymentGateways() {
  return useApiQuery<PaymentGatewayOption[]>({
    path: "/payment-gateways",
    ...referenceDataCache,
  });
}

/** The balance a wallet payment would come from. */
export function useWallet() {
  return useApiQuery<Wallet>({ path: "/customer/wallet" });
}

/**
 * `POST /customer/orders` with the attempt's Idempotency-Key. Field errors of the API land on
 * the form's fields; the cart's entries (the badge, the cart page) refresh afterwards.
 */
export async function placeOrder<F extends FieldValues>({
  body,
  idempotencyKey,
  fields,
  setError,
}: {
  body: CheckoutBody;
  idempotencyKey: string;
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
}): Promise<{ result: CheckoutResult | null; failure: RequestFailure | undefined }> {
  let failure: RequestFailure | undefined;
  const envelope = await sendForm<CheckoutResult, F>({
    call: {
      method: "POST",
      path: "/customer/orders",
      payload: body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      cacheKey: CART_CACHE_KEY,
      label: "checkout",
      onFailure: (reason) => {
        failure = reason;
      },
    },
    fields,
    setError,
  });
  return { result: envelope?.data ?? null, failure };
}
