import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { workingDriver } from "../drivers/drivers.standing";
import * as freight from "./freight.repo";
import { vehicleSuits } from "./freight.rules";
import type { LoadingRequestRow } from "./shipping.repo";

/*
 * Which loads a driver may carry (decision 036): from a province they serve, in a vehicle that
 * suits the load's temperature, within what is left of their capacity once the loads they
 * carry and have not delivered are on board (a trip of several loads).
 */

export type Carrier = Awaited<ReturnType<typeof workingDriver>> & { remainingKg: number };

/** An approved driver with the room left on their vehicle. */
export async function workingCarrier(db: Database, driverId: number): Promise<Carrier> {
  const driver = await workingDriver(db, driverId);
  const carried = await freight.carriedWeightKg(db, driverId);
  return { ...driver, remainingKg: Math.max(0, driver.capacityKg - carried) };
}

type Load = Pick<LoadingRequestRow, "originProvinceId" | "weightKg" | "temperature">;

/** From a province they serve and no heavier than their vehicle carries when empty. */
export function servesLoad(carrier: Carrier, load: Load): boolean {
  return (
    carrier.servedProvinceIds.includes(load.originProvinceId) && load.weightKg <= carrier.capacityKg
  );
}

/** What a driver's lists and a load's page ask: served, suitable and with room left. */
export function mayCarry(carrier: Carrier, load: Load): boolean {
  return (
    servesLoad(carrier, load) &&
    vehicleSuits(load.temperature, carrier.refrigerated) &&
    load.weightKg <= carrier.remainingKg
  );
}

/**
 * Before a bid: 403 `driver_cannot_serve` outside their provinces or capacity, 403
 * `vehicle_not_suitable` for a cool or frozen load in a vehicle that is not refrigerated, 409
 * `driver_capacity_full` when the loads they carry leave no room for it.
 */
export function assertMayBid(carrier: Carrier, load: Load): void {
  if (!servesLoad(carrier, load)) throw new AppError("driver_cannot_serve");
  if (!vehicleSuits(load.temperature, carrier.refrigerated)) {
    throw new AppError("vehicle_not_suitable");
  }
  if (load.weightKg > carrier.remainingKg) throw new AppError("driver_capacity_full");
}

/**
 * At an accept, under the request's lock: locks the driver too, so two accepts of one driver
 * on two loads add up one after the other, then 409 `driver_capacity_full` when this load no
 * longer fits beside those they were chosen for meanwhile.
 */
export async function assertRoomForLoad(tx: Database, driverId: number, load: Load): Promise<void> {
  await freight.lockDriverForLoad(tx, driverId);
  const carrier = await workingCarrier(tx, driverId);
  assertMayBid(carrier, load);
}
