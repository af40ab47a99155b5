import type {
  AdminBanner,
  AdminBannersQuery,
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryDetail,
  AdminPackageType,
  AdminProperty,
  AdminStockType,
  AdminUnitsQuery,
  BannerCreateBody,
  BannerUpdateBody,
  CategoryCreateBody,
  CategoryUpdateBody,
  PackageTypeCreateBody,
  PackageTypeUpdateBody,
  PropertyCreateBody,
  PropertyKind,
  PropertyUpdateBody,
  StockTypeCreateBody,
  StockTypeUpdateBody,
} from "@kesht/contracts";
import { fieldErrorsOf } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import { recordAdminAction } from "../audit/audit.service";
import { getStoredFiles, usableFileIds } from "../files/files.service";
import * as repo from "./admin-catalogue.repo";
import { pageWindow, splitPage } from "./paging";

/*
 * The admin's changes to the catalogue's reference data. Each one runs in a transaction with
 * its audit record, locks the row it changes, and refuses what would break existing products:
 * a category, property, unit or package type in use is never deleted (a category is
 * deactivated instead), a property in use keeps its kind and every option products hold.
 */

type Admin = { id: number };

/** The page, size and order a console list asks for. */
type TableQuery = { page: number; per_page: number; order: "asc" | "desc"; q?: string };

/** A page of a console list: one row more is read to know whether another page follows. */
async function pageOfRows<Row, Item>(
  query: TableQuery,
  read: (window: repo.ListWindow) => Promise<Row[]>,
  toItem: (row: Row) => Item,
) {
  const window = { text: query.q, order: query.order, ...pageWindow(query.page, query.per_page) };
  const { rows, hasMore } = splitPage(await read(window), query.per_page);
  return { items: rows.map(toItem), page: query.page, per_page: query.per_page, has_more: hasMore };
}

/** `status=active|inactive` as the flag it filters on; absent, both. */
function activeOf(status: "active" | "inactive" | undefined): boolean | undefined {
  return status === undefined ? undefined : status === "active";
}

/** Runs a change; a unique key taken meanwhile is `code_taken`, a row used meanwhile `inUse`. */
async function guarded<T>(
  work: () => Promise<T>,
  inUse: "category_in_use" | "property_in_use" | "stock_type_in_use" | "package_type_in_use",
) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("code_taken");
    if (isForeignKeyViolation(error)) throw new AppError(inUse);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

function toAdminCategory({ row, productCount, subcategoryCount }: repo.AdminCategoryRow) {
  return {
    id: row.id,
    parent_id: row.parentId,
    slug: row.slug,
    title: row.nameFa,
    title_en: row.nameEn,
    icon: row.icon,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    product_count: Number(productCount),
    subcategory_count: Number(subcategoryCount),
  } satisfies AdminCategory;
}

/** A page of the top-level categories, or of a category's subcategories (`parent_id`). */
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
  const properties = await repo.listAdminProperties(db, topLevelId);
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
        const created = await repo.findAdminCategory(tx, id);
        if (!created) throw new Error(`category ${id} vanished`);
        const view = toAdminCategory(created);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "category.create",
          targetKind: "category",
          targetId: id,
          after: view,
        });
        return view;
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
    const after = await repo.findAdminCategory(tx, id);
    if (!after) throw new Error(`category ${id} vanished`);
    const view = toAdminCategory(after);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "category.update",
      targetKind: "category",
      targetId: id,
      before: toAdminCategory(before),
      after: view,
    });
    return view;
  });
}

/** Deletes a category nothing uses; one with products or subcategories is deactivated instead. */
export async function deleteCategory(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction(async (tx) => {
        const before = await repo.findAdminCategory(tx, id, { lock: true });
        if (!before) throw new AppError("category_not_found");
        if (await repo.categoryInUse(tx, id)) throw new AppError("category_in_use");
        await repo.deleteCategory(tx, id);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "category.delete",
          targetKind: "category",
          targetId: id,
          before: toAdminCategory(before),
        });
      }),
    "category_in_use",
  );
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

function toAdminProperty({ row, productCount }: repo.AdminPropertyRow): AdminProperty {
  return {
    id: row.id,
    category_id: row.categoryId,
    key: row.key,
    title: row.nameFa,
    title_en: row.nameEn,
    kind: row.kind as PropertyKind,
    options: row.options,
    unit: row.unitFa,
    unit_en: row.unitEn,
    required: row.isRequired,
    sort_order: row.sortOrder,
    product_count: Number(productCount),
  };
}

/** Properties belong to top-level categories; a subcategory's products use its parent's. */
export async function createProperty(
  db: Database,
  admin: Admin,
  categoryId: number,
  body: PropertyCreateBody,
): Promise<AdminProperty> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        const category = await repo.findAdminCategory(tx, categoryId, { lock: true });
        if (!category) throw new AppError("category_not_found");
        if (category.row.parentId !== null) {
          throw new AppError("validation_failed", {
            fieldErrors: fieldErrorsOf({ category_id: "property_not_in_category" }),
          });
        }
        if (await repo.propertyKeyTaken(tx, categoryId, body.key)) {
          throw new AppError("code_taken");
        }
        const id = await repo.insertProperty(tx, {
          categoryId,
          key: body.key,
          nameFa: body.title,
          nameEn: body.title_en,
          kind: body.kind,
          options: body.options,
          unitFa: body.unit,
          unitEn: body.unit_en,
          isRequired: body.required,
          sortOrder: body.sort_order,
        });
        const created = await repo.findAdminProperty(tx, id);
        if (!created) throw new Error(`property ${id} vanished`);
        const view = toAdminProperty(created);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "category_property.create",
          targetKind: "category_property",
          targetId: id,
          after: view,
        });
        return view;
      }),
    "property_in_use",
  );
}

/**
 * Changes a property without breaking a product: while products hold values for it, its kind
 * stays, and every option a product chose stays in the list (titles may change).
 */
export async function updateProperty(
  db: Database,
  admin: Admin,
  id: number,
  body: PropertyUpdateBody,
): Promise<AdminProperty> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminProperty(tx, id, { lock: true });
    if (!before) throw new AppError("property_not_found");
    const kind = body.kind ?? before.row.kind;
    const options = body.options ?? (body.kind && body.kind !== "select" ? [] : before.row.options);
    if ((kind === "select") !== options.length > 0) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ options: "options_fit_kind" }),
      });
    }
    const used = Number(before.productCount) > 0;
    if (used && kind !== before.row.kind) throw new AppError("property_in_use");
    if (used && kind === "select") {
      const kept = new Set(options.map((option) => option.value));
      const values = await repo.propertyValuesInUse(tx, id);
      if (values.some((value) => !kept.has(value))) throw new AppError("property_option_in_use");
    }
    await repo.updateProperty(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      kind,
      options,
      unitFa: body.unit,
      unitEn: body.unit_en,
      isRequired: body.required,
      sortOrder: body.sort_order,
    });
    const after = await repo.findAdminProperty(tx, id);
    if (!after) throw new Error(`property ${id} vanished`);
    const view = toAdminProperty(after);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "category_property.update",
      targetKind: "category_property",
      targetId: id,
      before: toAdminProperty(before),
      after: view,
    });
    return view;
  });
}

export async function deleteProperty(db: Database, admin: Admin, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findAdminProperty(tx, id, { lock: true });
    if (!before) throw new AppError("property_not_found");
    // Products' values would go with it (the foreign key cascades): refused while any exist.
    if ((await repo.propertyValuesInUse(tx, id)).length > 0) {
      throw new AppError("property_in_use");
    }
    await repo.deleteProperty(tx, id);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "category_property.delete",
      targetKind: "category_property",
      targetId: id,
      before: toAdminProperty(before),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Stock units
// ---------------------------------------------------------------------------------------------

function toAdminStockType({ row, productCount }: repo.AdminStockTypeRow): AdminStockType {
  return {
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    allows_fraction: row.allowsFraction,
    sort_order: row.sortOrder,
    product_count: Number(productCount),
  };
}

/** `use=used|unused` as the flag it filters on; absent, both. */
function usedOf(use: "used" | "unused" | undefined): boolean | undefined {
  return use === undefined ? undefined : use === "used";
}

export function listStockTypesForAdmin(db: Database, query: AdminUnitsQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAdminStockTypes(db, { ...window, used: usedOf(query.use), sort: query.sort }),
    toAdminStockType,
  );
}

export async function createStockType(
  db: Database,
  admin: Admin,
  body: StockTypeCreateBody,
): Promise<AdminStockType> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        if (await repo.stockTypeCodeTaken(tx, body.code)) throw new AppError("code_taken");
        const id = await repo.insertStockType(tx, {
          code: body.code,
          nameFa: body.title,
          nameEn: body.title_en,
          allowsFraction: body.allows_fraction,
          sortOrder: body.sort_order,
        });
        const created = await repo.findAdminStockType(tx, id);
        if (!created) throw new Error(`stock type ${id} vanished`);
        const view = toAdminStockType(created);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "stock_type.create",
          targetKind: "stock_type",
          targetId: id,
          after: view,
        });
        return view;
      }),
    "stock_type_in_use",
  );
}

/** Whether a unit allows fractions is fixed once products count stock in it. */
export async function updateStockType(
  db: Database,
  admin: Admin,
  id: number,
  body: StockTypeUpdateBody,
): Promise<AdminStockType> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminStockType(tx, id, { lock: true });
    if (!before) throw new AppError("stock_type_not_found");
    if (
      body.allows_fraction !== undefined &&
      body.allows_fraction !== before.row.allowsFraction &&
      Number(before.productCount) > 0
    ) {
      throw new AppError("stock_type_in_use");
    }
    await repo.updateStockType(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      allowsFraction: body.allows_fraction,
      sortOrder: body.sort_order,
    });
    const after = await repo.findAdminStockType(tx, id);
    if (!after) throw new Error(`stock type ${id} vanished`);
    const view = toAdminStockType(after);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "stock_type.update",
      targetKind: "stock_type",
      targetId: id,
      before: toAdminStockType(before),
      after: view,
    });
    return view;
  });
}

export async function deleteStockType(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction(async (tx) => {
        const before = await repo.findAdminStockType(tx, id, { lock: true });
        if (!before) throw new AppError("stock_type_not_found");
        if (Number(before.productCount) > 0) throw new AppError("stock_type_in_use");
        await repo.deleteStockType(tx, id);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "stock_type.delete",
          targetKind: "stock_type",
          targetId: id,
          before: toAdminStockType(before),
        });
      }),
    "stock_type_in_use",
  );
}

// ---------------------------------------------------------------------------------------------
// Package types
// ---------------------------------------------------------------------------------------------

function toAdminPackageType({ row, useCount }: repo.AdminPackageTypeRow): AdminPackageType {
  return {
    id: row.id,
    code: row.code,
    title: row.nameFa,
    title_en: row.nameEn,
    sort_order: row.sortOrder,
    use_count: Number(useCount),
  };
}

export function listPackageTypesForAdmin(db: Database, query: AdminUnitsQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAdminPackageTypes(db, { ...window, used: usedOf(query.use), sort: query.sort }),
    toAdminPackageType,
  );
}

export async function createPackageType(
  db: Database,
  admin: Admin,
  body: PackageTypeCreateBody,
): Promise<AdminPackageType> {
  return guarded(
    () =>
      db.transaction(async (tx) => {
        if (await repo.packageTypeCodeTaken(tx, body.code)) throw new AppError("code_taken");
        const id = await repo.insertPackageType(tx, {
          code: body.code,
          nameFa: body.title,
          nameEn: body.title_en,
          sortOrder: body.sort_order,
        });
        const created = await repo.findAdminPackageType(tx, id);
        if (!created) throw new Error(`package type ${id} vanished`);
        const view = toAdminPackageType(created);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "package_type.create",
          targetKind: "package_type",
          targetId: id,
          after: view,
        });
        return view;
      }),
    "package_type_in_use",
  );
}

export async function updatePackageType(
  db: Database,
  admin: Admin,
  id: number,
  body: PackageTypeUpdateBody,
): Promise<AdminPackageType> {
  return db.transaction(async (tx) => {
    const before = await repo.findAdminPackageType(tx, id, { lock: true });
    if (!before) throw new AppError("package_type_not_found");
    await repo.updatePackageType(tx, id, {
      nameFa: body.title,
      nameEn: body.title_en,
      sortOrder: body.sort_order,
    });
    const after = await repo.findAdminPackageType(tx, id);
    if (!after) throw new Error(`package type ${id} vanished`);
    const view = toAdminPackageType(after);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "package_type.update",
      targetKind: "package_type",
      targetId: id,
      before: toAdminPackageType(before),
      after: view,
    });
    return view;
  });
}

export async function deletePackageType(db: Database, admin: Admin, id: number): Promise<void> {
  await guarded(
    () =>
      db.transaction(async (tx) => {
        const before = await repo.findAdminPackageType(tx, id, { lock: true });
        if (!before) throw new AppError("package_type_not_found");
        if (Number(before.useCount) > 0) throw new AppError("package_type_in_use");
        await repo.deletePackageType(tx, id);
        await recordAdminAction(tx, {
          adminUserId: admin.id,
          action: "package_type.delete",
          targetKind: "package_type",
          targetId: id,
          before: toAdminPackageType(before),
        });
      }),
    "package_type_in_use",
  );
}

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

function toAdminBanner(row: repo.BannerRow): AdminBanner {
  return {
    id: row.id,
    position: row.position as AdminBanner["position"],
    title: row.titleFa,
    title_en: row.titleEn,
    subtitle: row.subtitleFa,
    subtitle_en: row.subtitleEn,
    image_url: row.imageUrl,
    link_url: row.linkUrl,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function listBannersForAdmin(db: Database, query: AdminBannersQuery) {
  return pageOfRows(
    query,
    (window) =>
      repo.listAllBanners(db, {
        ...window,
        position: query.position,
        active: activeOf(query.status),
        sort: query.sort,
      }),
    toAdminBanner,
  );
}

/**
 * The address of a banner image the admin uploaded (purpose `banner_image`): its widest
 * rendition, as the home page's carousel fills the screen's width.
 */
async function bannerImageUrl(db: Database, admin: Admin, fileId: string): Promise<string> {
  const usable = await usableFileIds(db, {
    ownerId: admin.id,
    purpose: "banner_image",
    ids: [fileId],
  });
  const file = usable.has(fileId) ? (await getStoredFiles(db, [fileId])).get(fileId) : undefined;
  if (!file) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ image_file_id: "file_not_usable" }),
    });
  }
  const widths = Object.keys(file.variants)
    .map(Number)
    .sort((a, b) => b - a);
  const widest = widths[0] === undefined ? undefined : file.variants[String(widths[0])];
  return widest ?? file.url;
}

function toDate(value: string | null | undefined) {
  return value === undefined ? undefined : value === null ? null : new Date(value);
}

export async function createBanner(
  db: Database,
  admin: Admin,
  body: BannerCreateBody,
): Promise<AdminBanner> {
  const imageUrl = await bannerImageUrl(db, admin, body.image_file_id);
  return db.transaction(async (tx) => {
    const row = await repo.insertBanner(tx, {
      imageFileId: body.image_file_id,
      position: body.position,
      appName: "web",
      titleFa: body.title,
      titleEn: body.title_en,
      subtitleFa: body.subtitle,
      subtitleEn: body.subtitle_en,
      imageUrl,
      linkUrl: body.link_url,
      sortOrder: body.sort_order,
      isActive: body.is_active,
      startsAt: toDate(body.starts_at),
      endsAt: toDate(body.ends_at),
    });
    const view = toAdminBanner(row);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "banner.create",
      targetKind: "banner",
      targetId: row.id,
      after: view,
    });
    return view;
  });
}

export async function updateBanner(
  db: Database,
  admin: Admin,
  id: number,
  body: BannerUpdateBody,
): Promise<AdminBanner> {
  const imageUrl =
    body.image_file_id === undefined
      ? undefined
      : await bannerImageUrl(db, admin, body.image_file_id);
  return db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id, { lock: true });
    if (!before) throw new AppError("banner_not_found");
    const startsAt = toDate(body.starts_at) ?? (body.starts_at === null ? null : before.startsAt);
    const endsAt = toDate(body.ends_at) ?? (body.ends_at === null ? null : before.endsAt);
    // Only one end of the schedule may have been sent: checked against the stored other end.
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new AppError("validation_failed", {
        fieldErrors: fieldErrorsOf({ ends_at: "schedule_inverted" }),
      });
    }
    const row = await repo.updateBanner(tx, id, {
      position: body.position,
      titleFa: body.title,
      titleEn: body.title_en,
      subtitleFa: body.subtitle,
      subtitleEn: body.subtitle_en,
      imageUrl,
      imageFileId: body.image_file_id,
      linkUrl: body.link_url,
      sortOrder: body.sort_order,
      isActive: body.is_active,
      startsAt,
      endsAt,
    });
    if (!row) throw new AppError("banner_not_found");
    const view = toAdminBanner(row);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "banner.update",
      targetKind: "banner",
      targetId: id,
      before: toAdminBanner(before),
      after: view,
    });
    return view;
  });
}

export async function deleteBanner(db: Database, admin: Admin, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id, { lock: true });
    if (!before) throw new AppError("banner_not_found");
    await repo.deleteBanner(tx, id);
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: "banner.delete",
      targetKind: "banner",
      targetId: id,
      before: toAdminBanner(before),
    });
  });
}
