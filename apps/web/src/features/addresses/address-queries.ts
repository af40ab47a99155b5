"use client";

import type { Address, City, Country, Province } from "@kesht/contracts";
import { request, useApiQuery } from "@/lib/api";

/** The list, one address and every change share this key, so a change refreshes them all. */
export const ADDRESSES_CACHE_KEY = "customer-addresses";

/** Reference lists change about never; one load per visit is plenty. */
const REFERENCE_CACHE_MS = 60 * 60 * 1000;

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

/** Countries, provinces of one and cities of one: addresses may be outside Iran too. */
export function useCountries() {
  return useApiQuery<Country[]>({
    path: "/countries",
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
  });
}

export function useProvinces(countryId: number | null) {
  const provinces = useApiQuery<Province[]>({
    path: "/provinces",
    payload: { country_id: countryId },
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
    enabled: countryId !== null,
  });
  return {
    rows: provinces.data?.data,
    isPending: countryId !== null && provinces.isPending,
    isError: provinces.isError,
    refetch: () => void provinces.refetch(),
  };
}

export function useCitiesOf(provinceId: number | null) {
  const cities = useApiQuery<City[]>({
    path: "/cities",
    payload: { province_id: provinceId },
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
    enabled: provinceId !== null,
  });
  return {
    rows: cities.data?.data,
    isPending: provinceId !== null && cities.isPending,
    isError: cities.isError,
    refetch: () => void cities.refetch(),
  };
}
