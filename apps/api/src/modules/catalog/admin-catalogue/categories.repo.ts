import { type Database, schema } from "@kesht/db";
import { and, eq, isNull, like, or, sql } from "drizzle-orm";
import { defined, type ListWindow, sortedBy, textIn } from "./list-sql";

const { categories, products } = schema;

/*
 * The counts below are correlated subqueries. Drizzle writes a column of the outer table
 * unqualified ("id"), which inside the subquery would name the inner table's own column, so
 * the outer row is spelled out by table name.
 */

/** Products (deleted ones aside) naming the category as category or subcategory. */
const categoryProductCount = sql<number>`(select count(*)::int from ${products} where ${products.deletedAt} is null and (${products.categoryId} = "categories"."id" or ${products.subcategoryId} = "categories"."id"))`;
const subcategoryCount = sql<number>`(select count(*)::int from ${categories} as children where children.parent_id = "categories"."id")`;

const adminCategoryColumns = {
  row: categories,
  productCount: categoryProductCount,
  subcategoryCount,
};

const categorySortColumns = {
  sort_order: categories.sortOrder,
  title: categories.nameFa,
  title_en: categories.nameEn,
  product_count: categoryProductCount,
};

export interface CategoryFilter extends ListWindow {
  parentId: number | null;
  active?: boolean;
  sort: keyof typeof categorySortColumns;
}

export function listAdminCategories(db: Database, filter: CategoryFilter) {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .where(
      and(
        filter.parentId === null
          ? isNull(categories.parentId)
          : eq(categories.parentId, filter.parentId),
        filter.active === undefined ? undefined : eq(categories.isActive, filter.active),
        textIn(filter.text, [categories.nameFa, categories.nameEn, categories.slug]),
      ),
    )
    .orderBy(...sortedBy(categorySortColumns[filter.sort], filter.order, categories.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
export type AdminCategoryRow = Awaited<ReturnType<typeof listAdminCategories>>[number];

export async function findAdminCategory(db: Database, id: number, options = { lock: false }) {
  const query = db.select(adminCategoryColumns).from(categories).where(eq(categories.id, id));
  const [row] = await (options.lock ? query.for("update", { of: categories }) : query);
  return row;
}

/**
 * Whether anything hangs on the category: a product (even a deleted one keeps its category
 * for its orders' sake) or a subcategory.
 */
export async function categoryInUse(db: Database, id: number): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)))
    .limit(1);
  if (product) return true;
  const [child] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return child !== undefined;
}

/** The slugs starting with `base`, to pick a free one. */
export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertCategory(
  db: Database,
  values: typeof categories.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error("category insert returned no row");
  return row.id;
}

export async function updateCategory(
  db: Database,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
) {
  const set = defined(values);
  if (Object.keys(set).length === 0) return;
  await db.update(categories).set(set).where(eq(categories.id, id));
}

export async function deleteCategory(db: Database, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}
