import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./drivers.repo";

export interface DriverStanding {
  ratingAverage: number | null;
  ratingCount: number;
  completedJobs: number;
}

/** What a seller weighs a driver by: their customers' rating and the jobs they finished. */
export async function driverStandings(
  db: Database,
  driverIds: readonly number[],
): Promise<Map<number, DriverStanding>> {
  const { ratings, jobs } = await repo.standingsOf(db, [...new Set(driverIds)]);
  const standings = new Map<number, DriverStanding>();
  for (const id of driverIds) {
    const rating = ratings.find((row) => row.driverId === id);
    standings.set(id, {
      ratingAverage: rating ? Math.round(Number(rating.average) * 10) / 10 : null,
      ratingCount: rating?.count ?? 0,
      completedJobs: jobs.find((row) => row.driverId === id)?.count ?? 0,
    });
  }
  return standings;
}

/** Drivers with their vehicle type and mobile, by id. */
export async function driversById(db: Database, ids: readonly number[]) {
  const found = new Map<number, repo.DriverWithUser>();
  // One after another: `db` may be a transaction.
  for (const id of new Set(ids)) {
    const row = await repo.findDriver(db, id);
    if (row) found.set(id, row);
  }
  return found;
}

/**
 * A driver who may work: approved, with where they take loads from and how much they carry.
 * 403 `driver_not_approved` for one still in review or refused.
 */
export async function workingDriver(db: Database, userId: number) {
  const found = await repo.findDriver(db, userId);
  if (!found) throw new AppError("driver_registration_required");
  if (found.driver.reviewStatus !== "approved") throw new AppError("driver_not_approved");
  const served = await repo.servedProvinces(db, [userId]);
  return {
    id: userId,
    capacityKg: found.driver.capacityKg,
    /** Cool and frozen loads need it (decision 036). */
    refrigerated: found.vehicleType.refrigerated,
    servedProvinceIds: served.map((row) => row.provinceId),
  };
}
