import {
  adminSellersPageSize,
  type adminSellersQuerySchema,
  type SellerProfile,
  type sellerReviewBodySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { decideReview, listForReview } from "../review/review.workflow";
import { buildProfiles, loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";
import { reviewTransitions } from "./sellers.states";

/** A shop as the review workflow sees it: its row in `sellers`, its lifecycle, its texts. */
const shopUnderReview = {
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
} as const;

export function listShopsForReview(db: Database, input: z.output<typeof adminSellersQuerySchema>) {
  return listForReview(db, shopUnderReview, input);
}

/**
 * An admin's decision on a shop (review.workflow.ts): a suspended shop's products leave the
 * storefront, since only approved shops list.
 */
export function reviewShop(
  db: Database,
  adminId: number,
  sellerId: number,
  input: z.output<typeof sellerReviewBodySchema>,
): Promise<SellerProfile> {
  return decideReview(db, shopUnderReview, { adminId, subjectId: sellerId }, input);
}
