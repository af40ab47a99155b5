/** A point on the map, in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Where the map opens when nothing is chosen yet: all of Iran in view. */
export const iranCentre: LatLng = { latitude: 32.4, longitude: 53.7 };
export const IRAN_ZOOM = 5;
/** Close enough to pick a street once a province's capital is in the middle. */
export const CITY_ZOOM = 11;
export const PLACE_ZOOM = 14;

/**
 * The capital of each Iranian province (ISO 3166-2 code, as in the seed data): where the map
 * opens once a province or city is chosen (the chosen city when it is the capital, otherwise
 * its province's capital, which is still close by), before a place search or a click.
 */
const capitals: Record<string, LatLng & { city: string }> = {
  "IR-00": { city: "arak", latitude: 34.0917, longitude: 49.6892 },
  "IR-01": { city: "rasht", latitude: 37.2808, longitude: 49.5832 },
  "IR-02": { city: "sari", latitude: 36.5633, longitude: 53.0601 },
  "IR-03": { city: "tabriz", latitude: 38.08, longitude: 46.2919 },
  "IR-04": { city: "urmia", latitude: 37.5527, longitude: 45.0761 },
  "IR-05": { city: "kermanshah", latitude: 34.3142, longitude: 47.065 },
  "IR-06": { city: "ahvaz", latitude: 31.3183, longitude: 48.6706 },
  "IR-07": { city: "shiraz", latitude: 29.5918, longitude: 52.5837 },
  "IR-08": { city: "kerman", latitude: 30.2839, longitude: 57.0834 },
  "IR-09": { city: "mashhad", latitude: 36.2972, longitude: 59.6067 },
  "IR-10": { city: "isfahan", latitude: 32.6546, longitude: 51.668 },
  "IR-11": { city: "zahedan", latitude: 29.4963, longitude: 60.8629 },
  "IR-12": { city: "sanandaj", latitude: 35.3219, longitude: 46.9862 },
  "IR-13": { city: "hamadan", latitude: 34.7989, longitude: 48.5146 },
  "IR-14": { city: "shahrekord", latitude: 32.3256, longitude: 50.8644 },
  "IR-15": { city: "khorramabad", latitude: 33.4878, longitude: 48.3558 },
  "IR-16": { city: "ilam", latitude: 33.6374, longitude: 46.4227 },
  "IR-17": { city: "yasuj", latitude: 30.6682, longitude: 51.588 },
  "IR-18": { city: "bushehr", latitude: 28.9684, longitude: 50.8385 },
  "IR-19": { city: "zanjan", latitude: 36.6736, longitude: 48.4787 },
  "IR-20": { city: "semnan", latitude: 35.5769, longitude: 53.3953 },
  "IR-21": { city: "yazd", latitude: 31.8974, longitude: 54.3569 },
  "IR-22": { city: "bandar-abbas", latitude: 27.1832, longitude: 56.2666 },
  "IR-23": { city: "tehran", latitude: 35.6892, longitude: 51.389 },
  "IR-24": { city: "ardabil", latitude: 38.2498, longitude: 48.2933 },
  "IR-25": { city: "qom", latitude: 34.6399, longitude: 50.8759 },
  "IR-26": { city: "qazvin", latitude: 36.2688, longitude: 50.0041 },
  "IR-27": { city: "gorgan", latitude: 36.8456, longitude: 54.4393 },
  "IR-28": { city: "bojnurd", latitude: 37.4747, longitude: 57.329 },
  "IR-29": { city: "birjand", latitude: 32.8663, longitude: 59.2211 },
  "IR-30": { city: "karaj", latitude: 35.8327, longitude: 50.9915 },
};

export interface MapFocus extends LatLng {
  zoom: number;
}

/** Where to look for a province (and city) chosen by code; Iran as a whole when unknown. */
export function focusFor(provinceCode: string | null, cityCode: string | null): MapFocus {
  const capital = provinceCode ? capitals[provinceCode] : undefined;
  if (!capital) return { ...iranCentre, zoom: IRAN_ZOOM };
  const zoom = cityCode === capital.city ? CITY_ZOOM : CITY_ZOOM - 3;
  return { latitude: capital.latitude, longitude: capital.longitude, zoom };
}
