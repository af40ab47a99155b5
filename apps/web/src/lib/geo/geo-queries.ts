"use client";

import type { City, Country, Province } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";
import { referenceDataCache } from "@/lib/api/cache-policy";

/** Shops register in Iran (Sheba, national code): their provinces are Iran's. */
const IRAN_CODE = "IR";

/** A reference list as a form shows it: its rows once loaded, and a way to try again. */
export interface ReferenceListState<T> {
  rows: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useCountries() {
  return useApiQuery<Country[]>({ path: "/countries", ...referenceDataCache });
}

/** The provinces of one country: addresses may be outside Iran too. */
export function useProvinces(countryId: number | null): ReferenceListState<Province> {
  const provinces = useApiQuery<Province[]>({
    path: "/provinces",
    payload: { country_id: countryId },
    ...referenceDataCache,
    enabled: countryId !== null,
  });
  return {
    rows: provinces.data?.data,
    isPending: countryId !== null && provinces.isPending,
    isError: provinces.isError,
    refetch: () => void provinces.refetch(),
  };
}

/** Iran's provinces, once the countries tell Iran's id. */
export function useIranProvinces(): ReferenceListState<Province> {
  const countries = useCountries();
  const iranId = countries.data?.data.find((country) => country.code === IRAN_CODE)?.id ?? null;
  const provinces = useProvinces(iranId);
  return {
    rows: provinces.rows,
    isPending: countries.isPending || provinces.isPending,
    isError: countries.isError || provinces.isError,
    refetch: () => {
      if (countries.isError) void countries.refetch();
      else provinces.refetch();
    },
  };
}

/** The cities of one province; nothing is read until a province is chosen. */
export function useCities(provinceId: number | null): ReferenceListState<City> {
  const cities = useApiQuery<City[]>({
    path: "/cities",
    payload: { province_id: provinceId },
    ...referenceDataCache,
    enabled: provinceId !== null,
  });
  return {
    rows: cities.data?.data,
    isPending: provinceId !== null && cities.isPending,
    isError: cities.isError,
    refetch: () => void cities.refetch(),
  };
}
