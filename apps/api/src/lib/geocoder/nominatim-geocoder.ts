import { type Language, type Place, placeCountries, placeSearchRules } from "@kesht/contracts";
import { z } from "zod";
import { type Geocoder, GeocoderUnavailableError } from "./geocoder";

export interface NominatimOptions {
  /** https://nominatim.openstreetmap.org, a self-hosted Nominatim, or a local fake in tests. */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  timeoutMs: number;
  /**
   * The least time between two calls from this process (the public server allows one a
   * second). A call that would wait longer than the timeout is refused as busy.
   */
  minIntervalMs: number;
  /** How long an answer is reused for the same text and language. */
  cacheTtlMs?: number;
  now?: () => number;
}

/** A search result as Nominatim's `format=jsonv2&addressdetails=1` gives it. */
const resultSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: z.string().optional().nullable(),
  display_name: z.string(),
  address: z.object({ country_code: z.string().optional() }).optional(),
});
const answerSchema = z.array(z.unknown());

const CACHE_ENTRIES = 500;
const DEFAULT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Nominatim's search API (https://nominatim.org/release-docs/latest/api/Search/), limited to
 * Iran and the UAE. Answers are cached for a day (the usage policy asks for it, and the same
 * streets are searched again and again) and calls are spaced by `minIntervalMs`.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, "");
  const now = options.now ?? Date.now;
  const cacheTtlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const cache = new Map<string, { places: Place[]; until: number }>();
  let nextSlot = 0;

  async function waitForSlot() {
    const start = now();
    const slot = Math.max(start, nextSlot);
    if (slot - start > options.timeoutMs) {
      throw new GeocoderUnavailableError("too many searches waiting");
    }
    nextSlot = slot + options.minIntervalMs;
    if (slot > start) await new Promise((resolve) => setTimeout(resolve, slot - start));
  }

  async function fetchPlaces(text: string, language: Language): Promise<Place[]> {
    await waitForSlot();
    const url = new URL(`${base}/search`);
    url.search = new URLSearchParams({
      q: text,
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: placeCountries.map((code) => code.toLowerCase()).join(","),
      limit: String(placeSearchRules.maxResults),
      "accept-language": language,
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { "user-agent": options.userAgent, accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new GeocoderUnavailableError(
        timedOut ? `no answer within ${options.timeoutMs} ms` : (error as Error).message,
      );
    }
    if (!response.ok) throw new GeocoderUnavailableError(`HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GeocoderUnavailableError("the answer was not JSON");
    }
    const rows = answerSchema.safeParse(body);
    if (!rows.success) throw new GeocoderUnavailableError("the answer was not a list");
    return rows.data.flatMap((row) => {
      const result = resultSchema.safeParse(row);
      return result.success ? placeOf(result.data) : [];
    });
  }

  return {
    async search(text, language) {
      const key = `${language}\u0000${text}`;
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.places;
      const places = await fetchPlaces(text, language);
      cache.delete(key);
      cache.set(key, { places, until: now() + cacheTtlMs });
      // A Map keeps insertion order: the first key is the oldest.
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      return places;
    },
  };
}

/** A result outside Iran and the UAE is left out, whatever the server was asked. */
function placeOf(result: z.infer<typeof resultSchema>): Place[] {
  const country = result.address?.country_code?.toUpperCase();
  const countryCode = placeCountries.find((code) => code === country);
  if (!countryCode) return [];
  const name = result.name?.trim() || result.display_name.split(",")[0]?.trim() || "";
  return [
    {
      name,
      address: result.display_name,
      latitude: result.lat,
      longitude: result.lon,
      country_code: countryCode,
    },
  ];
}
