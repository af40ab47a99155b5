import type { Database, schema } from "@kesht/db";
import { allCities, type CarriedLoad } from "./freight.repo";
import * as repo from "./shipping.repo";
import { destinationOnTheWay, type Place, type Point, type Trip } from "./trip-route";

/*
 * From rows to the trip rules' terms (trip-route.ts): points, places and the trip a driver's
 * loads on board make.
 */

type CityRow = typeof schema.cities.$inferSelect;

/** A point when both of its coordinates are known. */
export function pointOf(
  row: { latitude: number | null; longitude: number | null } | null | undefined,
): Point | null {
  if (row?.latitude == null || row.longitude == null) return null;
  return { latitude: row.latitude, longitude: row.longitude };
}

export function placeOf(city: CityRow): Place {
  return { cityId: city.id, provinceId: city.provinceId, point: pointOf(city) };
}

/** Where a load is picked up: the shop's own point, else its city's. */
export function pickupPointOf(load: CarriedLoad): Point | null {
  return (
    pointOf({ latitude: load.shopLatitude, longitude: load.shopLongitude }) ??
    pointOf(load.shopCity)
  );
}

/** The trip a driver's loads on board make (in the order accepted): it starts at the first pickup. */
export function tripOf(loads: readonly CarriedLoad[]): Trip {
  const [first] = loads;
  return {
    origin: first ? pickupPointOf(first) : null,
    originProvinceIds: [...new Set(loads.map((load) => load.originProvinceId))],
    destinations: loads.map((load) => placeOf(load.destinationCity)),
  };
}

/** Where a group's load goes: its destination city as a place. */
export async function destinationOfGroup(db: Database, groupId: number): Promise<Place> {
  const group = await repo.findGroup(db, groupId);
  const [city] = group ? await repo.citiesByIds(db, [group.destinationCityId]) : [];
  if (!city) throw new Error("loading request lost its destination city");
  return placeOf(city);
}

/** The ids of the cities a load may go to and still be on the trip's way. */
export async function citiesOnTheWay(db: Database, trip: Trip): Promise<number[]> {
  const cities = await allCities(db);
  return cities.filter((city) => destinationOnTheWay(trip, placeOf(city))).map((city) => city.id);
}
