import {
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
  type ProductBodyParsed,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  type SessionUser,
  type sellerProductsQuerySchema,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { Storage } from "../../lib/storage";
import { deleteOwnedFile } from "../files/files.service";
import { pageWindow, splitPage } from "./paging";
import { prepareProduct } from "./product-checks";
import { productCards, productDetail } from "./product-view";
import { addProduct, changeProduct } from "./product-writes";
import * as products from "./products.repo";
import { parseSearchQuery } from "./search.query";
import * as repo from "./seller-products.repo";
import { liveVariantIds } from "./variants.repo";

type ListInput = z.output<typeof sellerProductsQuerySchema>;

/*
 * A seller's own products. Every call checks that the product is the seller's: another
 * seller's product is a 403, a missing or deleted one a 404. A shop may write products
 * before an admin approves it; customers see them once it is approved.
 */

/** Only a shop that finished registering has a shop row its products can hang on. */
export async function assertCanWrite(db: Database, user: SessionUser) {
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
  const prepared = await prepareProduct(db, user.id, input);
  const id = await db.transaction(async (tx) => {
    const productId = await addProduct(tx, user.id, {
      ...prepared.values,
      variants: prepared.variants,
    });
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
  const prepared = await prepareProduct(db, user.id, input, await liveVariantIds(db, productId));
  const dropped = await db.transaction(async (tx) => {
    // Locked and checked again: the product may have been deleted since.
    await assertOwner(tx, user, productId, { lock: true });
    const before = await repo.imageIds(tx, productId);
    await changeProduct(tx, productId, { ...prepared.values, variants: prepared.variants });
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
