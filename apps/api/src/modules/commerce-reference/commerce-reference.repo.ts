import { type Database, schema } from "@kesht/db";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
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

/** One line of a cart's load, as the shipping rules weigh it. */
export interface LoadLine {
  count: number | string;
  unitCode: string;
  unitWeightKg: number | string | null;
  preparationDays: number;
}

/** What the shipping rules need of a cart group: where its shop sends from, and its load. */
export interface ShippingFacts {
  origin: { countryId: number | null; provinceId: number | null; cityId: number | null };
  load: LoadLine[];
}

/**
 * The counts and units of a cart's lines whose products can still be bought, each line as one
 * json object (the statement below gathers them into an array beside the shop's place).
 */
function cartLoadLines(db: Database, cartId: number) {
  return db
    .select({
      line: sql`json_build_object(
        'count', ${cartItems.count},
        'unitCode', ${stockTypes.code},
        'unitWeightKg', ${productVariants.weightKg},
        'preparationDays', ${products.preparationDays})`.as("line"),
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(sellers, eq(sellers.userId, products.sellerId))
    .innerJoin(stockTypes, eq(stockTypes.id, productVariants.stockTypeId))
    .where(and(eq(cartItems.cartId, cartId), listedProduct, isNull(productVariants.deletedAt)));
}

/**
 * Where a shop sends from (its city, province and the province's country) and the load of one
 * of its cart groups, in one statement: checkout and the shipping page each need both, and
 * each round trip is paid inside checkout's transaction while it holds the cart's lock. The
 * one-row base keeps the load when the shop has no row (its place is then unknown, all null);
 * the lines' subquery has its own `sellers` (the listed-product rule), apart from the outer one.
 */
export async function shippingFacts(
  db: Database,
  input: { sellerId: number; cartId: number },
): Promise<ShippingFacts> {
  const lines = cartLoadLines(db, input.cartId).as("load");
  const [row] = await db
    .select({
      cityId: sellers.cityId,
      provinceId: sellers.provinceId,
      countryId: provinces.countryId,
      load: sql<
        LoadLine[] | string
      >`coalesce((select json_agg(${lines.line}) from ${lines}), '[]'::json)`,
    })
    .from(sql`(values (1)) as one (x)`)
    .leftJoin(sellers, eq(sellers.userId, input.sellerId))
    .leftJoin(provinces, eq(provinces.id, sellers.provinceId));
  if (!row) throw new Error("shipping facts answered no row");
  return {
    origin: {
      countryId: row.countryId ?? null,
      provinceId: row.provinceId ?? null,
      cityId: row.cityId ?? null,
    },
    // Drivers differ in whether json arrives parsed; both shapes become the array.
    load: typeof row.load === "string" ? (JSON.parse(row.load) as LoadLine[]) : row.load,
  };
}
