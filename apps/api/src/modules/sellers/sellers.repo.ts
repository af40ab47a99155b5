import type { SellerReviewStatus } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { ReviewWrite } from "../review/review.workflow";

const { cities, provinces, sellerImages, sellers, users } = schema;

export type SellerRow = typeof sellers.$inferSelect;
export type SellerImageRow = typeof sellerImages.$inferSelect;
export type ImageKind = "store" | "farm";

/** A seller with the user fields a profile shows. */
export interface SellerWithUser {
  seller: SellerRow;
  mobile: string;
  name: string | null;
  email: string | null;
}

const withUser = {
  seller: sellers,
  mobile: users.mobile,
  name: users.name,
  email: users.email,
};

export async function findSeller(
  db: Database,
  userId: number,
): Promise<SellerWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.userId, userId));
  return row;
}

/** The seller row, locked until the transaction ends, so concurrent edits queue up. */
export async function lockSeller(db: Database, userId: number): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellers).where(eq(sellers.userId, userId)).for("update");
  return row;
}

export function listSellersByStatus(
  db: Database,
  options: { status: SellerReviewStatus; limit: number; offset: number },
): Promise<SellerWithUser[]> {
  return db
    .select(withUser)
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.reviewStatus, options.status))
    .orderBy(desc(sellers.updatedAt), desc(sellers.userId))
    .limit(options.limit)
    .offset(options.offset);
}

/** Shops whose Latin name has no Latin letter (the migration gave them the Persian name). */
export function listShopsWithoutLatinName(db: Database) {
  return db
    .select({ userId: sellers.userId, storeName: sellers.storeName })
    .from(sellers)
    .where(sql`${sellers.storeNameEn} !~ '[A-Za-z]'`);
}

export async function setLatinStoreName(db: Database, userId: number, storeNameEn: string) {
  await db.update(sellers).set({ storeNameEn }).where(eq(sellers.userId, userId));
}

type Step1Values = Pick<
  typeof sellers.$inferInsert,
  "storeName" | "storeNameEn" | "managerFullName" | "nationalCode" | "sheba" | "iban" | "cardNumber"
>;

export async function upsertStep1(db: Database, userId: number, values: Step1Values) {
  await db
    .insert(sellers)
    .values({ userId, ...values, reviewStatus: "draft" })
    .onConflictDoUpdate({
      target: sellers.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function updateSeller(
  db: Database,
  userId: number,
  values: Partial<Omit<typeof sellers.$inferInsert, "userId" | "createdAt">>,
) {
  await db
    .update(sellers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sellers.userId, userId));
}

/** An admin's decision, only while the shop is still pending (two admins may race). */
/** The review workflow's write: it applies only while the row still has the status read. */
export async function decideReview(
  db: Database,
  userId: number,
  { from, ...decided }: ReviewWrite<SellerReviewStatus>,
): Promise<boolean> {
  const where = and(eq(sellers.userId, userId), eq(sellers.reviewStatus, from));
  const set = { ...decided, reviewedAt: sql`now()` };
  return (await db.update(sellers).set(set).where(where).returning()).length > 0;
}

export function listImages(db: Database, sellerIds: readonly number[]): Promise<SellerImageRow[]> {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(sellerImages)
    .where(inArray(sellerImages.sellerId, [...sellerIds]))
    .orderBy(asc(sellerImages.kind), asc(sellerImages.position));
}

export async function replaceImages(
  db: Database,
  sellerId: number,
  images: { kind: ImageKind; fileIds: readonly string[] }[],
) {
  await db.delete(sellerImages).where(eq(sellerImages.sellerId, sellerId));
  const rows = images.flatMap(({ kind, fileIds }) =>
    fileIds.map((fileId, position) => ({ sellerId, fileId, kind, position })),
  );
  if (rows.length > 0) await db.insert(sellerImages).values(rows);
}

export async function appendImages(
  db: Database,
  sellerId: number,
  kind: ImageKind,
  fileIds: readonly string[],
  firstPosition: number,
) {
  if (fileIds.length === 0) return;
  await db
    .insert(sellerImages)
    .values(
      fileIds.map((fileId, index) => ({ sellerId, fileId, kind, position: firstPosition + index })),
    );
}

export async function removeImage(
  db: Database,
  sellerId: number,
  fileId: string,
): Promise<SellerImageRow | undefined> {
  const [row] = await db
    .delete(sellerImages)
    .where(and(eq(sellerImages.sellerId, sellerId), eq(sellerImages.fileId, fileId)))
    .returning();
  return row;
}

export async function provinceExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id));
  return rows.length > 0;
}

export async function cityInProvince(
  db: Database,
  cityId: number,
  provinceId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.provinceId, provinceId)));
  return rows.length > 0;
}
