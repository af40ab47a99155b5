import {
  type AdminSeller,
  adminSellersPageSize,
  type adminSellersQuerySchema,
  type SellerProfile,
  type SellerReviewStatus,
  type sellerReviewBodySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { decideReview, type ReviewSubject } from "../review/review.workflow";
import { buildProfiles, loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";
import { reviewTransitions } from "./sellers.states";

/** Shops in one review status, most recently changed first, a page at a time. */
export async function listShopsForReview(
  db: Database,
  input: z.output<typeof adminSellersQuerySchema>,
): Promise<AdminSeller[]> {
  const found = await repo.listSellersByStatus(db, {
    status: input.status,
    limit: adminSellersPageSize,
    offset: (input.page - 1) * adminSellersPageSize,
  });
  return buildProfiles(db, found);
}

/** A shop as the review workflow sees it: its row in `sellers`, its lifecycle, its texts. */
const shopUnderReview: ReviewSubject<SellerReviewStatus> = {
  role: "seller",
  transitions: reviewTransitions,
  notFound: "shop_not_found",
  notPending: "review_not_pending",
  lock: repo.lockSeller,
  write: repo.decideReview,
};

/**
 * An admin's decision on a shop (review.workflow.ts): a suspended shop's products leave the
 * storefront, since only approved shops list.
 */
export async function reviewShop(
  db: Database,
  adminId: number,
  sellerId: number,
  input: z.output<typeof sellerReviewBodySchema>,
): Promise<SellerProfile> {
  await decideReview(db, shopUnderReview, { adminId, subjectId: sellerId }, input);
  return loadSellerProfile(db, sellerId);
}
