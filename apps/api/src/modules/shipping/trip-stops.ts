import type { TripStop } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { acceptedLoadsOfGroups, type CarriedLoad, carriedLoads } from "./freight.repo";
import type { OrderGroupRow } from "./shipping.repo";
import { pickupPointOf, pointOf } from "./trip-loads";
import { alongTheWay, kmBetween, type Point } from "./trip-route";

/*
 * The stops of a driver's trip (decision 038): the pickups, then the deliveries, each in the
 * order of the way from where the trip starts (the first load's pickup).
 */

type City = CarriedLoad["destinationCity"];
const titled = (city: City | null) =>
  city ? { id: city.id, title: city.nameFa, title_en: city.nameEn } : null;

/** The stops of one trip: its loads, in the order they were accepted. */
export function stopsOf(loads: readonly CarriedLoad[]): TripStop[] {
  const [first] = loads;
  const start = first ? pickupPointOf(first) : null;
  const stop = (
    load: CarriedLoad,
    kind: TripStop["kind"],
    city: City | null,
    point: Point | null,
  ) => ({
    point,
    view: {
      kind,
      job_id: load.groupId,
      shop_name: load.shopName,
      shop_name_en: load.shopNameEn,
      city: titled(city),
      km_from_start: start && point ? Math.round(kmBetween(start, point)) : null,
    },
  });
  const pickups = loads.map((load) => stop(load, "pickup", load.shopCity, pickupPointOf(load)));
  const deliveries = loads.map((load) =>
    stop(load, "delivery", load.destinationCity, pointOf(load.destinationCity)),
  );
  return [...alongTheWay(start, pickups), ...alongTheWay(start, deliveries)].map(
    ({ view }) => view,
  );
}

/**
 * Per group, the stops of the trip it is part of: every load its driver carries while it is
 * on board, else (before the accept, after the delivery) its own pickup and delivery.
 */
export async function tripStopsOfGroups(
  db: Database,
  groups: readonly OrderGroupRow[],
): Promise<Map<number, TripStop[]>> {
  const driverIds = [
    ...new Set(groups.flatMap((group) => (group.driverId ? [group.driverId] : []))),
  ];
  const onBoard = await carriedLoads(db, driverIds);
  const own = await acceptedLoadsOfGroups(
    db,
    groups.map((group) => group.id),
  );
  const stops = new Map<number, TripStop[]>();
  for (const group of groups) {
    const trip = onBoard.filter((load) => load.driverId === group.driverId);
    const loads = trip.some((load) => load.groupId === group.id)
      ? trip
      : own.filter((load) => load.groupId === group.id);
    stops.set(group.id, stopsOf(loads));
  }
  return stops;
}
