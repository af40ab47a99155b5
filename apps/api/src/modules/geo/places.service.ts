import { type Place, type PlacesQuery, toAsciiDigits } from "@kesht/contracts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import { type Geocoder, GeocoderUnavailableError } from "../../lib/geocoder";

/**
 * What a person typed, as the geocoder should read it: Latin digits, Persian rather than
 * Arabic yeh and kaf (as OpenStreetMap spells Iranian names), no control characters, single
 * spaces.
 */
export function placeSearchText(search: string): string {
  return toAsciiDigits(search)
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Places in Iran and the UAE matching the text; a geocoder that cannot answer is a 503. */
export async function searchPlaces(
  geocoder: Geocoder,
  query: PlacesQuery,
  log: FastifyBaseLogger,
): Promise<Place[]> {
  try {
    return await geocoder.search(placeSearchText(query.search), query.lang);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    log.warn({ reason: error.message }, "place search failed");
    throw new AppError("geocoder_unavailable");
  }
}
