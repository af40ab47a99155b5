import { type Database, schema } from "@kesht/db";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import { listedProduct } from "../cart/cart.repo";

const { cartItems, carts, orderItems, orders, packageTypes, products, sellers, timeBlocks } =
  schema;

/** The cart, locked until the transaction ends: two checkouts of one cart queue up. */
export async function lockCart(tx: Database, cartId: number) {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
  return row;
}

/** Unpaid orders made from this cart (at most one is live; older ones may await expiry). */
export function pendingOrdersOfCart(tx: Database, cartId: number) {
  return tx
    .select({ id: orders.id, reservedUntil: orders.reservedUntil })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, "pending_payment")));
}

/** The cart's lines in product order (the order stock is reserved in, against deadlocks). */
export function cartLines(tx: Database, cartId: number) {
  return tx
    .select({
      productId: products.id,
      name: products.name,
      count: cartItems.count,
      listed: listedProduct,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(products.id));
}

/**
 * Takes `count` off a listed product's stock if that much is there, in one statement, and
 * answers what the order keeps of it (today's price, names, unit); undefined when it could
 * not, and nothing changed.
 */
export async function reserveStock(tx: Database, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${count}` })
    .where(
      and(
        eq(products.id, productId),
        gte(products.stock, count),
        eq(products.isActive, true),
        isNull(products.deletedAt),
        sql`exists (select 1 from ${sellers} where ${sellers.userId} = ${products.sellerId} and ${sellers.reviewStatus} = 'approved')`,
      ),
    )
    .returning({
      productId: products.id,
      name: products.name,
      latinName: products.latinName,
      stockTypeId: products.stockTypeId,
      unitPriceRials: products.discountedPriceRials,
      stock: products.stock,
    });
  return row;
}

export async function productStock(tx: Database, productId: number) {
  const [row] = await tx
    .select({ name: products.name, stock: products.stock, listed: listedProduct })
    .from(products)
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(eq(products.id, productId));
  return row;
}

export async function packageTypeExists(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: packageTypes.id })
    .from(packageTypes)
    .where(eq(packageTypes.id, id));
  return Boolean(row);
}

export async function timeBlockExists(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: timeBlocks.id })
    .from(timeBlocks)
    .where(eq(timeBlocks.id, id));
  return Boolean(row);
}

export async function insertOrder(tx: Database, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

export async function insertOrderItems(
  tx: Database,
  values: (typeof orderItems.$inferInsert)[],
): Promise<void> {
  await tx.insert(orderItems).values(values);
}
