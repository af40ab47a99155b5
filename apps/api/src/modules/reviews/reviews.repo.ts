import type { ReviewPhotoFilter, ReviewSort } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";

const { files, orderItems, reviewPhotos, reviewVotes, reviews, users } = schema;

export type ReviewRow = typeof reviews.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** The lines of an order (read from the orders module's table; never written here). */
export function orderLines(db: Database, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      latinName: orderItems.latinName,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * Inserts the review unless this line (or this order's shop) has one already: the unique
 * indexes decide, so of two concurrent submissions exactly one row is written and the other
 * gets nothing back.
 */
export async function insertReview(db: Database, values: typeof reviews.$inferInsert) {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function replacePhotos(db: Database, reviewId: number, fileIds: readonly string[]) {
  await db.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  if (fileIds.length === 0) return;
  await db
    .insert(reviewPhotos)
    .values(fileIds.map((fileId, position) => ({ reviewId, position, fileId })));
}

/** A review locked until the transaction ends (an edit, an answer, a hide: one at a time). */
export async function lockReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
  return row;
}

export async function findReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function updateReview(
  db: Database,
  id: number,
  values: Partial<
    Pick<
      ReviewRow,
      "stars" | "body" | "photoCount" | "answer" | "answeredAt" | "hiddenAt" | "hiddenBy"
    >
  >,
  touch = false,
): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set(touch ? { ...values, updatedAt: new Date() } : values)
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw new Error(`review ${id} vanished inside its transaction`);
  return row;
}

/** Records one person's vote; false when they voted already. The count moves in the same step. */
export async function addHelpfulVote(db: Database, reviewId: number, userId: number) {
  const [vote] = await db
    .insert(reviewVotes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning();
  if (!vote) return undefined;
  const [row] = await db
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row;
}

/** Reviews of one subject everyone may read: visible ones, of a product or of a shop. */
export function subjectCondition(subject: { kind: "product" | "shop"; id: number }): SQL {
  const visible = isNull(reviews.hiddenAt);
  return subject.kind === "product"
    ? (and(eq(reviews.productId, subject.id), visible) as SQL)
    : (and(eq(reviews.sellerId, subject.id), eq(reviews.kind, "shop"), visible) as SQL);
}

/** Every review of a shop's products and of the shop itself, hidden ones too (the shop's list). */
export function sellerCondition(sellerId: number): SQL {
  return eq(reviews.sellerId, sellerId);
}

/** How many visible reviews gave each number of stars, read from the rows themselves. */
export function starCounts(db: Database, condition: SQL) {
  return db
    .select({ stars: reviews.stars, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(condition)
    .groupBy(reviews.stars);
}

/** Average and count of visible reviews per product (cards of a list page). */
export function productAverages(db: Database, productIds: readonly number[]) {
  return db
    .select({
      productId: sql<number>`${reviews.productId}`,
      average: sql<string>`avg(${reviews.stars})`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.productId, [...productIds]), isNull(reviews.hiddenAt)))
    .groupBy(reviews.productId);
}

/** A page of reviews (one past the page) with the author's name. */
export function listReviews(
  db: Database,
  input: {
    condition: SQL;
    sort: ReviewSort;
    photos: ReviewPhotoFilter;
    limit: number;
    offset: number;
  },
) {
  const conditions = [input.condition];
  if (input.photos === "only") conditions.push(gt(reviews.photoCount, 0));
  const order = [
    ...(input.photos === "first" ? [sql`(${reviews.photoCount} > 0) desc`] : []),
    ...(input.sort === "helpful" ? [desc(reviews.helpfulCount)] : []),
    desc(reviews.createdAt),
    desc(reviews.id),
  ];
  return db
    .select({ review: reviews, author: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
}

/** Reviews of an order by its customer (their own, hidden ones too). */
export function orderReviews(db: Database, orderId: number, customerId: number) {
  return db
    .select({ review: reviews, author: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .where(and(eq(reviews.orderId, orderId), eq(reviews.customerId, customerId)));
}

/** Every photo of these reviews, in order. */
export function photosOf(db: Database, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({ reviewId: reviewPhotos.reviewId, file: files })
    .from(reviewPhotos)
    .innerJoin(files, eq(files.id, reviewPhotos.fileId))
    .where(inArray(reviewPhotos.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
}

/** Product names of these reviews' lines, as they were bought. */
export function lineNames(db: Database, itemIds: readonly number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orderItems.id, name: orderItems.name, latinName: orderItems.latinName })
    .from(orderItems)
    .where(inArray(orderItems.id, [...itemIds]));
}
