"use client";

import type { Address } from "@kesht/contracts";
import { request, useApiQuery } from "@/lib/api";

/** The list, one address and every change share this key, so a change refreshes them all. */
export const ADDRESSES_CACHE_KEY = "customer-addresses";

/** The customer's addresses, the default first. */
export function useAddresses() {
  return useApiQuery<Address[]>({ path: "/customer/addresses", cacheKey: ADDRESSES_CACHE_KEY });
}

export function useAddress(id: number | null) {
  return useApiQuery<Address>({
    path: `/customer/addresses/${id}`,
    cacheKey: ADDRESSES_CACHE_KEY,
    enabled: id !== null,
  });
}

export function makeDefaultAddress(id: number) {
  return request<Address>({
    method: "PUT",
    path: `/customer/addresses/${id}/default`,
    cacheKey: ADDRESSES_CACHE_KEY,
    label: "set default address",
  });
}

export function deleteAddress(id: number) {
  return request<{ id: number }>({
    method: "DELETE",
    path: `/customer/addresses/${id}`,
    cacheKey: ADDRESSES_CACHE_KEY,
    label: "delete address",
  });
}
