import type { AdminDriver, DriverProfile, VehicleType } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { getStoredFiles } from "../files/files.service";
import * as repo from "./drivers.repo";

export function toVehicleType(row: repo.VehicleTypeRow): VehicleType {
  return { id: row.id, code: row.code, title: row.nameFa, title_en: row.nameEn };
}

/** Profiles for several drivers with two more queries in all, whatever their number. */
export async function buildDriverProfiles(
  db: Database,
  found: readonly repo.DriverWithUser[],
): Promise<AdminDriver[]> {
  const served = await repo.servedProvinces(
    db,
    found.map(({ driver }) => driver.userId),
  );
  const files = await getStoredFiles(
    db,
    found
      .flatMap(({ driver }) => [driver.drivingLicenceFileId, driver.vehicleCardFileId])
      .filter((id): id is string => Boolean(id)),
  );
  const fileOf = (id: string | null) => (id ? (files.get(id) ?? null) : null);
  return found.map(({ driver, vehicleType, mobile }) => ({
    id: driver.userId,
    mobile,
    name: driver.name,
    national_code: driver.nationalCode,
    vehicle_type: toVehicleType(vehicleType),
    plate: driver.plate,
    capacity_kg: driver.capacityKg,
    driving_licence: fileOf(driver.drivingLicenceFileId),
    vehicle_card: fileOf(driver.vehicleCardFileId),
    sheba: driver.sheba,
    province_id: driver.provinceId,
    city_id: driver.cityId,
    served_province_ids: served
      .filter((row) => row.driverId === driver.userId)
      .map((row) => row.provinceId),
    review_status: driver.reviewStatus,
    rejection_reason: driver.rejectionReason,
    created_at: driver.createdAt.toISOString(),
    updated_at: driver.updatedAt.toISOString(),
    reviewed_at: driver.reviewedAt?.toISOString() ?? null,
  }));
}

/** One driver's profile; the response schema leaves out the admin-only fields. */
export async function loadDriverProfile(db: Database, userId: number): Promise<DriverProfile> {
  const found = await repo.findDriver(db, userId);
  if (!found) throw new AppError("driver_registration_required");
  const [profile] = await buildDriverProfiles(db, [found]);
  if (!profile) throw new AppError("driver_registration_required");
  return profile;
}
