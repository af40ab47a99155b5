import type { Config } from "../../config";
import type { Geocoder } from "./geocoder";
import { createNominatimGeocoder } from "./nominatim-geocoder";

export { type Geocoder, GeocoderUnavailableError } from "./geocoder";

/** The geocoder GEOCODER_URL names, introduced to it as Kesht (Nominatim's policy). */
export function createGeocoder(config: Config): Geocoder {
  return createNominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    userAgent: config.GEOCODER_USER_AGENT ?? `Kesht/${config.version} (+${config.PUBLIC_SITE_URL})`,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
    minIntervalMs: config.GEOCODER_MIN_INTERVAL_MS,
  });
}
