import {
  fieldErrorsOf,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  type ProductBodyParsed,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  type PropertyKind,
  type PropertyOption,
  type SessionUser,
  type sellerProductsQuerySchema,
  type ValidationMessageKey,
} from "@kesht/contracts";
import { type Database, productSearchDocument } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage";
import { deleteOwnedFile, usableFileIds } from "../files/files.service";
import { pageWindow, splitPage } from "./paging";
import { checkProperties, productPrices } from "./product-rules";
import { productCards, productDetail } from "./product-view";
import * as products from "./products.repo";
import * as reference from "./reference.repo";
import { listPropertiesFor } from "./reference.service";
import { parseSearchQuery } from "./search.query";
import * as repo from "./seller-products.repo";
import { cheapestOf, checkVariants, variantLabels, variantsOfBody } from "./seller-variants";
import type { VariantValues } from "./variants.repo";
import * as variantsRepo from "./variants.repo";

type ListInput = z.output<typeof sellerProductsQuerySchema>;

/*
 * A seller's own products. Every call checks that the product is the seller's: another
 * seller's product is a 403, a missing or deleted one a 404. A shop may write products
 * before an admin approves it; customers see them once it is approved.
 */

function invalid(problems: Record<string, ValidationMessageKey>): AppError {
  return new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
}

/** Only a shop that finished registering has a shop row its products can hang on. */
async function assertCanWrite(db: Database, user: SessionUser) {
  if (user.registration !== "complete") throw new AppError("shop_registration_incomplete");
  if (!(await repo.sellerExists(db, user.id))) throw new AppError("shop_not_found");
}

async function assertOwner(
  db: Database,
  user: SessionUser,
  productId: number,
  options: { lock?: boolean } = {},
) {
  const owner = await repo.productOwner(db, productId, options);
  if (!owner) throw new AppError("product_not_found");
  if (owner.sellerId !== user.id) throw new AppError("forbidden");
}

interface Prepared {
  values: repo.ProductValues;
  variants: (VariantValues & { id?: number })[];
  imageIds: string[];
  properties: { propertyId: number; value: string }[];
}

/**
 * Checks a product body against the database and computes what is stored: prices in
 * rials, normalised property values and the search document. Every problem is collected,
 * so the form can show them all at once.
 */
async function prepare(
  db: Database,
  sellerId: number,
  input: ProductBodyParsed,
  liveVariantIds: readonly number[] = [],
): Promise<Prepared> {
  const problems: Record<string, ValidationMessageKey> = {};
  const variants = variantsOfBody(input, liveVariantIds);

  const category = await reference.findCategory(db, input.category_id);
  const topLevel = category && category.parentId === null ? category : undefined;
  if (!topLevel) problems.category_id = "invalid_choice";

  const subcategoryId = input.subcategory_id ?? null;
  const subcategory =
    subcategoryId === null ? undefined : await reference.findCategory(db, subcategoryId);
  if (subcategoryId !== null) {
    if (!subcategory) problems.subcategory_id = "invalid_choice";
    else if (topLevel && subcategory.parentId !== topLevel.id) {
      problems.subcategory_id = "subcategory_not_in_category";
    }
  }

  await checkVariants(db, variants, liveVariantIds, problems);

  // A subcategory that failed its check above narrows nothing; its own problem is reported.
  const narrowedTo =
    subcategory && topLevel && subcategory.parentId === topLevel.id ? subcategory.id : null;
  const rules = topLevel ? await listPropertiesFor(db, topLevel.id, narrowedTo) : [];
  const checked = topLevel
    ? checkProperties(
        rules.map((rule) => ({
          id: rule.id,
          kind: rule.kind as PropertyKind,
          options: rule.options as PropertyOption[],
          required: rule.isRequired,
        })),
        input.properties,
      )
    : { values: [], problems: {} };
  Object.assign(problems, checked.problems);

  const imageProblem = await imageIdsProblem(db, sellerId, input.image_ids);
  if (imageProblem) problems.image_ids = imageProblem;

  if (Object.keys(problems).length > 0 || !topLevel) throw invalid(problems);

  const ruleOf = new Map(rules.map((rule) => [rule.id, rule]));
  const propertyTexts = checked.values.flatMap(({ propertyId, value }) => {
    const rule = ruleOf.get(propertyId);
    const option =
      rule?.kind === "select"
        ? (rule.options as PropertyOption[]).find((candidate) => candidate.value === value)
        : undefined;
    return option ? [option.title, option.title_en] : [value];
  });
  const categoryTitles = [topLevel, subcategory].flatMap((row) =>
    row ? [row.nameFa, row.nameEn] : [],
  );
  const searchDocument = productSearchDocument({
    name: input.name,
    latinName: input.latin_name,
    description: input.description,
    latinDescription: input.latin_description,
    categoryTitles,
    propertyTexts: [...propertyTexts, ...variants.flatMap(({ input }) => variantLabels(input))],
  });
  const stored = variants.map(({ input: variant }) => ({
    ...(variant.id === undefined ? {} : { id: variant.id }),
    label: variant.label ?? "",
    labelEn: variant.label_en ?? "",
    ...productPrices(variant.price_toman, variant.discount_percent),
    discountPercent: variant.discount_percent,
    stock: variant.stock,
    stockTypeId: variant.stock_type_id,
    weightKg: variant.weight_kg ?? null,
  }));

  return {
    values: {
      name: input.name,
      latinName: input.latin_name,
      categoryId: topLevel.id,
      subcategoryId: subcategory?.id ?? null,
      ...cheapestOf(stored),
      preparationDays: input.preparation_days,
      description: input.description,
      latinDescription: input.latin_description,
      searchDocument,
    },
    variants: stored,
    imageIds: input.image_ids,
    properties: checked.values,
  };
}

/** Images must be this seller's uploads for products, each named once. */
async function imageIdsProblem(
  db: Database,
  sellerId: number,
  ids: readonly string[],
): Promise<ValidationMessageKey | null> {
  if (ids.length === 0) return null;
  if (new Set(ids).size !== ids.length) return "duplicate_file";
  const usable = await usableFileIds(db, { ownerId: sellerId, purpose: "product_image", ids });
  return ids.every((id) => usable.has(id)) ? null : "file_not_usable";
}

async function ownDetail(db: Database, productId: number): Promise<ProductDetail> {
  const row = await products.findProduct(db, productId);
  if (!row) throw new AppError("product_not_found");
  return productDetail(db, row);
}

export async function listOwnProducts(
  db: Database,
  user: SessionUser,
  input: ListInput,
): Promise<ProductPage> {
  const rows = await repo.listOwnProducts(db, {
    sellerId: user.id,
    status: input.status,
    search: parseSearchQuery(input.search),
    ...pageWindow(input.page, input.per_page),
  });
  const page = splitPage(rows, input.per_page);
  return {
    items: await productCards(db, page.rows),
    page: input.page,
    per_page: input.per_page,
    has_more: page.hasMore,
  };
}

/** The seller's listed products running out (LOW_STOCK_THRESHOLD), the lowest first. */
export async function listOwnLowStockProducts(
  db: Database,
  sellerId: number,
): Promise<{ threshold: number; products: ProductCard[]; total: number }> {
  const threshold = LOW_STOCK_THRESHOLD;
  const [rows, total] = await Promise.all([
    repo.listLowStockProducts(db, { sellerId, threshold, limit: LOW_STOCK_LIST_LIMIT }),
    repo.countLowStockProducts(db, { sellerId, threshold }),
  ]);
  return { threshold, products: await productCards(db, rows), total };
}

export async function getOwnProduct(
  db: Database,
  user: SessionUser,
  productId: number,
): Promise<ProductDetail> {
  await assertOwner(db, user, productId);
  return ownDetail(db, productId);
}

/** A new product: the row, its images in order and its property values, in one transaction. */
export async function createOwnProduct(
  db: Database,
  user: SessionUser,
  input: ProductBodyParsed,
): Promise<ProductDetail> {
  await assertCanWrite(db, user);
  const prepared = await prepare(db, user.id, input);
  const id = await db.transaction(async (tx) => {
    const productId = await repo.insertProduct(tx, user.id, prepared.values);
    await variantsRepo.writeVariants(tx, productId, prepared.variants);
    await repo.replaceImages(tx, productId, prepared.imageIds);
    await repo.replaceProperties(tx, productId, prepared.properties);
    return productId;
  });
  return ownDetail(db, id);
}

/**
 * Replaces a product's details, images and properties. Photos the seller took off the
 * product and that no other product shows are deleted afterwards, bytes and all.
 */
export async function updateOwnProduct(
  db: Database,
  storage: Storage,
  user: SessionUser,
  productId: number,
  input: ProductBodyParsed,
): Promise<ProductDetail> {
  await assertOwner(db, user, productId);
  const prepared = await prepare(
    db,
    user.id,
    input,
    await variantsRepo.liveVariantIds(db, productId),
  );
  const dropped = await db.transaction(async (tx) => {
    // Locked and checked again: the product may have been deleted since.
    await assertOwner(tx, user, productId, { lock: true });
    const before = await repo.imageIds(tx, productId);
    await repo.updateProduct(tx, productId, prepared.values);
    await variantsRepo.writeVariants(tx, productId, prepared.variants);
    await repo.replaceImages(tx, productId, prepared.imageIds);
    await repo.replaceProperties(tx, productId, prepared.properties);
    return before.filter((id) => !prepared.imageIds.includes(id));
  });
  const stillShown = await repo.filesInUse(db, dropped, productId);
  for (const id of dropped.filter((fileId) => !stillShown.has(fileId))) {
    await deleteOwnedFile(db, storage, { ownerId: user.id, id });
  }
  return ownDetail(db, productId);
}

/** Activates or deactivates: an inactive product stays the seller's but leaves the storefront. */
export async function setOwnProductActive(
  db: Database,
  user: SessionUser,
  productId: number,
  active: boolean,
): Promise<ProductDetail> {
  await db.transaction(async (tx) => {
    await assertOwner(tx, user, productId, { lock: true });
    await repo.setActive(tx, productId, active);
  });
  return ownDetail(db, productId);
}

/**
 * Deletes a product for everyone: it leaves every list and page. The row stays (marked
 * deleted), so orders that name it keep their history.
 */
export async function deleteOwnProduct(
  db: Database,
  user: SessionUser,
  productId: number,
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    await assertOwner(tx, user, productId, { lock: true });
    await repo.softDelete(tx, productId);
  });
  return { id: productId };
}
