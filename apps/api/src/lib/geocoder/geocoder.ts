import type { Language, Place } from "@kesht/contracts";

/**
 * Finds places by what a person types (a street, a square, a village). One implementation
 * talks to a Nominatim-compatible server; tests point it at a local fake of one.
 */
export interface Geocoder {
  search(text: string, language: Language): Promise<Place[]>;
}

/** The geocoder could not answer: down, too slow, busy, or an answer we cannot read. */
export class GeocoderUnavailableError extends Error {
  override name = "GeocoderUnavailableError";
}
