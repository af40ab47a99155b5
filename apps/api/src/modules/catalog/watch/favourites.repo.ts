import { FAVOURITE_IDS_LIMIT } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, count, desc, eq } from "drizzle-orm";
import { listedProduct, shopApproved } from "../listed-product";
import { selectCards, selectShops } from "../products.repo";

const { favouriteProducts, favouriteShops, products, sellers } = schema;

/*
 * A person's favourites. The primary keys (person, product) and (person, shop) make adding
 * idempotent: a second tap, or two racing ones, leave one row (`on conflict do nothing`).
 */

export async function addProduct(db: Database, userId: number, productId: number) {
  await db.insert(favouriteProducts).values({ userId, productId }).onConflictDoNothing();
}

export async function removeProduct(db: Database, userId: number, productId: number) {
  await db
    .delete(favouriteProducts)
    .where(and(eq(favouriteProducts.userId, userId), eq(favouriteProducts.productId, productId)));
}

export async function addShop(db: Database, userId: number, sellerId: number) {
  await db.insert(favouriteShops).values({ userId, sellerId }).onConflictDoNothing();
}

export async function removeShop(db: Database, userId: number, sellerId: number) {
  await db
    .delete(favouriteShops)
    .where(and(eq(favouriteShops.userId, userId), eq(favouriteShops.sellerId, sellerId)));
}

/** A page of the person's favourite products that customers can see, the latest first. */
export function listProducts(
  db: Database,
  options: { userId: number; limit: number; offset: number },
) {
  return selectCards(db)
    .innerJoin(favouriteProducts, eq(favouriteProducts.productId, products.id))
    .where(and(eq(favouriteProducts.userId, options.userId), listedProduct))
    .orderBy(desc(favouriteProducts.createdAt), desc(products.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** A page of the person's favourite shops that are approved, the latest first. */
export function listShops(
  db: Database,
  options: { userId: number; limit: number; offset: number },
) {
  return selectShops(db)
    .innerJoin(favouriteShops, eq(favouriteShops.sellerId, sellers.userId))
    .where(and(eq(favouriteShops.userId, options.userId), shopApproved))
    .orderBy(desc(favouriteShops.createdAt), desc(sellers.userId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function productIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteProducts.productId })
    .from(favouriteProducts)
    .where(eq(favouriteProducts.userId, userId))
    .orderBy(desc(favouriteProducts.createdAt))
    .limit(FAVOURITE_IDS_LIMIT);
  return rows.map((row) => row.id);
}

export async function shopIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favouriteShops.sellerId })
    .from(favouriteShops)
    .where(eq(favouriteShops.userId, userId))
    .orderBy(desc(favouriteShops.createdAt))
    .limit(FAVOURITE_IDS_LIMIT);
  return rows.map((row) => row.id);
}

/** How many people keep the shop among their favourites. */
export async function countShopFans(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(favouriteShops)
    .where(eq(favouriteShops.sellerId, sellerId));
  return row?.count ?? 0;
}

/** How many favourites the shop's products have between them. */
export async function countProductFavourites(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(favouriteProducts)
    .innerJoin(products, eq(products.id, favouriteProducts.productId))
    .where(eq(products.sellerId, sellerId));
  return row?.count ?? 0;
}
