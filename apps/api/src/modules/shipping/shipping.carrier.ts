import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { workingDriver } from "../drivers/drivers.standing";
import * as freight from "./freight.repo";
import { vehicleSuits } from "./freight.rules";
import type { LoadingRequestRow } from "./shipping.repo";
import { destinationOfGroup, tripOf } from "./trip-loads";
import { loadFitsTrip, type Place, type Trip } from "./trip-route";

/*
 * Which loads a driver may carry (decisions 036 and 038): from a province they serve, in a
 * vehicle that suits the load's temperature, within what is left of their capacity once the
 * loads they carry and have not delivered are on board, and, while they carry any, from the
 * province the trip loads in to a destination on its way (a trip of several loads).
 */

export type Carrier = Awaited<ReturnType<typeof workingDriver>> & {
  remainingKg: number;
  /** The loads on board and where they go (empty when the driver carries none). */
  trip: Trip;
};

/** An approved driver with the room left on their vehicle and the trip they are on. */
export async function workingCarrier(db: Database, driverId: number): Promise<Carrier> {
  const driver = await workingDriver(db, driverId);
  const loads = await freight.carriedLoads(db, [driverId]);
  const carried = loads.reduce((sum, load) => sum + load.weightKg, 0);
  return { ...driver, remainingKg: Math.max(0, driver.capacityKg - carried), trip: tripOf(loads) };
}

type Load = Pick<LoadingRequestRow, "originProvinceId" | "weightKg" | "temperature">;
/** A load with where it goes, which the trip rule asks. */
export type RoutedLoad = Load & { destination: Place };

/** A request with its destination, for the trip rule. */
export async function routedLoad(db: Database, request: LoadingRequestRow): Promise<RoutedLoad> {
  return { ...request, destination: await destinationOfGroup(db, request.orderGroupId) };
}

/** From a province they serve and no heavier than their vehicle carries when empty. */
export function servesLoad(carrier: Carrier, load: Load): boolean {
  return (
    carrier.servedProvinceIds.includes(load.originProvinceId) && load.weightKg <= carrier.capacityKg
  );
}

/** What a driver's lists and a load's page ask: served, suitable, with room left, on the way. */
export function mayCarry(carrier: Carrier, load: RoutedLoad): boolean {
  return (
    servesLoad(carrier, load) &&
    vehicleSuits(load.temperature, carrier.refrigerated) &&
    load.weightKg <= carrier.remainingKg &&
    loadFitsTrip(carrier.trip, load)
  );
}

/**
 * Before a bid: 403 `driver_cannot_serve` outside their provinces or capacity, 403
 * `vehicle_not_suitable` for a cool or frozen load in a vehicle that is not refrigerated, 409
 * `driver_capacity_full` when the loads they carry leave no room for it, 409 `load_off_route`
 * when it leaves from another province than their trip or goes off its way.
 */
export function assertMayBid(carrier: Carrier, load: RoutedLoad): void {
  if (!servesLoad(carrier, load)) throw new AppError("driver_cannot_serve");
  if (!vehicleSuits(load.temperature, carrier.refrigerated)) {
    throw new AppError("vehicle_not_suitable");
  }
  if (load.weightKg > carrier.remainingKg) throw new AppError("driver_capacity_full");
  if (!loadFitsTrip(carrier.trip, load)) throw new AppError("load_off_route");
}

/**
 * At an accept, under the request's lock: locks the driver too, so two accepts of one driver
 * on two loads add up one after the other, then 409 `driver_capacity_full` (or
 * `load_off_route`) when this load no longer fits beside those they were chosen for meanwhile.
 */
export async function assertRoomForLoad(
  tx: Database,
  driverId: number,
  load: RoutedLoad,
): Promise<void> {
  await freight.lockDriverForLoad(tx, driverId);
  const carrier = await workingCarrier(tx, driverId);
  assertMayBid(carrier, load);
}
