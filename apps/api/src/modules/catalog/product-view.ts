import type {
  CardRating,
  ProductCard,
  ProductDetail,
  ProductImage,
  ProductPropertyValue,
  ProductVariant,
  PropertyKind,
  PropertyOption,
  productSellerSchema,
} from "@kesht/contracts";
import type { Database, schema } from "@kesht/db";
import type { z } from "zod";
import { toStoredFile } from "../files/files.service";
import { cardRatings } from "../reviews/reviews.view";
import { isListedProduct } from "./listed-product";
import * as repo from "./products.repo";
import { type VariantRow, variantsOf } from "./variants.repo";

/*
 * Rows → the shapes of the contracts (ProductCard, ProductDetail, shop cards). Shared by the
 * storefront and a seller's own pages, so both show a product the same way.
 */

type Titled = { id: number; title: string; title_en: string };
type ProductSeller = z.infer<typeof productSellerSchema>;

function titled(row: { id: number; nameFa: string; nameEn: string } | null): Titled | null {
  return row ? { id: row.id, title: row.nameFa, title_en: row.nameEn } : null;
}

export function toProductImage(file: repo.FileRow): ProductImage {
  const stored = toStoredFile(file);
  return { id: stored.id, url: stored.url, variants: stored.variants };
}

function toCard(
  row: repo.CardRow,
  cover: repo.FileRow | undefined,
  rating: CardRating | undefined,
): ProductCard {
  return {
    id: row.id,
    name: row.name,
    latin_name: row.latinName,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    price_rials: row.priceRials,
    discount_percent: row.discountPercent,
    discounted_price_rials: row.discountedPriceRials,
    stock: row.stock,
    stock_type: {
      id: row.stockTypeId,
      code: row.stockTypeCode,
      title: row.stockTypeFa,
      title_en: row.stockTypeEn,
    },
    image: cover ? toProductImage(cover) : null,
    seller: { id: row.sellerId, store_name: row.storeName, store_name_en: row.storeNameEn },
    is_active: row.isActive,
    variant_count: row.variantCount,
    rating: rating ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Cards for a page of rows, with one more query for all their covers. */
export async function productCards(
  db: Database,
  rows: readonly repo.CardRow[],
): Promise<ProductCard[]> {
  const ids = rows.map((row) => row.id);
  const [covers, ratings] = await Promise.all([repo.coverImages(db, ids), cardRatings(db, ids)]);
  const coverOf = new Map(covers.map((cover) => [cover.productId, cover.file]));
  return rows.map((row) => toCard(row, coverOf.get(row.id), ratings.get(row.id)));
}

export function toShopSummary(row: repo.ShopRow): ProductSeller {
  return {
    id: row.shop.id,
    store_name: row.shop.storeName,
    store_name_en: row.shop.storeNameEn,
    logo: row.logo ? toProductImage(row.logo) : null,
    city: titled(row.city),
    province: titled(row.province),
  };
}

type PropertyRow = typeof schema.categoryProperties.$inferSelect;

/** A stored value with its property's titles; a select's value shown by its option's titles. */
export function toPropertyValue(property: PropertyRow, value: string): ProductPropertyValue {
  const option =
    property.kind === "select"
      ? (property.options as PropertyOption[]).find((candidate) => candidate.value === value)
      : undefined;
  return {
    property_id: property.id,
    key: property.key,
    title: property.nameFa,
    title_en: property.nameEn,
    kind: property.kind as PropertyKind,
    value,
    value_title: option?.title ?? value,
    value_title_en: option?.title_en ?? value,
    unit: property.unitFa,
    unit_en: property.unitEn,
  };
}

export async function productPropertyValues(
  db: Database,
  productId: number,
): Promise<ProductPropertyValue[]> {
  const rows = await repo.productPropertyRows(db, productId);
  return rows.map((row) => toPropertyValue(row.property, row.value));
}

/** Customers see a product only while it is active and its shop approved (deleted: never found). */
export function isListed(product: repo.ProductRow): boolean {
  return isListedProduct({
    isActive: product.card.isActive,
    categoriesActive: product.categoriesActive,
    shopReviewStatus: product.reviewStatus,
  });
}

export function toVariant(row: VariantRow): ProductVariant {
  return {
    id: row.id,
    label: row.label,
    label_en: row.labelEn,
    price_rials: row.priceRials,
    discount_percent: row.discountPercent,
    discounted_price_rials: row.discountedPriceRials,
    stock: Number(row.stock),
    stock_type: {
      id: row.stockType.id,
      code: row.stockType.code,
      title: row.stockType.nameFa,
      title_en: row.stockType.nameEn,
    },
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
  };
}

/** Everything a product page shows: a few more queries (images, properties, variants). */
export async function productDetail(db: Database, row: repo.ProductRow): Promise<ProductDetail> {
  const images = await repo.productImageFiles(db, row.card.id);
  const properties = await productPropertyValues(db, row.card.id);
  const variants = await variantsOf(db, row.card.id);
  const ratings = await cardRatings(db, [row.card.id]);
  const card = toCard(row.card, images[0], ratings.get(row.card.id));
  return {
    ...card,
    description: row.description,
    latin_description: row.latinDescription,
    category: { id: row.category.id, title: row.category.nameFa, title_en: row.category.nameEn },
    subcategory: titled(row.subcategory),
    preparation_days: row.preparationDays,
    images: images.map(toProductImage),
    properties,
    seller: toShopSummary(row),
    variants: variants.map(toVariant),
    updated_at: row.updatedAt.toISOString(),
  };
}
