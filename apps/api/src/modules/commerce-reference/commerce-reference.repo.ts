import { type Database, schema } from "@kesht/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import { listedProduct } from "../catalog/listed-product";

const {
  cancelMessages,
  cartItems,
  carts,
  products,
  productVariants,
  provinces,
  sellers,
  stockTypes,
  timeBlocks,
} = schema;

export function listTimeBlocks(db: Database) {
  return db.select().from(timeBlocks).orderBy(asc(timeBlocks.sortOrder), asc(timeBlocks.id));
}

export function listCancelMessages(db: Database, type: "customer" | "seller") {
  return db
    .select()
    .from(cancelMessages)
    .where(eq(cancelMessages.type, type))
    .orderBy(asc(cancelMessages.sortOrder), asc(cancelMessages.id));
}

export async function findCancelMessage(db: Database, id: number) {
  const [row] = await db.select().from(cancelMessages).where(eq(cancelMessages.id, id));
  return row;
}

/** Where a shop sends from: its city, province and the province's country. */
export async function sellerOrigin(db: Database, sellerId: number) {
  const [row] = await db
    .select({
      cityId: sellers.cityId,
      provinceId: sellers.provinceId,
      countryId: provinces.countryId,
    })
    .from(sellers)
    .leftJoin(provinces, eq(provinces.id, sellers.provinceId))
    .where(eq(sellers.userId, sellerId));
  return row ? { ...row, countryId: row.countryId ?? null } : undefined;
}

/** The counts and units of a cart's lines whose products can still be bought. */
export function cartLoad(db: Database, cartId: number) {
  return db
    .select({
      count: cartItems.count,
      unitCode: stockTypes.code,
      unitWeightKg: productVariants.weightKg,
      preparationDays: products.preparationDays,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    .where(and(eq(cartItems.cartId, cartId), listedProduct, isNull(productVariants.deletedAt)));
}
