import {
  fieldErrorsOf,
  type OrderReviews,
  type OwnReview,
  reviewRules,
  type SellerReview,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { paged } from "../../lib/paged";
import { recordAdminAction } from "../audit/audit.service";
import { usableFileIds } from "../files/files.service";
import * as repo from "./reviews.repo";
import { editableUntil, toOwnReviews, toReviews, toSellerReviews } from "./reviews.view";

/*
 * Reviews from verified buyers (issue 28 item 1). Only the order's customer, only once the
 * order is received (`received` or, after settlement, `completed`); one review per order line
 * and one of the shop per order, decided by unique indexes; edits for `editWindowDays`; the
 * shop answers once; admins hide and restore, audited. The caller (flows/review-order.ts)
 * reads the order as its customer's; this module judges what may be reviewed.
 */

const receivedStatuses = new Set(["received", "completed"]);

/** The order as its own customer read it (the orders module's 404/403 already passed). */
export interface ReviewedOrder {
  id: number;
  customerId: number;
  sellerId: number;
  status: string;
}

interface ReviewInput {
  stars: number;
  text: string | null;
}

/** 409 `review_not_allowed` before receipt. */
function assertReceived(order: ReviewedOrder): void {
  if (!receivedStatuses.has(order.status)) throw new AppError("review_not_allowed");
}

/** Photos must be this customer's review-photo uploads, each named once. */
async function assertPhotos(db: Database, customerId: number, ids: readonly string[]) {
  if (ids.length === 0) return;
  let problem: ValidationMessageKey | null = null;
  if (new Set(ids).size !== ids.length) problem = "duplicate_file";
  else {
    const usable = await usableFileIds(db, { ownerId: customerId, purpose: "review_photo", ids });
    if (!ids.every((id) => usable.has(id))) problem = "file_not_usable";
  }
  if (problem) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf({ photo_ids: problem }) });
  }
}

async function ownReview(db: Database, id: number): Promise<OwnReview> {
  const row = await repo.findReview(db, id);
  if (!row) throw new AppError("review_not_found");
  const [review] = await toOwnReviews(db, [{ review: row, author: null }]);
  if (!review) throw new AppError("review_not_found");
  return review;
}

/** What the customer may review on an order and what they already wrote. */
export async function orderReviewsFor(db: Database, order: ReviewedOrder): Promise<OrderReviews> {
  const [lines, rows] = await Promise.all([
    repo.orderLines(db, order.id),
    repo.orderReviews(db, order.id, order.customerId),
  ]);
  const own = await toOwnReviews(db, rows);
  return {
    reviewable: receivedStatuses.has(order.status),
    edit_window_days: reviewRules.editWindowDays,
    items: lines.map((line) => ({
      order_item_id: line.id,
      product_id: line.productId,
      name: line.name,
      latin_name: line.latinName,
      review: own.find((review) => review.order_item_id === line.id) ?? null,
    })),
    shop_review: own.find((review) => review.kind === "shop") ?? null,
  };
}

/** The customer reviews one line's product; 409 `already_reviewed` the second time. */
export async function writeProductReview(
  db: Database,
  order: ReviewedOrder,
  input: ReviewInput & { itemId: number; photoIds: string[] },
): Promise<OwnReview> {
  assertReceived(order);
  const line = (await repo.orderLines(db, order.id)).find((item) => item.id === input.itemId);
  if (!line) throw new AppError("not_found");
  await assertPhotos(db, order.customerId, input.photoIds);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertReview(tx, {
      kind: "product",
      orderId: order.id,
      orderItemId: line.id,
      productId: line.productId,
      sellerId: order.sellerId,
      customerId: order.customerId,
      stars: input.stars,
      body: input.text,
      photoCount: input.photoIds.length,
    });
    if (!inserted) throw new AppError("already_reviewed");
    await repo.replacePhotos(tx, inserted.id, input.photoIds);
    return inserted;
  });
  return ownReview(db, row.id);
}

/** The customer reviews the shop that sold the order; 409 `already_reviewed` the second time. */
export async function writeShopReview(
  db: Database,
  order: ReviewedOrder,
  input: ReviewInput,
): Promise<OwnReview> {
  assertReceived(order);
  const row = await repo.insertReview(db, {
    kind: "shop",
    orderId: order.id,
    sellerId: order.sellerId,
    customerId: order.customerId,
    stars: input.stars,
    body: input.text,
  });
  if (!row) throw new AppError("already_reviewed");
  return ownReview(db, row.id);
}

/**
 * Edits the customer's review of a line (`itemId`) or of the order's shop (`itemId` null)
 * within the window: 404 when there is none yet, 409 `review_edit_closed` after the window.
 */
export async function editReview(
  db: Database,
  order: ReviewedOrder,
  input: ReviewInput & { itemId: number | null; photoIds?: string[] },
): Promise<OwnReview> {
  assertReceived(order);
  if (input.photoIds) await assertPhotos(db, order.customerId, input.photoIds);
  const existing = (await repo.orderReviews(db, order.id, order.customerId)).find(({ review }) =>
    input.itemId === null ? review.kind === "shop" : review.orderItemId === input.itemId,
  );
  if (!existing) throw new AppError("review_not_found");
  const id = existing.review.id;
  await db.transaction(async (tx) => {
    const row = await repo.lockReview(tx, id);
    if (!row) throw new AppError("review_not_found");
    if (editableUntil(row) < new Date()) throw new AppError("review_edit_closed");
    await repo.updateReview(
      tx,
      id,
      {
        stars: input.stars,
        body: input.text,
        ...(input.photoIds ? { photoCount: input.photoIds.length } : {}),
      },
      true,
    );
    if (input.photoIds) await repo.replacePhotos(tx, id, input.photoIds);
  });
  return ownReview(db, id);
}

/** A page of the shop's reviews (its products' and its own), hidden ones marked. */
export async function listSellerReviews(
  db: Database,
  sellerId: number,
  query: { page: number; per_page: number },
) {
  return paged(
    query,
    (window) =>
      repo.listReviews(db, {
        condition: repo.sellerCondition(sellerId),
        sort: "newest",
        photos: "any",
        ...window,
      }),
    (rows) => toSellerReviews(db, rows),
  );
}

/** The shop's one public answer: another shop's review is 404, a second answer 409. */
export async function answerReview(
  db: Database,
  input: { sellerId: number; reviewId: number; text: string },
): Promise<SellerReview> {
  await db.transaction(async (tx) => {
    const row = await repo.lockReview(tx, input.reviewId);
    if (!row || row.sellerId !== input.sellerId) throw new AppError("review_not_found");
    if (row.answer !== null) throw new AppError("review_already_answered");
    await repo.updateReview(tx, row.id, { answer: input.text, answeredAt: new Date() });
  });
  const row = await repo.findReview(db, input.reviewId);
  if (!row) throw new AppError("review_not_found");
  const [review] = await toSellerReviews(db, [{ review: row, author: null }]);
  if (!review) throw new AppError("review_not_found");
  return review;
}

/** "Helpful", once per signed-in person: not one's own review (403), not twice (409). */
export async function voteHelpful(
  db: Database,
  input: { userId: number; reviewId: number },
): Promise<{ helpful_count: number }> {
  return db.transaction(async (tx) => {
    const row = await repo.findReview(tx, input.reviewId);
    if (!row || row.hiddenAt !== null) throw new AppError("review_not_found");
    if (row.customerId === input.userId) throw new AppError("review_own_vote");
    const counted = await repo.addHelpfulVote(tx, row.id, input.userId);
    if (!counted) throw new AppError("review_already_helpful");
    return { helpful_count: counted.helpfulCount };
  });
}

/** An admin hides a review (it leaves every list and average) or restores it; audited. */
export async function setReviewHidden(
  db: Database,
  input: { adminId: number; reviewId: number; hidden: boolean },
) {
  const row = await db.transaction(async (tx) => {
    const current = await repo.lockReview(tx, input.reviewId);
    if (!current) throw new AppError("review_not_found");
    if (input.hidden && current.hiddenAt) throw new AppError("review_already_hidden");
    if (!input.hidden && !current.hiddenAt) throw new AppError("review_not_hidden");
    const updated = await repo.updateReview(tx, current.id, {
      hiddenAt: input.hidden ? new Date() : null,
      hiddenBy: input.hidden ? input.adminId : null,
    });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: input.hidden ? "review.hide" : "review.restore",
      targetKind: "review",
      targetId: current.id,
      before: { hidden: current.hiddenAt !== null },
      after: { hidden: input.hidden },
    });
    return updated;
  });
  const [review] = await toSellerReviews(db, [{ review: row, author: null }]);
  if (!review) throw new AppError("review_not_found");
  return review;
}

/** A review everyone may see, for the reports desk (hidden ones are not found). */
export async function visibleReview(db: Database, id: number) {
  const row = await repo.findReview(db, id);
  if (!row || row.hiddenAt !== null) return undefined;
  const [review] = await toReviews(db, [{ review: row, author: null }]);
  return review;
}
