import { type Database, preparedQuery, schema } from "@kesht/db";
import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";

const { productVariants, stockTypes } = schema;

/*
 * A product's variants (packs, sizes, grades; decision 041). Stock lives here alone; the
 * product row keeps its cheapest variant's price and unit for the lists that sort by them.
 */

/*
 * Correlated subqueries on `products`, spelled with qualified names: in a select from
 * `products` alone Drizzle writes its columns unqualified, and an unqualified "id" inside the
 * subquery would be the variant's own.
 */
const ofOuterProduct = sql`"v"."product_id" = "products"."id" and "v"."deleted_at" is null`;

/** All the stock of a product's variants, for a card and for "back in stock". */
export const productStockTotal = () =>
  sql<number>`(select coalesce(sum("v"."stock"), 0)::float8 from ${productVariants} "v" where ${ofOuterProduct})`;

/** How many variants a product sells in, for a card. */
export const productVariantCount = () =>
  sql<number>`(select count(*)::int from ${productVariants} "v" where ${ofOuterProduct})`;

const variantsOfProduct = preparedQuery("product_variants", (db, name) =>
  db
    .select({
      id: productVariants.id,
      label: productVariants.label,
      labelEn: productVariants.labelEn,
      priceRials: productVariants.priceRials,
      discountPercent: productVariants.discountPercent,
      discountedPriceRials: productVariants.discountedPriceRials,
      stock: productVariants.stock,
      weightKg: productVariants.weightKg,
      stockType: {
        id: stockTypes.id,
        code: stockTypes.code,
        nameFa: stockTypes.nameFa,
        nameEn: stockTypes.nameEn,
      },
    })
    .from(productVariants)
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

/** A product's variants still on it, in the seller's order. */
export function variantsOf(db: Database, productId: number) {
  return variantsOfProduct(db).execute({ productId });
}
export type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number];

export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  | "label"
  | "labelEn"
  | "priceRials"
  | "discountPercent"
  | "discountedPriceRials"
  | "stock"
  | "stockTypeId"
  | "weightKg"
>;

/** Ids of the product's variants still on it. */
export async function liveVariantIds(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
  return rows.map((row) => row.id);
}

/**
 * Writes a product's variants as the seller sent them, in their order: those with an id
 * are updated, the others inserted, and the ones left out marked deleted (order lines and
 * cart lines may name them). Ids are checked by the caller.
 */
export async function writeVariants(
  tx: Database,
  productId: number,
  variants: readonly (VariantValues & { id?: number })[],
): Promise<void> {
  const kept = variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
  await tx
    .update(productVariants)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
        kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  for (const [position, { id, ...values }] of variants.entries()) {
    if (id === undefined) {
      await tx.insert(productVariants).values({ ...values, productId, position });
    } else {
      await tx
        .update(productVariants)
        .set({ ...values, position, updatedAt: sql`now()` })
        .where(and(eq(productVariants.id, id), eq(productVariants.productId, productId)));
    }
  }
}

/**
 * The product's variants still on it, locked in id order (after the product's row: every
 * writer of a product's variants takes the product first, so they queue there).
 */
export function lockVariants(tx: Database, productId: number) {
  return tx
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      priceRials: productVariants.priceRials,
      discountPercent: productVariants.discountPercent,
      discountedPriceRials: productVariants.discountedPriceRials,
      stockTypeId: productVariants.stockTypeId,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)))
    .orderBy(asc(productVariants.id))
    .for("update");
}

/** Changes one variant's price, stock or unit (a single-variant product's edit). */
export async function updateVariant(
  tx: Database,
  id: number,
  values: Partial<Omit<VariantValues, "label" | "labelEn">>,
): Promise<void> {
  await tx
    .update(productVariants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(productVariants.id, id));
}

/** Each product's one variant, for products added in bulk (an import), in one statement. */
export async function insertVariants(
  tx: Database,
  rows: readonly (VariantValues & { productId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(productVariants).values([...rows]);
}

/** Its variants' stock together, for a product already locked. */
export async function stockTotal(tx: Database, productId: number): Promise<number> {
  const [row] = await tx
    .select({ stock: sql<string>`coalesce(sum(${productVariants.stock}), 0)` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)));
  return Number(row?.stock ?? 0);
}
