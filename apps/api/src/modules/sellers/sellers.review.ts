import { adminSellersPageSize } from "@kesht/contracts";
import type { ReviewSubject } from "../review/review.workflow";
import { buildProfiles, loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";
import { reviewTransitions } from "./sellers.states";

/**
 * A shop as the review workflow (review.workflow.ts) sees it: its row in `sellers`, its
 * lifecycle and texts. A suspended shop's products leave the storefront, since only approved
 * shops list.
 */
export const shopUnderReview = {
  role: "seller",
  transitions: reviewTransitions,
  notFound: "shop_not_found",
  notPending: "review_not_pending",
  pageSize: adminSellersPageSize,
  listByStatus: repo.listSellersByStatus,
  show: buildProfiles,
  lock: repo.lockSeller,
  write: repo.decideReview,
  profile: loadSellerProfile,
} as const satisfies ReviewSubject<repo.SellerRow["reviewStatus"], repo.SellerWithUser>;
