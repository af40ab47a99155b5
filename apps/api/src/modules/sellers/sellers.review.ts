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
import { recordAdminAction } from "../audit/audit.service";
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

/** Where each of an admin's decisions takes a shop (the transitions live in sellers.states). */
const decidedStatus = {
  approve: "approved",
  reject: "rejected",
  suspend: "suspended",
  reinstate: "approved",
} as const;

/**
 * An admin approves a pending shop or rejects it with a reason the seller will read, suspends
 * an approved one (its products leave the storefront: only approved shops list) or
 * reinstates a suspended one. The seller is notified of each decision (with the reason given
 * to reject or suspend); recorded in the audit log in the same transaction.
 */
export async function reviewShop(
  db: Database,
  adminId: number,
  sellerId: number,
  input: ReviewInput,
): Promise<SellerProfile> {
  const to = decidedStatus[input.decision];
  await db.transaction(async (tx) => {
    const seller = await repo.lockSeller(tx, sellerId);
    if (!seller) throw new AppError("shop_not_found");
    const from = seller.reviewStatus as SellerReviewStatus;
    assertReviewTransition(from, to);
    const reason = to === "rejected" || to === "suspended" ? (input.reason ?? null) : null;
    const decided = await repo.decideReview(tx, sellerId, {
      from,
      reviewStatus: to,
      rejectionReason: reason,
      reviewedBy: adminId,
    });
    if (!decided) throw new AppError("review_not_pending");
    await notifyReviewed(tx, { role: "seller", userId: sellerId }, { to, reason: input.reason });
    await recordAdminAction(tx, {
      adminUserId: adminId,
      action: `seller.${input.decision}`,
      targetKind: "seller",
      targetId: sellerId,
      before: { review_status: from, reason: seller.rejectionReason },
      after: { review_status: to, reason },
    });
  });
  return loadSellerProfile(db, sellerId);
}
