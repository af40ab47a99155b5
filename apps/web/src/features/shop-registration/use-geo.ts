"use client";

import type { City, Country, Province } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";

/** Reference lists change about never; one load per visit is plenty. */
const REFERENCE_CACHE_MS = 60 * 60 * 1000;
/** Shops register in Iran (Sheba, national code): provinces are Iran's. */
const IRAN_CODE = "IR";

export function useIranProvinces() {
  const countries = useApiQuery<Country[]>({
    path: "/countries",
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
  });
  const iranId = countries.data?.data.find((country) => country.code === IRAN_CODE)?.id;
  const provinces = useApiQuery<Province[]>({
    path: "/provinces",
    payload: { country_id: iranId },
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
    enabled: iranId !== undefined,
  });
  return {
    provinces: provinces.data?.data,
    isPending: countries.isPending || provinces.isPending,
    isError: countries.isError || provinces.isError,
    refetch: () => {
      if (countries.isError) void countries.refetch();
      else void provinces.refetch();
    },
  };
}

export function useCities(provinceId: number | null) {
  const cities = useApiQuery<City[]>({
    path: "/cities",
    payload: { province_id: provinceId },
    readCache: true,
    cacheTime: REFERENCE_CACHE_MS,
    enabled: provinceId !== null,
  });
  return {
    cities: cities.data?.data,
    isPending: provinceId !== null && cities.isPending,
    isError: cities.isError,
    refetch: () => void cities.refetch(),
  };
}
