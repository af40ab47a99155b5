import { type Database, preparedQuery, schema } from "@kesht/db";
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { coverFirst } from "./product-cover";
import { productStockTotal, productVariantCount } from "./variants.repo";

/*
 * Product reads shared by the storefront and a seller's own pages: the columns of a card,
 * the rest of a product page, images and property values. Every query here is by primary
 * key or by a page's product ids, and of one shape whatever the values: they are prepared
 * (`preparedQuery`), since every product page and list that misses the read cache runs them.
 */

const {
  categories,
  categoryProperties,
  cities,
  files,
  productImages,
  productProperties,
  products,
  provinces,
  sellers,
  stockTypes,
} = schema;

export type FileRow = typeof files.$inferSelect;

/** The join every product list makes; sellers by primary key. */
export const productSeller = eq(sellers.userId, products.sellerId);

/**
 * Newest first, spelled as the indexes are (`created_at desc nulls last, id desc nulls
 * last`): the columns are never null, but plain `desc` means `nulls first` and would keep
 * the planner from walking products_listed_newest_idx and products_category_idx, sorting
 * every listed product instead of reading one page.
 */
export const newestFirst: SQL[] = [
  sql`${products.createdAt} desc nulls last`,
  sql`${products.id} desc nulls last`,
];

/** The columns a product card shows; price and unit are its cheapest variant's (decision 041). */
export const cardColumns = {
  id: products.id,
  sellerId: products.sellerId,
  storeName: sellers.storeName,
  storeNameEn: sellers.storeNameEn,
  name: products.name,
  latinName: products.latinName,
  categoryId: products.categoryId,
  subcategoryId: products.subcategoryId,
  stock: productStockTotal(),
  variantCount: productVariantCount(),
  stockTypeId: products.stockTypeId,
  stockTypeFa: stockTypes.nameFa,
  stockTypeEn: stockTypes.nameEn,
  stockTypeCode: stockTypes.code,
  priceRials: products.priceRials,
  discountPercent: products.discountPercent,
  discountedPriceRials: products.discountedPriceRials,
  isActive: products.isActive,
  createdAt: products.createdAt,
};

/** A card query's FROM: products with their shop and stock unit. */
export function selectCards(db: Database) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(sellers, productSeller)
    .innerJoin(stockTypes, eq(stockTypes.id, products.stockTypeId));
}
export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];

const coverImagesOf = preparedQuery("product_covers", (db, name) =>
  db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      file: files,
    })
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    // `= any(array)` rather than `in (…)`: one statement for any number of products.
    .where(sql`${productImages.productId} = any(${sql.placeholder("productIds")}::int[])`)
    .orderBy(productImages.productId, coverFirst)
    .prepare(name),
);

/** Each product's first image (its cover), with the file row to show it by. */
export async function coverImages(
  db: Database,
  productIds: readonly number[],
): Promise<{ productId: number; file: FileRow }[]> {
  if (productIds.length === 0) return [];
  return coverImagesOf(db).execute({ productIds: [...productIds] });
}

/**
 * A shop as a product page and a shop card show it: name, logo, city and province. Spread
 * into a select (top-level keys), with sellers joined and files, cities and provinces
 * left-joined as `joinShopDetails` does.
 */
export const shopSelection = {
  shop: {
    id: sellers.userId,
    storeName: sellers.storeName,
    storeNameEn: sellers.storeNameEn,
    reviewStatus: sellers.reviewStatus,
    latitude: sellers.latitude,
    longitude: sellers.longitude,
    createdAt: sellers.createdAt,
  },
  logo: files,
  city: { id: cities.id, nameFa: cities.nameFa, nameEn: cities.nameEn },
  province: { id: provinces.id, nameFa: provinces.nameFa, nameEn: provinces.nameEn },
};

const subcategories = alias(categories, "subcategories");

const productById = preparedQuery("product_by_id", (db, name) =>
  db
    .select({
      card: cardColumns,
      description: products.description,
      latinDescription: products.latinDescription,
      preparationDays: products.preparationDays,
      updatedAt: products.updatedAt,
      reviewStatus: sellers.reviewStatus,
      categoriesActive: sql<boolean>`(${categories.isActive} and coalesce(${subcategories.isActive}, true))`,
      category: { id: categories.id, nameFa: categories.nameFa, nameEn: categories.nameEn },
      subcategory: {
        id: subcategories.id,
        nameFa: subcategories.nameFa,
        nameEn: subcategories.nameEn,
      },
      ...shopSelection,
    })
    .from(products)
    .innerJoin(sellers, productSeller)
    .innerJoin(stockTypes, eq(stockTypes.id, products.stockTypeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .leftJoin(provinces, eq(provinces.id, sellers.provinceId))
    .where(and(eq(products.id, sql.placeholder("id")), isNull(products.deletedAt)))
    .prepare(name),
);

/**
 * One product with its category, subcategory, unit and shop (logo, city, province), in one
 * query by primary keys; deleted products are not found.
 */
export async function findProduct(db: Database, id: number) {
  const [row] = await productById(db).execute({ id });
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

const imagesOfProduct = preparedQuery("product_images", (db, name) =>
  db
    .select(getTableColumns(files))
    .from(productImages)
    .innerJoin(files, eq(files.id, productImages.fileId))
    .where(eq(productImages.productId, sql.placeholder("productId")))
    .orderBy(asc(productImages.position))
    .prepare(name),
);

/** A product's images in the seller's order. */
export function productImageFiles(db: Database, productId: number): Promise<FileRow[]> {
  return imagesOfProduct(db).execute({ productId });
}

const propertiesOfProduct = preparedQuery("product_properties", (db, name) =>
  db
    .select({ value: productProperties.value, property: categoryProperties })
    .from(productProperties)
    .innerJoin(categoryProperties, eq(categoryProperties.id, productProperties.propertyId))
    .where(eq(productProperties.productId, sql.placeholder("productId")))
    .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id))
    .prepare(name),
);

/** A product's property values with their properties, in the category's order. */
export function productPropertyRows(db: Database, productId: number) {
  return propertiesOfProduct(db).execute({ productId });
}

export function selectShops(db: Database) {
  return db
    .select(shopSelection)
    .from(sellers)
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(cities, eq(cities.id, sellers.cityId))
    .leftJoin(provinces, eq(provinces.id, sellers.provinceId));
}
export type ShopRow = Awaited<ReturnType<ReturnType<typeof selectShops>["execute"]>>[number];

const shopById = preparedQuery("shop_by_id", (db, name) =>
  selectShops(db)
    .where(eq(sellers.userId, sql.placeholder("sellerId")))
    .prepare(name),
);

export async function findShop(db: Database, sellerId: number): Promise<ShopRow | undefined> {
  const [row] = await shopById(db).execute({ sellerId });
  return row;
}
