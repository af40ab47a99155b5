import type {
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryDetail,
  CategoryCreateBody,
  CategoryUpdateBody,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { categoryFields } from "../reference.service";
import * as repo from "./categories.repo";
import {
  type Admin,
  activeOf,
  deleteRecorded,
  guarded,
  pageOfRows,
  recordWritten,
} from "./console";
import { toAdminProperty } from "./properties";
import { listAdminProperties } from "./properties.repo";

/* Categories and subcategories in the admin console; one in use is deactivated, not deleted. */

function toAdminCategory({ row, productCount, subcategoryCount }: repo.AdminCategoryRow) {
  return {
    ...categoryFields(row),
    sort_order: row.sortOrder,
    is_active: row.isActive,
    product_count: Number(productCount),
    subcategory_count: Number(subcategoryCount),
  } satisfies AdminCategory;
}

/** A page of the top-level categories, or of a category's subcategories (`parent_id`). */
/** How the audit log records a category: read back as the console shows it. */
const categoryRecord = {
  kind: "category",
  find: repo.findAdminCategory,
  view: toAdminCategory,
} as const;

export async function listCategoriesForAdmin(db: Database, query: AdminCategoriesQuery) {
  const parentId = query.parent_id ?? null;
  if (parentId !== null && !(await repo.findAdminCategory(db, parentId))) {
    throw new AppError("category_not_found");
  }
  return pageOfRows(
    query,
    (window) =>
      repo.listAdminCategories(db, {
        ...window,
        parentId,
        active: activeOf(query.status),
        sort: query.sort,
      }),
    toAdminCategory,
  );
}

/** A category's page shows its subcategories at once; a category has a few dozen at most. */
const subcategoriesShown = 500;

/** A category with its subcategories and the properties its products describe. */
export async function getCategoryForAdmin(db: Database, id: number): Promise<AdminCategoryDetail> {
  const category = await repo.findAdminCategory(db, id);
  if (!category) throw new AppError("category_not_found");
  const topLevelId = category.row.parentId ?? category.row.id;
  const subcategories =
    category.row.parentId === null
      ? await repo.listAdminCategories(db, {
          parentId: category.row.id,
          sort: "sort_order",
          order: "asc",
          limit: subcategoriesShown,
          offset: 0,
        })
      : [];
  const properties = await listAdminProperties(db, topLevelId);
  return {
    category: toAdminCategory(category),
    subcategories: subcategories.map(toAdminCategory),
    properties: properties.map(toAdminProperty),
  };
}

/** A URL-safe slug from the English title, numbered when taken ("dried-fruit-2"). */
async function freeSlug(db: Database, titleEn: string): Promise<string> {
  const base =
    titleEn
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "category";
  const taken = await repo.slugsLike(db, base);
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

export async function createCategory(
  db: Database,
  admin: Admin,
  body: CategoryCreateBody,
): Promise<AdminCategory> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        if (body.parent_id !== null) {
          const parent = await repo.findAdminCategory(tx, body.parent_id, { lock: true });
          if (!parent) throw new AppError("category_not_found");
          if (parent.row.parentId !== null) throw new AppError("category_too_deep");
        }
        const id = await repo.insertCategory(tx, {
          parentId: body.parent_id,
          slug: await freeSlug(tx, body.title_en),
          nameFa: body.title,
          nameEn: body.title_en,
          icon: body.icon,
          sortOrder: body.sort_order,
          isActive: body.is_active,
        });
        return recordWritten(tx, admin, { ...categoryRecord, verb: "create", id });
      }),
    "category_in_use",
  );
}

/**
 * Renames, reorders, re-icons or (de)activates a category. Deactivating hides it and its
 * products from the storefront; its products stay as they are and come back with it.
 */
export async function updateCategory(
  db: Database,
  admin: Admin,
  id: number,
  body: CategoryUpdateBody,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminCategory(tx, id, { lock: true });
    if (!before) throw new AppError("category_not_found");
    await repo.updateCategory(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      icon: body.icon,
      sortOrder: body.sort_order,
      isActive: body.is_active,
    });
    return recordWritten(tx, admin, {
      ...categoryRecord,
      verb: "update",
      id,
      before,
    });
  });
}

/** Deletes a category nothing uses; one with products or subcategories is deactivated instead. */
export async function deleteCategory(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction((tx) =>
        deleteRecorded(tx, admin, {
          kind: "category",
          id,
          notFound: "category_not_found",
          find: repo.findAdminCategory,
          view: toAdminCategory,
          refuse: async () => {
            if (await repo.categoryInUse(tx, id)) throw new AppError("category_in_use");
          },
          remove: repo.deleteCategory,
        }),
      ),
    "category_in_use",
  );
}
