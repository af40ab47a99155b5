import { z } from "zod";
import { storedFileSchema, uploadRules } from "./accounts";
import { id, queryId } from "./ids";
import { queryNumber } from "./query";
import { optionalText, text } from "./text";
import { typedNumber } from "./typed-number";

/*
 * Catalogue contracts: reference data (categories, properties, units, packages, banners),
 * products as sellers write them and as customers see them, shops, search suggestions and
 * the title translator. Money is integer rials on the wire (`*_rials`); forms take toman.
 */

// ---------------------------------------------------------------------------------------------
// Reference data
// ---------------------------------------------------------------------------------------------

/** A top-level category (parent_id null) or a subcategory of one. */
export const categorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  /** One of `categoryIconKeys`, or a key the web app does not draw yet (shown as a leaf). */
  icon: z.string(),
  /** Active products of approved sellers in this category and its subcategories. */
  product_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /product/sub-categories?category_id=`; without it, every subcategory. */
export const subCategoriesQuerySchema = z.strictObject({ category_id: queryId().optional() });

export const propertyKinds = ["text", "select", "number", "date"] as const;
export type PropertyKind = (typeof propertyKinds)[number];

export const propertyOptionSchema = z.object({
  value: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export type PropertyOption = z.infer<typeof propertyOptionSchema>;

/** A property a category's products describe themselves by: variety, grade, origin, harvest date… */
export const categoryPropertySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  title_en: z.string(),
  kind: z.enum(propertyKinds),
  /** The choices of a `select` property; empty otherwise. */
  options: z.array(propertyOptionSchema),
  /** Shown after a `number` value (e.g. "%", "g"), in both languages; null when none. */
  unit: z.string().nullable(),
  unit_en: z.string().nullable(),
  required: z.boolean(),
});
export type CategoryProperty = z.infer<typeof categoryPropertySchema>;

/**
 * `GET /products/properties?category_id=&subcategory_id=`: the properties of a category (or of
 * its parent when `category_id` names a subcategory), with the options the subcategory's
 * products may choose.
 */
export const categoryPropertiesQuerySchema = z.strictObject({
  category_id: queryId(),
  subcategory_id: queryId().optional(),
});
export type CategoryPropertiesQuery = z.output<typeof categoryPropertiesQuerySchema>;

export const stockTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  /** Kilograms may be fractional (2.5 kg); pieces, crates and heads are whole. */
  allows_fraction: z.boolean(),
});
export type StockType = z.infer<typeof stockTypeSchema>;

export const packageTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
});
export type PackageType = z.infer<typeof packageTypeSchema>;

export const bannerPositions = ["home_top", "home_middle"] as const;
export const bannerAppNames = ["web"] as const;

export const bannersQuerySchema = z.strictObject({
  position: z.enum(bannerPositions, "invalid_choice"),
  app_name: z.enum(bannerAppNames, "invalid_choice").default("web"),
});

export const bannerSchema = z.object({
  id: z.number().int(),
  position: z.enum(bannerPositions),
  title: z.string(),
  title_en: z.string(),
  subtitle: z.string(),
  subtitle_en: z.string(),
  /** A path on the web app (e.g. /banners/saffron.webp) or an absolute URL. */
  image_url: z.string(),
  /**
   * An uploaded image's narrower renditions by width in pixels, for `srcset`; empty for the
   * app's own banners (the web app sizes those itself).
   */
  image_variants: z.record(z.string(), z.string()),
  /** Where the banner leads: a path inside the app. */
  link_url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

// ---------------------------------------------------------------------------------------------
// Products as a seller writes them
// ---------------------------------------------------------------------------------------------

export const productRules = {
  nameMaxLength: 120,
  descriptionMaxLength: 4000,
  maxImages: uploadRules.maxImages,
  maxDiscountPercent: 90,
  maxPreparationDays: 60,
  /**
   * 1 billion toman a unit: far above any farm product, low enough to catch a slipped finger,
   * and with `cartRules` it keeps every total a safe integer (decision 015).
   */
  maxPriceToman: 1_000_000_000,
  maxStock: 100_000_000,
  propertyValueMaxLength: 200,
  /** Packs and sizes a product may sell in (decision 041). */
  maxVariants: 12,
  variantLabelMaxLength: 60,
  /** What one unit of a variant may weigh: a 100-tonne lot is far beyond a farm's pack. */
  maxVariantWeightKg: 100_000,
} as const;

const requiredId = id;

export const productPropertyValueInputSchema = z.strictObject({
  property_id: requiredId(),
  value: text({ max: productRules.propertyValueMaxLength, min: 0 }),
});

const stockAmount = () =>
  typedNumber().pipe(
    z.number().min(0, "invalid_number").max(productRules.maxStock, "invalid_number"),
  );
const priceToman = () =>
  typedNumber().pipe(
    z
      .number()
      .int("invalid_number")
      .min(1, "positive_number")
      .max(productRules.maxPriceToman, "invalid_number"),
  );
const discountPercent = () =>
  typedNumber()
    .pipe(z.number().int("invalid_number").min(0).max(productRules.maxDiscountPercent))
    .default(0);
const variantLabel = () => optionalText({ max: productRules.variantLabelMaxLength, kind: "name" });

/**
 * One pack or size of a product as the seller writes it: `id` names a variant the product
 * already has (kept, and edited), none makes a new one. `weight_kg` is what one unit weighs
 * when its unit does not say (a box of 5 kg); left out, the unit's own weight counts.
 */
export const productVariantInputSchema = z.strictObject({
  id: requiredId("invalid_choice").optional(),
  label: variantLabel(),
  label_en: variantLabel(),
  price_toman: priceToman(),
  discount_percent: discountPercent(),
  stock: stockAmount(),
  stock_type_id: requiredId("invalid_choice"),
  weight_kg: typedNumber()
    .pipe(
      z.number().positive("positive_number").max(productRules.maxVariantWeightKg, "invalid_number"),
    )
    .nullable()
    .optional(),
});
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;
export type ProductVariantInputParsed = z.output<typeof productVariantInputSchema>;

/** The single-variant fields: given when `variants` is not, never beside it. */
const singleVariantFields = ["price_toman", "stock", "stock_type_id"] as const;

/**
 * `POST /seller/products` and `PUT /seller/products/:id`. A product sells in `variants`
 * (packs, sizes, grades; each named when there are several), or, for a product with one,
 * in the single-variant fields `price_toman`, `discount_percent`, `stock` and
 * `stock_type_id` as before variants existed.
 */
export const productBodySchema = z
  .strictObject({
    name: text({ max: productRules.nameMaxLength, kind: "name" }),
    latin_name: optionalText({ max: productRules.nameMaxLength, kind: "name" }),
    category_id: requiredId("invalid_choice"),
    subcategory_id: requiredId("invalid_choice").nullable().optional(),
    stock: stockAmount().optional(),
    stock_type_id: requiredId("invalid_choice").optional(),
    price_toman: priceToman().optional(),
    discount_percent: discountPercent(),
    variants: z
      .array(productVariantInputSchema)
      .min(1, "required")
      .max(productRules.maxVariants, "too_many_variants")
      .optional(),
    preparation_days: typedNumber()
      .pipe(z.number().int("invalid_number").min(0).max(productRules.maxPreparationDays))
      .default(0),
    description: optionalText({ max: productRules.descriptionMaxLength, kind: "lines" }),
    latin_description: optionalText({
      max: productRules.descriptionMaxLength,
      kind: "lines",
    }),
    image_ids: z
      .array(z.string().min(1))
      .max(productRules.maxImages, "too_many_images")
      .default([]),
    properties: z.array(productPropertyValueInputSchema).max(40).default([]),
  })
  .superRefine(
    (body, context) => {
      const { variants } = body;
      if (variants === undefined) {
        for (const field of singleVariantFields) {
          if (body[field] === undefined) {
            context.addIssue({ code: "custom", path: [field], message: "required" });
          }
        }
        return;
      }
      if (!Array.isArray(variants)) return;
      for (const field of singleVariantFields) {
        if (body[field] !== undefined) {
          context.addIssue({ code: "custom", path: [field], message: "not_with_variants" });
        }
      }
      if (variants.length < 2) return;
      // Several variants are told apart by name: each has one, and no two share it.
      const seen = new Set<string>();
      variants.forEach((variant, index) => {
        if (typeof variant?.label !== "string" || variant.label === "") {
          context.addIssue({
            code: "custom",
            path: ["variants", index, "label"],
            message: "variant_label_required",
          });
          return;
        }
        const key = variant.label.toLowerCase();
        if (seen.has(key)) {
          context.addIssue({
            code: "custom",
            path: ["variants", index, "label"],
            message: "duplicate_variant_label",
          });
        }
        seen.add(key);
      });
    },
    // Also when other fields failed: the form shows every problem at once.
    { when: () => true },
  );
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductBodyParsed = z.output<typeof productBodySchema>;

/** `PUT /seller/products/:id/active`: activate or deactivate. */
export const productActiveBodySchema = z.strictObject({ active: z.boolean("required") });

export const productIdParamsSchema = z.object({ id: queryId() });

export const sellerProductStatuses = ["all", "active", "inactive"] as const;

export const listPageSizes = { default: 24, max: 48 } as const;

const pageQuery = queryNumber((n) => n.int("invalid_number").min(1, "positive_number")).default(1);
const perPageQuery = queryNumber((n) =>
  n.int("invalid_number").min(1, "positive_number").max(listPageSizes.max),
).default(listPageSizes.default);

/** `GET /seller/products`: the seller's own products, newest first. */
export const sellerProductsQuerySchema = z.strictObject({
  status: z.enum(sellerProductStatuses, "invalid_choice").default("all"),
  search: text({ max: 100, min: 0 }).optional(),
  page: pageQuery,
  per_page: perPageQuery,
});

/** `GET /translate-title?title=`: a latin name suggested for a Persian product title. */
export const translateTitleQuerySchema = z.strictObject({
  title: text({ max: productRules.nameMaxLength, kind: "name" }),
});
export const translateTitleSchema = z.object({
  title_en: z.string(),
  /** `dictionary` when every word was known, `transliteration` when none, else `mixed`. */
  source: z.enum(["dictionary", "transliteration", "mixed"]),
});
export type TranslateTitle = z.infer<typeof translateTitleSchema>;

// ---------------------------------------------------------------------------------------------
// Products as customers (and their sellers) see them
// ---------------------------------------------------------------------------------------------

const titled = z.object({ id: z.number().int(), title: z.string(), title_en: z.string() });

/**
 * The unit a product is sold in, with both titles and its code (kg, piece, …), by which the
 * pages say an amount of it in words: "1 kilogram", "3,000 kilograms".
 */
export const stockUnitSchema = titled.extend({ code: z.string() });
export type StockUnit = z.infer<typeof stockUnitSchema>;

/** A shop by name: Persian `store_name`, Latin `store_name_en` (English pages show it). */
export const shopNameSchema = z.object({
  id: z.number().int(),
  store_name: z.string(),
  store_name_en: z.string(),
});
export type ShopName = z.infer<typeof shopNameSchema>;

export const productImageSchema = storedFileSchema.pick({ id: true, url: true, variants: true });
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSellerSchema = z.object({
  id: z.number().int(),
  store_name: z.string(),
  /** The shop's name in Latin letters, for English pages. */
  store_name_en: z.string(),
  logo: productImageSchema.nullable(),
  city: titled.nullable(),
  province: titled.nullable(),
});

/** What a product card shows of its reviews: average (one decimal) and count. */
export const cardRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type CardRating = z.infer<typeof cardRatingSchema>;

/**
 * One pack or size a product sells in, with its own price, stock and unit. `weight_kg`: what
 * one unit weighs when the seller said so (a box); null when the unit's own weight counts.
 */
export const productVariantSchema = z.object({
  id: z.number().int(),
  /** Empty for the one variant of a single-variant product. */
  label: z.string(),
  label_en: z.string(),
  price_rials: z.number().int(),
  discount_percent: z.number().int(),
  discounted_price_rials: z.number().int(),
  stock: z.number(),
  stock_type: stockUnitSchema,
  weight_kg: z.number().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * A product in a list: enough for a card. Its price, discount and unit are its cheapest
 * variant's; `stock` is all its variants' together.
 */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latin_name: z.string().nullable(),
  category_id: z.number().int(),
  subcategory_id: z.number().int().nullable(),
  price_rials: z.number().int(),
  discount_percent: z.number().int(),
  discounted_price_rials: z.number().int(),
  stock: z.number(),
  stock_type: stockUnitSchema,
  /** The first image, or null when the seller added none. */
  image: productImageSchema.nullable(),
  seller: shopNameSchema,
  is_active: z.boolean(),
  /** How many packs or sizes it sells in: a card says "from" its price when more than one. */
  variant_count: z.number().int(),
  /** Its visible reviews' average and count; null while nobody reviewed it. */
  rating: cardRatingSchema.nullable(),
  created_at: z.iso.datetime(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productPropertyValueSchema = z.object({
  property_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  title_en: z.string(),
  kind: z.enum(propertyKinds),
  value: z.string(),
  /** For `select` properties, the chosen option's titles; otherwise the value itself. */
  value_title: z.string(),
  value_title_en: z.string(),
  unit: z.string().nullable(),
  unit_en: z.string().nullable(),
});
export type ProductPropertyValue = z.infer<typeof productPropertyValueSchema>;

/** One product with everything its page shows. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string().nullable(),
  latin_description: z.string().nullable(),
  category: titled,
  subcategory: titled.nullable(),
  preparation_days: z.number().int(),
  images: z.array(productImageSchema),
  properties: z.array(productPropertyValueSchema),
  seller: productSellerSchema,
  /** What it sells in, in the seller's order; at least one. */
  variants: z.array(productVariantSchema),
  updated_at: z.iso.datetime(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Pages of a list: `has_more` instead of a total, so deep lists never count every row. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  });
}
export const productPageSchema = pageOf(productCardSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productSorts = ["relevance", "newest", "price_asc", "price_desc", "discount"] as const;
export type ProductSort = (typeof productSorts)[number];

/** `type`: `all` products, or only `discounted` ones. */
export const productListTypes = ["all", "discounted"] as const;

const optionalQueryText = text({ max: 100, min: 0 })
  .optional()
  .transform((value) => value || undefined);

/**
 * `GET /customer/products`: SPEC §2's four parameters (category_id, category_name, search,
 * type) plus sort, price range (toman), shop and page. Empty parameters count as absent, as
 * the header search always sends all four.
 */
export const customerProductsQuerySchema = z.strictObject({
  category_id: z.preprocess((value) => (value === "" ? undefined : value), queryId().optional()),
  /** Shown on the page; the filter is category_id. */
  category_name: optionalQueryText,
  search: optionalQueryText,
  type: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(productListTypes, "invalid_choice").default("all"),
  ),
  /** Default: relevance when searching, newest otherwise. */
  sort: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(productSorts, "invalid_choice").optional(),
  ),
  min_price: z.preprocess(
    (value) => (value === "" ? undefined : value),
    queryNumber((n) => n.int("invalid_number").min(0)).optional(),
  ),
  max_price: z.preprocess(
    (value) => (value === "" ? undefined : value),
    queryNumber((n) => n.int("invalid_number").min(0)).optional(),
  ),
  seller_id: z.preprocess((value) => (value === "" ? undefined : value), queryId().optional()),
  page: pageQuery,
  per_page: perPageQuery,
});
export type CustomerProductsQuery = z.output<typeof customerProductsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Shops as customers see them
// ---------------------------------------------------------------------------------------------

export const shopCardSchema = productSellerSchema.extend({
  product_count: z.number().int(),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

export const shopDetailSchema = shopCardSchema.extend({
  store_images: z.array(productImageSchema),
  farm_images: z.array(productImageSchema),
  /** The shop's pin on the map. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: z.iso.datetime(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;
export const shopPageSchema = pageOf(shopCardSchema);

/** `GET /customer/sellers`: approved shops, those with most products first. */
export const customerSellersQuerySchema = z.strictObject({
  search: optionalQueryText,
  page: pageQuery,
  per_page: perPageQuery,
});

// ---------------------------------------------------------------------------------------------
// Search suggestions
// ---------------------------------------------------------------------------------------------

export const searchSuggestionLimit = 8;

/** `GET /search-categories?search=&lang=` (SPEC §7). */
export const searchCategoriesQuerySchema = z.strictObject({
  search: text({ max: 100 }),
  lang: z.enum(["fa", "en"], "invalid_choice").optional(),
});

/** SPEC §3 "Category suggestion", plus how many matching products it holds. */
export const categorySuggestionSchema = z.object({
  category_id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  product_count: z.number().int(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;
