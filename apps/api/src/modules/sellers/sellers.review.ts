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
import { AppError } from "../../lib/app-error";
import { notifyReviewed } from "../notifications/notifications.service";
import { buildProfiles, loadSellerProfile } from "./sellers.profile";
import * as repo from "./sellers.repo";
import { assertReviewTransition } from "./sellers.states";

type ListInput = z.output<typeof adminSellersQuerySchema>;
type ReviewInput = z.output<typeof sellerReviewBodySchema>;

/** Shops in one review status, most recently changed first, a page at a time. */
export async function listShopsForReview(db: Database, input: ListInput): Promise<AdminSeller[]> {
  const found = await repo.listSellersByStatus(db, {
    status: input.status,
    limit: adminSellersPageSize,
    offset: (input.page - 1) * adminSellersPageSize,
  });
  return buildProfiles(db, found);
}

/** An admin approves a pending shop, or rejects it with a reason the seller will read. */
export async function reviewShop(
  db: Database,
  adminId: number,
  sellerId: number,
  input: ReviewInput,
): Promise<SellerProfile> {
  const to = input.decision === "approve" ? "approved" : "rejected";
  await db.transaction(async (tx) => {
    const seller = await repo.lockSeller(tx, sellerId);
    if (!seller) throw new AppError("shop_not_found");
    assertReviewTransition(seller.reviewStatus as SellerReviewStatus, to);
    const decided = await repo.decideReview(tx, sellerId, {
      reviewStatus: to,
      rejectionReason: to === "rejected" ? (input.reason ?? null) : null,
      reviewedBy: adminId,
    });
    if (!decided) throw new AppError("review_not_pending");
    await notifyReviewed(tx, { role: "seller", userId: sellerId }, { to, reason: input.reason });
  });
  return loadSellerProfile(db, sellerId);
}
