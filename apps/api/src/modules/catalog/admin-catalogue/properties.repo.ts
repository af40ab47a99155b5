import { type Database, schema } from "@kesht/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { defined } from "./list-sql";

const { categoryProperties, productProperties } = schema;

const propertyProductCount = sql<number>`(select count(*)::int from ${productProperties} where ${productProperties.propertyId} = "category_properties"."id")`;

export function listAdminProperties(db: Database, categoryId: number) {
  return db
    .select({ row: categoryProperties, productCount: propertyProductCount })
    .from(categoryProperties)
    .where(eq(categoryProperties.categoryId, categoryId))
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id));
}
export type AdminPropertyRow = Awaited<ReturnType<typeof listAdminProperties>>[number];

export async function findAdminProperty(db: Database, id: number, options = { lock: false }) {
  const query = db
    .select({ row: categoryProperties, productCount: propertyProductCount })
    .from(categoryProperties)
    .where(eq(categoryProperties.id, id));
  const [row] = await (options.lock ? query.for("update", { of: categoryProperties }) : query);
  return row;
}

export async function propertyKeyTaken(db: Database, categoryId: number, key: string) {
  const [row] = await db
    .select({ id: categoryProperties.id })
    .from(categoryProperties)
    .where(and(eq(categoryProperties.categoryId, categoryId), eq(categoryProperties.key, key)));
  return row !== undefined;
}

/** The values products hold for a property, each once. */
export async function propertyValuesInUse(db: Database, propertyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: productProperties.value })
    .from(productProperties)
    .where(eq(productProperties.propertyId, propertyId));
  return rows.map((row) => row.value);
}

export async function insertProperty(
  db: Database,
  values: typeof categoryProperties.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(categoryProperties)
    .values(values)
    .returning({ id: categoryProperties.id });
  if (!row) throw new Error("property insert returned no row");
  return row.id;
}

export async function updateProperty(
  db: Database,
  id: number,
  values: Partial<typeof categoryProperties.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(categoryProperties).set(set).where(eq(categoryProperties.id, id));
}

export async function deleteProperty(db: Database, id: number) {
  await db.delete(categoryProperties).where(eq(categoryProperties.id, id));
}
