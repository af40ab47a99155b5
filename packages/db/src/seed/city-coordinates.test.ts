import { describe, expect, it } from "vitest";
import { cityCoordinates } from "./city-coordinates";
import { countries } from "./geo-data";

/** Each country's box on the map; a point outside it is a wrong match. */
const boxes: Record<string, { south: number; north: number; west: number; east: number }> = {
  IR: { south: 25, north: 39.8, west: 44, east: 63.4 },
  AE: { south: 22.6, north: 26.1, west: 51.5, east: 56.4 },
};

const seedCities = countries.flatMap((country) =>
  country.provinces.flatMap((province) =>
    province.cities.map((city) => ({
      country: country.code,
      key: `${province.code}/${city.code}`,
    })),
  ),
);

describe("the seed cities' coordinates", () => {
  it("place every seed city but the four nobody could check, each inside its country", () => {
    const unplaced = seedCities.filter((city) => !cityCoordinates[city.key]).map((c) => c.key);
    expect(unplaced.sort()).toEqual([
      "AE-FU/qidfa",
      "AE-RK/digdaga",
      "AE-RK/khatt",
      "IR-25/dastjerd",
    ]);
    for (const city of seedCities) {
      const point = cityCoordinates[city.key];
      const box = boxes[city.country];
      if (!point || !box) continue;
      const [latitude, longitude] = point;
      expect(latitude, city.key).toBeGreaterThanOrEqual(box.south);
      expect(latitude, city.key).toBeLessThanOrEqual(box.north);
      expect(longitude, city.key).toBeGreaterThanOrEqual(box.west);
      expect(longitude, city.key).toBeLessThanOrEqual(box.east);
    }
  });

  it("name only seed cities", () => {
    const keys = new Set(seedCities.map((city) => city.key));
    expect(Object.keys(cityCoordinates).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("put known cities where they are", () => {
    // Tehran, Mashhad and Dubai, to a tenth of a degree.
    expect(cityCoordinates["IR-23/tehran"]?.map((value) => Math.round(value * 10) / 10)).toEqual([
      35.7, 51.4,
    ]);
    expect(cityCoordinates["IR-09/mashhad"]?.map((value) => Math.round(value * 10) / 10)).toEqual([
      36.3, 59.6,
    ]);
    expect(cityCoordinates["AE-DU/dubai"]?.map((value) => Math.round(value * 10) / 10)).toEqual([
      25.1, 55.3,
    ]);
  });
});
