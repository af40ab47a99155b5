import { adminDriversPageSize } from "@kesht/contracts";
import type { ReviewSubject } from "../review/review.workflow";
import { buildDriverProfiles, loadDriverProfile } from "./drivers.profile";
import * as repo from "./drivers.repo";
import { driverReviewTransitions } from "./drivers.states";

/**
 * A driver as the review workflow (review.workflow.ts) sees them: their row in `drivers`,
 * lifecycle and texts. A suspended driver is not a working driver: no loads, no proposals.
 */
export const driverUnderReview = {
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
} as const satisfies ReviewSubject<repo.DriverRow["reviewStatus"], repo.DriverWithUser>;
