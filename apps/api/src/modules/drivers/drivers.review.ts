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
import { recordAdminAction } from "../audit/audit.service";
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

/** Where each of an admin's decisions takes a driver (the transitions live in drivers.states). */
const decidedStatus = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "approved",
} as const;

/**
 * An admin approves a pending driver or rejects them with a reason the driver will read,
 * suspends an approved one (a suspended driver is not a working driver: no loads, no
 * proposals) or reinstates a suspended one. The driver is notified of each decision (with the
 * reason given to reject or suspend); recorded in the audit log in the same transaction.
 */
export async function reviewDriver(
  db: Database,
  adminId: number,
  driverId: number,
  input: ReviewInput,
): Promise<DriverProfile> {
  const to = decidedStatus[input.decision];
  await db.transaction(async (tx) => {
    const driver = await repo.lockDriver(tx, driverId);
    if (!driver) throw new AppError("driver_not_found");
    const from = driver.reviewStatus as DriverReviewStatus;
    assertDriverReviewTransition(from, to);
    const reason = to === "rejected" || to === "suspended" ? (input.reason ?? null) : null;
    const decided = await repo.decideReview(tx, driverId, {
      from,
      reviewStatus: to,
      rejectionReason: reason,
      reviewedBy: adminId,
    });
    if (!decided) throw new AppError("driver_review_not_pending");
    await notifyReviewed(tx, { role: "driver", userId: driverId }, { to, reason: input.reason });
    await recordAdminAction(tx, {
      adminUserId: adminId,
      action: `driver.${input.decision}`,
      targetKind: "driver",
      targetId: driverId,
      before: { review_status: from, reason: driver.rejectionReason },
      after: { review_status: to, reason },
    });
  });
  return loadDriverProfile(db, driverId);
}
