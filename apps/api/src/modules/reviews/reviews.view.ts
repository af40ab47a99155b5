import {
  type CardRating,
  type OwnReview,
  type RatingSummary,
  type Review,
  type ReviewPhotoFilter,
  type ReviewSort,
  reviewRules,
  type SellerReview,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { SQL } from "drizzle-orm";
import { paged } from "../../lib/paged";
import { toStoredFile } from "../files/files.service";
import * as repo from "./reviews.repo";

/*
 * Reading reviews: rows → the contracts' shapes, summaries and averages. Averages are counted
 * from the visible rows at read time (decision 031), so a hidden or edited review moves them
 * at once and no counter can drift under concurrent writes.
 */

const dayMs = 24 * 60 * 60_000;

type Listed = { review: repo.ReviewRow; author: string | null };

/** A reviewer is shown by the first word of their name only. */
function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

export function editableUntil(row: repo.ReviewRow): Date {
  return new Date(row.createdAt.getTime() + reviewRules.editWindowDays * dayMs);
}

/** Reviews as everyone reads them: photos and product names in two more queries. */
export async function toReviews(db: Database, rows: readonly Listed[]): Promise<Review[]> {
  const ids = rows.map(({ review }) => review.id);
  const itemIds = rows.flatMap(({ review }) => (review.orderItemId ? [review.orderItemId] : []));
  const [photos, names] = await Promise.all([repo.photosOf(db, ids), repo.lineNames(db, itemIds)]);
  const nameOf = new Map(names.map((line) => [line.id, line]));
  return rows.map(({ review, author }) => {
    const line = review.orderItemId ? nameOf.get(review.orderItemId) : undefined;
    return {
      id: review.id,
      kind: review.kind,
      stars: review.stars,
      text: review.body,
      photos: photos
        .filter((photo) => photo.reviewId === review.id)
        .map((photo) => toStoredFile(photo.file)),
      author: firstName(author),
      product:
        review.productId && line
          ? { id: review.productId, name: line.name, latin_name: line.latinName }
          : null,
      helpful_count: review.helpfulCount,
      answer: review.answer,
      answered_at: review.answeredAt?.toISOString() ?? null,
      created_at: review.createdAt.toISOString(),
      updated_at: review.updatedAt.toISOString(),
    };
  });
}

export async function toOwnReviews(db: Database, rows: readonly Listed[]): Promise<OwnReview[]> {
  const reviews = await toReviews(db, rows);
  return reviews.map((review, index) => {
    const row = (rows[index] as Listed).review;
    return {
      ...review,
      order_item_id: row.orderItemId,
      hidden: row.hiddenAt !== null,
      editable_until: editableUntil(row).toISOString(),
    };
  });
}

export async function toSellerReviews(
  db: Database,
  rows: readonly Listed[],
): Promise<SellerReview[]> {
  const reviews = await toReviews(db, rows);
  return reviews.map((review, index) => ({
    ...review,
    hidden: (rows[index] as Listed).review.hiddenAt !== null,
  }));
}

/** Average (one decimal), count and distribution of a subject's visible reviews. */
export async function ratingSummary(db: Database, condition: SQL): Promise<RatingSummary> {
  const distribution = [0, 0, 0, 0, 0];
  for (const row of await repo.starCounts(db, condition)) {
    distribution[row.stars - 1] = Number(row.count);
  }
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    count,
    distribution,
  };
}

/** Each reviewed product's average and count (products nobody reviewed are absent). */
export async function cardRatings(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, CardRating>> {
  if (productIds.length === 0) return new Map();
  const rows = await repo.productAverages(db, [...new Set(productIds)]);
  return new Map(
    rows.map((row) => [
      Number(row.productId),
      { average: Math.round(Number(row.average) * 10) / 10, count: Number(row.count) },
    ]),
  );
}

/** A page of a product's or a shop's visible reviews, with the summary of all of them. */
export async function listSubjectReviews(
  db: Database,
  subject: { kind: "product" | "shop"; id: number },
  query: { sort: ReviewSort; photos: ReviewPhotoFilter; page: number; per_page: number },
) {
  const condition = repo.subjectCondition(subject);
  const [reviews, summary] = await Promise.all([
    paged(
      query,
      (window) =>
        repo.listReviews(db, { condition, sort: query.sort, photos: query.photos, ...window }),
      (rows) => toReviews(db, rows),
    ),
    ratingSummary(db, condition),
  ]);
  return { ...reviews, summary };
}
