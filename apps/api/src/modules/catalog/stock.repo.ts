import { type Database, schema } from "@kesht/db";
import { and, eq, gte, sql } from "drizzle-orm";
import { listedProduct, listedProductUnjoined } from "./listed-product";

const { products, sellers } = schema;

/**
 * Takes `count` off a listed product's stock if that much is there, in one statement, and
 * answers what an order keeps of it (today's price, names, unit); undefined when it could
 * not, and nothing changed.
 */
export async function takeStock(tx: Database, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${count}` })
    .where(and(eq(products.id, productId), gte(products.stock, count), listedProductUnjoined))
    .returning({
      productId: products.id,
      name: products.name,
      latinName: products.latinName,
      stockTypeId: products.stockTypeId,
      unitPriceRials: products.discountedPriceRials,
      listPriceRials: products.priceRials,
      stock: products.stock,
    });
  return row;
}

/** Puts `count` back on a product's stock; answers its stock and price after. */
export async function putStockBack(tx: Database, productId: number, count: number) {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${count}` })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock, discountedPriceRials: products.discountedPriceRials });
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
