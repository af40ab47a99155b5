import { type Database, preparedQuery, schema } from "@kesht/db";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { listedProduct } from "../catalog/listed-product";

const { cartItems, carts, cities, files, products, productVariants, sellers, stockTypes } = schema;

/** A cart line can be bought: its product is listed and its variant still on it. */
const lineListed = sql<boolean>`(${listedProduct} and ${productVariants.deletedAt} is null)`;

export type CartRow = typeof carts.$inferSelect;
export type FileRow = typeof files.$inferSelect;

const variantsForCart = preparedQuery("variants_for_cart", (db, name) =>
  db
    .select({
      id: products.id,
      variantId: productVariants.id,
      sellerId: products.sellerId,
      name: products.name,
      stock: productVariants.stock,
      discountedPriceRials: productVariants.discountedPriceRials,
      allowsFraction: stockTypes.allowsFraction,
      listed: listedProduct,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    .where(
      and(
        eq(productVariants.productId, sql.placeholder("productId")),
        isNull(productVariants.deletedAt),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .prepare(name),
);

/** A product's variants (those still on it) as putting one in the cart needs them. */
export function findVariantsForCart(db: Database, productId: number) {
  return variantsForCart(db).execute({ productId });
}
export type VariantForCart = Awaited<ReturnType<typeof findVariantsForCart>>[number];

/**
 * The customer's open cart with a seller, created when there is none (one per pair), touched
 * and locked, in one statement. ON CONFLICT DO UPDATE always ends in an insert or an update:
 * when a checkout closes the open cart meanwhile, the closed cart no longer conflicts and a
 * new one is made.
 */
export async function openCart(tx: Database, customerId: number, sellerId: number) {
  const [row] = await tx
    .insert(carts)
    .values({ customerId, sellerId })
    .onConflictDoUpdate({
      target: [carts.customerId, carts.sellerId],
      targetWhere: sql`${carts.status} = 'cart'`,
      set: { updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("opening a cart returned nothing");
  return row;
}

/** How many lines the cart has, and whether one of them is for the variant. */
export async function cartLines(
  tx: Database,
  cartId: number,
  variantId: number,
): Promise<{ lines: number; hasVariant: boolean }> {
  const [row] = await tx
    .select({
      lines: sql<number>`count(*)::int`,
      hasVariant: sql<boolean>`coalesce(bool_or(${cartItems.variantId} = ${variantId}), false)`,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return { lines: row?.lines ?? 0, hasVariant: row?.hasVariant ?? false };
}

/**
 * Puts a product's variant in a cart, adding to the count of the line already there, and
 * refreshes the line's price to today's (the customer is looking at it). Answers the new count.
 */
export async function addLine(
  tx: Database,
  line: {
    cartId: number;
    productId: number;
    variantId: number;
    count: number;
    unitPriceRials: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId],
      set: {
        count: sql`${cartItems.count} + excluded.count`,
        unitPriceRials: sql`excluded.unit_price_rials`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ count: cartItems.count });
  if (!row) throw new Error("cart line upsert returned nothing");
  return Number(row.count);
}

export async function touchCart(tx: Database, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

/** A cart line with its cart's owner and status and its variant's stock rules. */
export async function findLine(db: Database, lineId: number) {
  const [row] = await db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      count: cartItems.count,
      customerId: carts.customerId,
      cartStatus: carts.status,
      productId: products.id,
      name: products.name,
      stock: productVariants.stock,
      allowsFraction: stockTypes.allowsFraction,
      currentUnitPriceRials: productVariants.discountedPriceRials,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    .where(eq(cartItems.id, lineId));
  return row;
}

export async function setLineCount(tx: Database, lineId: number, count: number): Promise<void> {
  await tx.update(cartItems).set({ count, updatedAt: sql`now()` }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(tx: Database, lineId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.id, lineId));
}

export async function findCart(db: Database, cartId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row;
}

/** Carts of a customer with their shop (name, logo, city), the most recently changed first. */
export function listCarts(
  db: Database,
  filter: { customerId: number; status?: (typeof carts.$inferSelect)["status"]; id?: number },
) {
  return db
    .select({
      cart: carts,
      storeName: sellers.storeName,
      storeNameEn: sellers.storeNameEn,
      logo: files,
      city: { id: cities.id, nameFa: cities.nameFa, nameEn: cities.nameEn },
    })
    .from(carts)
    .innerJoin(sellers, eq(sellers.userId, carts.sellerId))
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .where(
      and(
        eq(carts.customerId, filter.customerId),
        filter.status ? eq(carts.status, filter.status) : undefined,
        filter.id !== undefined ? eq(carts.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(carts.updatedAt), desc(carts.id));
}
export type CartWithShop = Awaited<ReturnType<ReturnType<typeof listCarts>["execute"]>>[number];

const linesOfCarts = preparedQuery("cart_lines", (db, name) =>
  db
    .select({
      id: cartItems.id,
      cartId: cartItems.cartId,
      productId: products.id,
      variantId: productVariants.id,
      variantLabel: productVariants.label,
      variantLabelEn: productVariants.labelEn,
      unitWeightKg: productVariants.weightKg,
      name: products.name,
      latinName: products.latinName,
      count: cartItems.count,
      stock: productVariants.stock,
      stockType: {
        id: stockTypes.id,
        code: stockTypes.code,
        nameFa: stockTypes.nameFa,
        nameEn: stockTypes.nameEn,
      },
      stockTypeCode: stockTypes.code,
      unitPriceRials: cartItems.unitPriceRials,
      currentUnitPriceRials: productVariants.discountedPriceRials,
      listed: lineListed,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    // `= any(array)`: one statement for any number of carts.
    .where(sql`${cartItems.cartId} = any(${sql.placeholder("cartIds")}::int[])`)
    .orderBy(asc(cartItems.id))
    .prepare(name),
);

/** The lines of some carts with what the cart shows of their products today. */
export function linesOf(db: Database, cartIds: readonly number[]) {
  return linesOfCarts(db).execute({ cartIds: [...cartIds] });
}
export type CartLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The cart, locked until the transaction ends: two checkouts of one cart queue up. */
export async function lockCart(tx: Database, cartId: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
  return row;
}

/**
 * The cart's lines in (product, variant) order: the order stock is reserved and released in,
 * so two of them never wait on each other in a circle.
 */
export function checkoutLines(tx: Database, cartId: number) {
  return tx
    .select({
      productId: products.id,
      variantId: cartItems.variantId,
      name: products.name,
      count: cartItems.count,
      listed: lineListed,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId));
}

/** Takes `count` off a variant's line: a line bought whole goes, a larger one keeps the rest. */
export async function takeFromLine(
  tx: Database,
  line: { cartId: number; variantId: number; count: number | string },
): Promise<void> {
  const where = and(eq(cartItems.cartId, line.cartId), eq(cartItems.variantId, line.variantId));
  await tx.delete(cartItems).where(and(where, sql`${cartItems.count} <= ${line.count}`));
  await tx
    .update(cartItems)
    .set({ count: sql`${cartItems.count} - ${line.count}`, updatedAt: sql`now()` })
    .where(where);
}

export async function countLines(tx: Database, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.count ?? 0;
}

/** The cart becomes the history of an order: closed, no longer the customer's open cart. */
export async function markCartOrdered(tx: Database, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ status: "ordered", updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
