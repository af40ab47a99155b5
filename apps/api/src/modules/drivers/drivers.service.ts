import {
  type DriverProfile,
  type driverRegisterBodySchema,
  fieldErrorsOf,
  type SessionUser,
  type ValidationMessageKey,
  type VehicleType,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { fillPersonName } from "../auth/people.service";
import { lockRole, registerRole } from "../auth/roles.service";
import { actInRole } from "../auth/session.service";
import { notifyReviewRequested } from "../notifications/notifications.moments";
import { fileFieldProblems } from "../sellers/sellers.files";
import { loadDriverProfile, toVehicleType } from "./drivers.profile";
import * as repo from "./drivers.repo";
import { assertDriverReviewTransition, reviewStatusAfterEdit } from "./drivers.states";

type DriverInput = z.output<typeof driverRegisterBodySchema>;

export async function listVehicleTypes(db: Database): Promise<VehicleType[]> {
  return (await repo.listVehicleTypes(db)).map(toVehicleType);
}

export function getDriverProfile(db: Database, userId: number): Promise<DriverProfile> {
  return loadDriverProfile(db, userId);
}

/**
 * Everything on the form that must refer to something real: the signed-in number, the
 * vehicle type, the places, and the two photos this person uploaded for them.
 */
async function formProblems(
  db: Database,
  user: SessionUser,
  input: DriverInput,
): Promise<Record<string, ValidationMessageKey>> {
  const problems: Record<string, ValidationMessageKey> = {};
  if (input.mobile !== user.mobile) problems.mobile = "mobile_not_yours";
  if (!(await repo.vehicleTypeExists(db, input.vehicle_type_id))) {
    problems.vehicle_type_id = "invalid_choice";
  }
  const known = await repo.existingProvinceIds(db, [
    input.province_id,
    ...input.served_province_ids,
  ]);
  if (!known.has(input.province_id)) {
    problems.province_id = "invalid_choice";
  } else if (!(await repo.cityInProvince(db, input.city_id, input.province_id))) {
    problems.city_id = "city_not_in_province";
  }
  if (input.served_province_ids.some((id) => !known.has(id))) {
    problems.served_province_ids = "invalid_choice";
  }
  Object.assign(
    problems,
    await fileFieldProblems(db, user.id, [
      {
        field: "driving_licence_file_id",
        purpose: "driving_licence",
        ids: [input.driving_licence_file_id],
      },
      { field: "vehicle_card_file_id", purpose: "vehicle_card", ids: [input.vehicle_card_file_id] },
    ]),
  );
  return problems;
}

async function assertFormValid(db: Database, user: SessionUser, input: DriverInput) {
  const problems = await formProblems(db, user, input);
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
  }
}

/** What the admin checks: a change to any of it asks for a new review. */
function checkedDetailsOf(input: DriverInput) {
  return {
    name: input.name,
    nationalCode: input.national_code,
    vehicleTypeId: input.vehicle_type_id,
    plate: input.plate,
    capacityKg: input.capacity_kg,
    drivingLicenceFileId: input.driving_licence_file_id,
    vehicleCardFileId: input.vehicle_card_file_id,
    sheba: input.sheba,
  };
}

/**
 * Driver registration: anyone signed in may register their number as a driver (a customer or
 * a seller keeps being one). The driver then waits for an admin; the session acts as the
 * driver from now on.
 */
export async function registerDriver(
  db: Database,
  session: { sessionId: number; user: SessionUser },
  input: DriverInput,
): Promise<{ profile: DriverProfile; user: SessionUser }> {
  const { user } = session;
  await assertFormValid(db, user, input);
  const acting = await db.transaction(async (tx) => {
    if ((await lockRole(tx, user.id, "driver")) !== "none") {
      throw new AppError("already_registered");
    }
    // A parallel registration got there first.
    if (!(await registerRole(tx, { userId: user.id, role: "driver", registration: "complete" }))) {
      throw new AppError("already_registered");
    }
    await fillPersonName(tx, user.id, input.name);
    await repo.insertDriver(tx, user.id, {
      ...checkedDetailsOf(input),
      provinceId: input.province_id,
      cityId: input.city_id,
      reviewStatus: "pending_review",
    });
    await repo.replaceServedProvinces(tx, user.id, input.served_province_ids);
    await notifyReviewRequested(tx, { role: "driver", userId: user.id });
    return actInRole(tx, {
      sessionId: session.sessionId,
      user: { ...user, name: user.name ?? input.name },
      role: "driver",
    });
  });
  return { profile: await loadDriverProfile(db, user.id), user: acting };
}

/**
 * A driver edits the registration: a rejected one fixes it and sends it again; the review
 * consequence of any edit is decided by `reviewStatusAfterEdit` (drivers.states.ts).
 */
export async function updateDriver(
  db: Database,
  user: SessionUser,
  input: DriverInput,
): Promise<DriverProfile> {
  await assertFormValid(db, user, input);
  await db.transaction(async (tx) => {
    const driver = await repo.lockDriver(tx, user.id);
    if (!driver) throw new AppError("driver_registration_required");
    const checked = checkedDetailsOf(input);
    const changed = (Object.keys(checked) as (keyof typeof checked)[]).some(
      (key) => checked[key] !== driver[key],
    );
    const current = driver.reviewStatus;
    const next = reviewStatusAfterEdit(current, changed);
    if (next !== current) assertDriverReviewTransition(current, next);
    await repo.updateDriver(tx, user.id, {
      ...checked,
      provinceId: input.province_id,
      cityId: input.city_id,
      reviewStatus: next,
      ...(next === "pending_review" ? { rejectionReason: null } : {}),
    });
    await repo.replaceServedProvinces(tx, user.id, input.served_province_ids);
    if (next === "pending_review" && current !== "pending_review") {
      await notifyReviewRequested(tx, { role: "driver", userId: user.id });
    }
  });
  return loadDriverProfile(db, user.id);
}
