"use client";

import type { City, Country, Province } from "@kesht/contracts";
import { useQuery } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { getQueryClient } from "@/lib/api";
import { queryKeyOf, REFERENCE_CACHE_MS } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { bilingual, joinList } from "@/lib/i18n/languages";

/** A reference list through the shared cache, so each list is fetched once for every use. */
async function referenceList<T>(path: string, payload?: Record<string, unknown>): Promise<T[]> {
  const options = { method: "GET", path, ...(payload ? { payload } : {}) } as const;
  const envelope = await getQueryClient().fetchQuery({
    queryKey: queryKeyOf(options),
    queryFn: () => fetchEnvelope<T[]>(options),
    staleTime: REFERENCE_CACHE_MS,
  });
  return envelope.data;
}

/** A province and a city of any country, by id: the provinces live under their countries. */
async function findPlace(provinceId: number, cityId: number | null) {
  const countries = await referenceList<Country>("/countries");
  for (const country of countries) {
    const provinces = await referenceList<Province>("/provinces", { country_id: country.id });
    const province = provinces.find((candidate) => candidate.id === provinceId);
    if (!province) continue;
    const cities =
      cityId === null ? [] : await referenceList<City>("/cities", { province_id: province.id });
    return { province, city: cities.find((candidate) => candidate.id === cityId) ?? null };
  }
  return { province: null, city: null };
}

/** "City, Province" in the active language, or null while unknown. */
export function usePlaceName(provinceId: number | null, cityId: number | null): string | null {
  const language = useLocale();
  const query = useQuery(
    {
      queryKey: ["place-name", provinceId, cityId],
      queryFn: () => findPlace(provinceId ?? 0, cityId),
      enabled: provinceId !== null,
      staleTime: REFERENCE_CACHE_MS,
    },
    getQueryClient(),
  );
  const place = query.data;
  if (!place?.province) return null;
  const parts = [place.city, place.province].filter((row) => row !== null);
  return joinList(
    language,
    parts.map((row) => bilingual(row, language)),
  );
}
