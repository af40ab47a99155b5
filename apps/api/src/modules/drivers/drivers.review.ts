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
import { decideReview, type ReviewSubject } from "../review/review.workflow";
import { buildDriverProfiles, loadDriverProfile } from "./drivers.profile";
import * as repo from "./drivers.repo";
import { driverReviewTransitions } from "./drivers.states";

/** Drivers in one review status, most recently changed first, a page at a time. */
export async function listDriversForReview(
  db: Database,
  input: z.output<typeof adminDriversQuerySchema>,
): Promise<AdminDriver[]> {
  const found = await repo.listDriversByStatus(db, {
    status: input.status,
    limit: adminDriversPageSize,
    offset: (input.page - 1) * adminDriversPageSize,
  });
  return buildDriverProfiles(db, found);
}

/** A driver as the review workflow sees them: their row in `drivers`, lifecycle and texts. */
const driverUnderReview: ReviewSubject<DriverReviewStatus> = {
  role: "driver",
  transitions: driverReviewTransitions,
  notFound: "driver_not_found",
  notPending: "driver_review_not_pending",
  lock: repo.lockDriver,
  write: repo.decideReview,
};

/**
 * An admin's decision on a driver (review.workflow.ts): a suspended driver is not a working
 * driver, so takes no loads and sends no proposals.
 */
export async function reviewDriver(
  db: Database,
  adminId: number,
  driverId: number,
  input: z.output<typeof driverReviewBodySchema>,
): Promise<DriverProfile> {
  await decideReview(db, driverUnderReview, { adminId, subjectId: driverId }, input);
  return loadDriverProfile(db, driverId);
}
