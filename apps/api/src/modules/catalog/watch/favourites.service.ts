import type { FavouriteIds, ProductPage, ShopCard } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../../lib/app-error";
import { pageWindow, splitPage } from "../paging";
import { isListed, productCards, toShopSummary } from "../product-view";
import * as products from "../products.repo";
import { countListedProductsOf } from "../storefront.repo";
import * as repo from "./favourites.repo";

/*
 * Favourite products and shops (issue 30 item 1): per person, idempotent. Only what
 * customers can see may be added (404 otherwise, as the storefront answers); a product or
 * shop that leaves the storefront drops out of the lists until it is back.
 */

type Page = { page: number; per_page: number };

export async function favouriteProduct(
  db: Database,
  userId: number,
  productId: number,
  on: boolean,
): Promise<{ favourite: boolean }> {
  if (!on) {
    await repo.removeProduct(db, userId, productId);
    return { favourite: false };
  }
  const product = await products.findProduct(db, productId);
  if (!product || !isListed(product)) throw new AppError("product_not_found");
  await repo.addProduct(db, userId, productId);
  return { favourite: true };
}

export async function favouriteShop(
  db: Database,
  userId: number,
  sellerId: number,
  on: boolean,
): Promise<{ favourite: boolean }> {
  if (!on) {
    await repo.removeShop(db, userId, sellerId);
    return { favourite: false };
  }
  const shop = await products.findShop(db, sellerId);
  if (shop?.shop.reviewStatus !== "approved") throw new AppError("shop_not_found");
  await repo.addShop(db, userId, sellerId);
  return { favourite: true };
}

export async function listFavouriteProducts(
  db: Database,
  userId: number,
  input: Page,
): Promise<ProductPage> {
  const rows = await repo.listProducts(db, { userId, ...pageWindow(input.page, input.per_page) });
  const page = splitPage(rows, input.per_page);
  return {
    items: await productCards(db, page.rows),
    page: input.page,
    per_page: input.per_page,
    has_more: page.hasMore,
  };
}

export async function listFavouriteShops(
  db: Database,
  userId: number,
  input: Page,
): Promise<{ items: ShopCard[]; page: number; per_page: number; has_more: boolean }> {
  const rows = await repo.listShops(db, { userId, ...pageWindow(input.page, input.per_page) });
  const page = splitPage(rows, input.per_page);
  const items = await Promise.all(
    page.rows.map(async (row) => ({
      ...toShopSummary(row),
      product_count: await countListedProductsOf(db, row.shop.id),
    })),
  );
  return { items, page: input.page, per_page: input.per_page, has_more: page.hasMore };
}

export async function favouriteIds(db: Database, userId: number): Promise<FavouriteIds> {
  const [productIds, shopIds] = await Promise.all([
    repo.productIds(db, userId),
    repo.shopIds(db, userId),
  ]);
  return { product_ids: productIds, shop_ids: shopIds };
}

/** What the shop's dashboard shows: people who keep the shop, and favourites of its products. */
export async function favouriteCounts(
  db: Database,
  sellerId: number,
): Promise<{ shop: number; products: number }> {
  const [shop, productsCount] = await Promise.all([
    repo.countShopFans(db, sellerId),
    repo.countProductFavourites(db, sellerId),
  ]);
  return { shop, products: productsCount };
}
