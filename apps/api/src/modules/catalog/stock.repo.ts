import { type Database, schema } from "@kesht/db";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { listedProduct, listedProductUnjoined } from "./listed-product";

const { products, productVariants, sellers } = schema;

/**
 * Takes `count` off a variant of a listed product if that much is there, in one statement,
 * and answers what an order keeps of it (today's price, unit, label and weight); undefined
 * when it could not, and nothing changed. Stock lives on the variant alone (decision 041).
 */
export async function takeStock(tx: Database, variantId: number, count: number) {
  // The product's names come back from the same statement (joined, not locked): no read after.
  const [row] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${count}` })
    .from(products)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(products.id, productVariants.productId),
        isNull(productVariants.deletedAt),
        gte(productVariants.stock, count),
        listedProductUnjoined,
      ),
    )
    .returning({
      name: products.name,
      latinName: products.latinName,
      variantId: productVariants.id,
      productId: productVariants.productId,
      variantLabel: productVariants.label,
      variantLabelEn: productVariants.labelEn,
      stockTypeId: productVariants.stockTypeId,
      unitWeightKg: productVariants.weightKg,
      unitPriceRials: productVariants.discountedPriceRials,
      listPriceRials: productVariants.priceRials,
      stock: productVariants.stock,
    });
  return row;
}

/** Puts `count` back on a variant's stock (even one taken off its product since). */
export async function putStockBack(tx: Database, variantId: number, count: number) {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${count}` })
    .where(eq(productVariants.id, variantId));
}

/**
 * The product's stock (its variants' together) and the price a customer pays, its row locked
 * first: a release queues with the seller's edits and with a reminder being set.
 */
export async function lockStockAndPrice(tx: Database, productId: number) {
  const [row] = await tx
    .select({ discountedPriceRials: products.discountedPriceRials })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!row) return undefined;
  const [total] = await tx
    .select({ stock: sql<string>`coalesce(sum(${productVariants.stock}), 0)` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
  return { ...row, stock: Number(total?.stock ?? 0) };
}

/** A variant's product name, its stock and whether both are listed: why a reservation failed. */
export async function variantStock(tx: Database, variantId: number) {
  const [row] = await tx
    .select({
      name: products.name,
      stock: productVariants.stock,
      listed: sql<boolean>`(${listedProduct} and ${productVariants.deletedAt} is null)`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .where(eq(productVariants.id, variantId));
  return row;
}
