import {
  type AdminDriver,
  adminDriversPageSize,
  type adminDriversQuerySchema,
  type DriverProfile,
  type DriverReviewStatus,
  type driverReviewBodySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { notifyReviewed } from "../notifications/notifications.service";
import { buildDriverProfiles, loadDriverProfile } from "./drivers.profile";
import * as repo from "./drivers.repo";
import { assertDriverReviewTransition } from "./drivers.states";

type ListInput = z.output<typeof adminDriversQuerySchema>;
type ReviewInput = z.output<typeof driverReviewBodySchema>;

/** Drivers in one review status, most recently changed first, a page at a time. */
export async function listDriversForReview(db: Database, input: ListInput): Promise<AdminDriver[]> {
  const found = await repo.listDriversByStatus(db, {
    status: input.status,
    limit: adminDriversPageSize,
    offset: (input.page - 1) * adminDriversPageSize,
  });
  return buildDriverProfiles(db, found);
}

/** An admin approves a pending driver, or rejects them with a reason the driver will read. */
export async function reviewDriver(
  db: Database,
  adminId: number,
  driverId: number,
  input: ReviewInput,
): Promise<DriverProfile> {
  const to = input.decision === "approve" ? "approved" : "rejected";
  await db.transaction(async (tx) => {
    const driver = await repo.lockDriver(tx, driverId);
    if (!driver) throw new AppError("driver_not_found");
    assertDriverReviewTransition(driver.reviewStatus as DriverReviewStatus, to);
    const decided = await repo.decideReview(tx, driverId, {
      reviewStatus: to,
      rejectionReason: to === "rejected" ? (input.reason ?? null) : null,
      reviewedBy: adminId,
    });
    if (!decided) throw new AppError("driver_review_not_pending");
    await notifyReviewed(tx, { role: "driver", userId: driverId }, { to, reason: input.reason });
  });
  return loadDriverProfile(db, driverId);
}
