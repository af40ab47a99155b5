import {
  type Banner,
  type Category,
  type CategoryPropertiesQuery,
  type CategoryProperty,
  fieldErrorsOf,
  type PackageType,
  type ProductPropertyValue,
  type PropertyKind,
  type PropertyOption,
  type StockType,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { toStoredFile } from "../files/files.service";
import { isListed, productPropertyValues } from "./product-view";
import * as products from "./products.repo";
import { propertiesForSubcategory } from "./property-options";
import * as repo from "./reference.repo";

/** A category as the shop window and the admin console both show it, before its counts. */
export function categoryFields(row: repo.CategoryRow) {
  return {
    id: row.id,
    parent_id: row.parentId,
    slug: row.slug,
    title: row.nameFa,
    title_en: row.nameEn,
    icon: row.icon,
  };
}

function toCategory(row: repo.CategoryRow, counts: Map<number, number>): Category {
  return { ...categoryFields(row), product_count: counts.get(row.id) ?? 0 };
}

export function toCategoryProperty(row: repo.PropertyRow): CategoryProperty {
  return {
    id: row.id,
    category_id: row.categoryId,
    key: row.key,
    title: row.nameFa,
    title_en: row.nameEn,
    kind: row.kind as PropertyKind,
    options: row.options as PropertyOption[],
    unit: row.unitFa,
    unit_en: row.unitEn,
    required: row.isRequired,
  };
}

/**
 * Top-level categories in display order. A product always names its top-level category
 * (and maybe a subcategory of it), so counting by category counts the subcategories' too.
 */
export async function getCategories(db: Database): Promise<Category[]> {
  const [rows, counts] = [
    await repo.listCategories(db, { level: "top" }),
    await repo.listedProductCounts(db, "category"),
  ];
  return rows.map((row) => toCategory(row, counts));
}

/**
 * One category's subcategories, or every subcategory; an unknown or deactivated category is
 * a 404, and the subcategories of a deactivated category are hidden with it.
 */
export async function getSubcategories(db: Database, categoryId?: number): Promise<Category[]> {
  if (categoryId !== undefined) {
    const category = await repo.findCategory(db, categoryId);
    if (!category?.isActive) throw new AppError("category_not_found");
  }
  const [rows, parents, counts] = [
    await repo.listCategories(
      db,
      categoryId === undefined ? { level: "sub" } : { parentId: categoryId, level: "sub" },
    ),
    await repo.listCategories(db, { level: "top" }),
    await repo.listedProductCounts(db, "subcategory"),
  ];
  const activeParents = new Set(parents.map((parent) => parent.id));
  return rows
    .filter((row) => row.parentId !== null && activeParents.has(row.parentId))
    .map((row) => toCategory(row, counts));
}

/**
 * A top-level category's properties as products of one of its subcategories (or, with null,
 * of no subcategory) see them: options scoped to other subcategories left out.
 */
export async function listPropertiesFor(
  db: Database,
  categoryId: number,
  subcategoryId: number | null,
): Promise<repo.PropertyRow[]> {
  const rows = await repo.listProperties(db, categoryId);
  if (subcategoryId === null) return rows;
  const scopes = await repo.listOptionScopes(
    db,
    rows.map((row) => row.id),
  );
  return propertiesForSubcategory(rows, scopes, subcategoryId);
}

/**
 * Properties belong to top-level categories; a subcategory's products use its parent's, with
 * the options that subcategory offers. The subcategory is `subcategory_id`, or `category_id`
 * when that names a subcategory; an unknown category is a 404, a subcategory of another
 * category a 422.
 */
export async function getCategoryProperties(
  db: Database,
  query: CategoryPropertiesQuery,
): Promise<CategoryProperty[]> {
  const category = await repo.findCategory(db, query.category_id);
  if (!category) throw new AppError("category_not_found");
  const topLevelId = category.parentId ?? category.id;
  let subcategoryId = category.parentId === null ? null : category.id;
  if (query.subcategory_id !== undefined && query.subcategory_id !== subcategoryId) {
    const subcategory = await repo.findCategory(db, query.subcategory_id);
    if (!subcategory) throw new AppError("category_not_found");
    if (subcategory.parentId !== topLevelId || subcategoryId !== null) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ subcategory_id: "subcategory_not_in_category" }),
      });
    }
    subcategoryId = subcategory.id;
  }
  const rows = await listPropertiesFor(db, topLevelId, subcategoryId);
  return rows.map(toCategoryProperty);
}

/** A listed product's property values (unlisted ones are not found, as on its page). */
export async function getProductPropertyValues(
  db: Database,
  productId: number,
): Promise<ProductPropertyValue[]> {
  const product = await products.findProduct(db, productId);
  if (!product || !isListed(product)) throw new AppError("product_not_found");
  return productPropertyValues(db, productId);
}

export async function getStockTypes(db: Database): Promise<StockType[]> {
  const rows = await repo.listStockTypes(db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    allows_fraction: row.allowsFraction,
  }));
}

export async function getPackageTypes(db: Database): Promise<PackageType[]> {
  const rows = await repo.listPackageTypes(db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
  }));
}

export async function getBanners(
  db: Database,
  query: { position: Banner["position"]; app_name: string },
): Promise<Banner[]> {
  const rows = await repo.listBanners(db, query.position, query.app_name);
  return rows.map(({ banner, file }) => ({
    id: banner.id,
    position: banner.position as Banner["position"],
    title: banner.titleFa,
    title_en: banner.titleEn,
    subtitle: banner.subtitleFa,
    subtitle_en: banner.subtitleEn,
    image_url: banner.imageUrl,
    image_variants: file ? toStoredFile(file).variants : {},
    link_url: banner.linkUrl,
  }));
}
