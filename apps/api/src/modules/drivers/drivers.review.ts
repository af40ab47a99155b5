import {
  adminDriversPageSize,
  type adminDriversQuerySchema,
  type DriverProfile,
  type driverReviewBodySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { decideReview, listForReview } from "../review/review.workflow";
import { buildDriverProfiles, loadDriverProfile } from "./drivers.profile";
import * as repo from "./drivers.repo";
import { driverReviewTransitions } from "./drivers.states";

/** A driver as the review workflow sees them: their row in `drivers`, lifecycle and texts. */
const driverUnderReview = {
  role: "driver",
  transitions: driverReviewTransitions,
  notFound: "driver_not_found",
  notPending: "driver_review_not_pending",
  pageSize: adminDriversPageSize,
  listByStatus: repo.listDriversByStatus,
  show: buildDriverProfiles,
  lock: repo.lockDriver,
  write: repo.decideReview,
  profile: loadDriverProfile,
} as const;

export function listDriversForReview(
  db: Database,
  input: z.output<typeof adminDriversQuerySchema>,
) {
  return listForReview(db, driverUnderReview, input);
}

/**
 * An admin's decision on a driver (review.workflow.ts): a suspended driver is not a working
 * driver, so takes no loads and sends no proposals.
 */
export function reviewDriver(
  db: Database,
  adminId: number,
  driverId: number,
  input: z.output<typeof driverReviewBodySchema>,
): Promise<DriverProfile> {
  return decideReview(db, driverUnderReview, { adminId, subjectId: driverId }, input);
}
