import { z } from "zod";
import { tableQueryShape, tableSearchQuery } from "./admin-table";
import { bannerPositions, pageOf, propertyKinds } from "./catalog";
import { hasForbiddenControl } from "./conversations-api";
import { writtenText } from "./desk";
import { id, queryId } from "./ids";
import { currencyPairs } from "./rates";
import { contentNames } from "./reference";

/*
 * The admin console's catalogue, rates, content and dashboard (docs/admin-catalogue-api.md):
 * what an admin sends and reads under /admin/categories, /admin/properties, /admin/stock-types,
 * /admin/package-types, /admin/banners, /admin/rates, /admin/content and /admin/dashboard.
 */

/** A short name or label: one line, trimmed, not empty. */
function label(max = 120) {
  return writtenText(max).refine((text) => !text.includes("\n"), "invalid");
}
const sortOrder = z.number("invalid_number").int("invalid_number").min(0).max(100_000);
/** A machine key: lower-case latin letters, digits and underscores, starting with a letter. */
const machineKey = z
  .string("required")
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "invalid");

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

/** A key into the web app's category icon set; unknown keys are drawn as a leaf. */
const iconKey = z
  .string("required")
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,31}$/, "invalid");

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  icon: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** Products (listed or not, not deleted) that name this category or subcategory. */
  product_count: z.number().int(),
  subcategory_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryPageSchema = pageOf(adminCategorySchema);

/** A list's "active or not" filter; absent means both. */
const activeFilter = z.enum(["active", "inactive"], "invalid_choice").optional();

/** `title` sorts by the Persian title, `title_en` by the English one. */
export const adminCategorySorts = ["sort_order", "title", "title_en", "product_count"] as const;

/**
 * `GET /admin/categories`: a page of the top-level categories (or a category's subcategories),
 * `q` finding either title or the slug, `status` keeping active or inactive ones.
 */
export const adminCategoriesQuerySchema = z.strictObject({
  /** Without it, the top-level categories. */
  parent_id: queryId().optional(),
  ...tableQueryShape(adminCategorySorts, "sort_order", "asc"),
  q: tableSearchQuery,
  status: activeFilter,
});
export type AdminCategoriesQuery = z.output<typeof adminCategoriesQuerySchema>;

export const categoryCreateBodySchema = z.strictObject({
  /** A subcategory names its top-level category; a top-level category leaves it out. */
  parent_id: id().nullable().default(null),
  title: label(),
  title_en: label(),
  icon: iconKey.default("leaf"),
  sort_order: sortOrder.default(0),
  is_active: z.boolean("invalid").default(true),
});
export type CategoryCreateBody = z.output<typeof categoryCreateBodySchema>;

export const categoryUpdateBodySchema = z
  .strictObject({
    title: label(),
    title_en: label(),
    icon: iconKey,
    sort_order: sortOrder,
    is_active: z.boolean("invalid"),
  })
  .partial();
export type CategoryUpdateBody = z.output<typeof categoryUpdateBodySchema>;

/** A category with its subcategories and its properties (a subcategory: its parent's). */
export const adminCategoryDetailSchema = z.object({
  category: adminCategorySchema,
  subcategories: z.array(adminCategorySchema),
  properties: z.array(z.lazy(() => adminPropertySchema)),
});
export type AdminCategoryDetail = z.infer<typeof adminCategoryDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Category properties
// ---------------------------------------------------------------------------------------------

const optionBody = z.strictObject({
  value: machineKey,
  title: label(80),
  title_en: label(80),
});

const optionsBody = z
  .array(optionBody)
  .max(100)
  .refine(
    (options) => new Set(options.map((option) => option.value)).size === options.length,
    "duplicate_option",
  );

const propertyFields = {
  title: label(80),
  title_en: label(80),
  kind: z.enum(propertyKinds, "invalid_choice"),
  options: optionsBody.default([]),
  unit: label(20).nullable().default(null),
  unit_en: label(20).nullable().default(null),
  required: z.boolean("invalid").default(false),
  sort_order: sortOrder.default(0),
};

/** A select property needs its options; other kinds have none. */
function optionsFitKind(body: { kind?: string; options?: unknown[] }) {
  if (body.kind === undefined || body.options === undefined) return true;
  return body.kind === "select" ? body.options.length > 0 : body.options.length === 0;
}

export const propertyCreateBodySchema = z
  .strictObject({ key: machineKey, ...propertyFields })
  .refine(optionsFitKind, { message: "options_fit_kind", path: ["options"] });
export type PropertyCreateBody = z.output<typeof propertyCreateBodySchema>;

/**
 * A property's key never changes (products' values hang on the property's id, and the key
 * names it in filters). Sent fields replace the stored ones; `options` is the whole new list.
 */
export const propertyUpdateBodySchema = z
  .strictObject({
    title: label(80),
    title_en: label(80),
    kind: z.enum(propertyKinds, "invalid_choice"),
    options: optionsBody,
    unit: label(20).nullable(),
    unit_en: label(20).nullable(),
    required: z.boolean("invalid"),
    sort_order: sortOrder,
  })
  .partial();
export type PropertyUpdateBody = z.output<typeof propertyUpdateBodySchema>;

export const adminPropertySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  key: z.string(),
  title: z.string(),
  title_en: z.string(),
  kind: z.enum(propertyKinds),
  options: z.array(z.object({ value: z.string(), title: z.string(), title_en: z.string() })),
  unit: z.string().nullable(),
  unit_en: z.string().nullable(),
  required: z.boolean(),
  sort_order: z.number().int(),
  /** Products that hold a value for it. */
  product_count: z.number().int(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

// ---------------------------------------------------------------------------------------------
// Stock units and package types
// ---------------------------------------------------------------------------------------------

export const adminStockTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  allows_fraction: z.boolean(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export type AdminStockType = z.infer<typeof adminStockTypeSchema>;
export const adminStockTypePageSchema = pageOf(adminStockTypeSchema);

export const stockTypeCreateBodySchema = z.strictObject({
  code: machineKey,
  title: label(40),
  title_en: label(40),
  allows_fraction: z.boolean("invalid").default(false),
  sort_order: sortOrder.default(0),
});
export const stockTypeUpdateBodySchema = stockTypeCreateBodySchema
  .omit({ code: true })
  .partial()
  .extend({
    title: label(40).optional(),
    title_en: label(40).optional(),
    allows_fraction: z.boolean("invalid").optional(),
    sort_order: sortOrder.optional(),
  });
export type StockTypeCreateBody = z.output<typeof stockTypeCreateBodySchema>;
export type StockTypeUpdateBody = z.output<typeof stockTypeUpdateBodySchema>;

export const adminPackageTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  sort_order: z.number().int(),
  /** Orders and loading requests that name it. */
  use_count: z.number().int(),
});
export type AdminPackageType = z.infer<typeof adminPackageTypeSchema>;
export const adminPackageTypePageSchema = pageOf(adminPackageTypeSchema);

export const packageTypeCreateBodySchema = z.strictObject({
  code: machineKey,
  title: label(40),
  title_en: label(40),
  sort_order: sortOrder.default(0),
});
export const packageTypeUpdateBodySchema = z
  .strictObject({ title: label(40), title_en: label(40), sort_order: sortOrder })
  .partial();
export const adminUnitSorts = ["sort_order", "title", "title_en", "uses"] as const;

/**
 * `GET /admin/stock-types` and `GET /admin/package-types`: a page of them, `q` finding the code
 * or either title, `use` keeping those products (or orders) use, or those nothing uses.
 */
export const adminUnitsQuerySchema = z.strictObject({
  ...tableQueryShape(adminUnitSorts, "sort_order", "asc"),
  q: tableSearchQuery,
  use: z.enum(["used", "unused"], "invalid_choice").optional(),
});
export type AdminUnitsQuery = z.output<typeof adminUnitsQuerySchema>;

export type PackageTypeCreateBody = z.output<typeof packageTypeCreateBodySchema>;
export type PackageTypeUpdateBody = z.output<typeof packageTypeUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

/** Where a banner leads: a path inside the app ("/customer/…"), or an https address. */
const bannerLink = z
  .string("required")
  .trim()
  .max(500)
  .refine(
    (link) =>
      (/^\/(?!\/)[^\s\\]*$/.test(link) || /^https:\/\/[^\s\\]+$/.test(link)) &&
      !hasForbiddenControl(link),
    "link_invalid",
  );
const scheduleTime = z.iso.datetime({ offset: true, error: "invalid_date" }).nullable();

export const adminBannerSchema = z.object({
  id: z.number().int(),
  position: z.enum(bannerPositions),
  title: z.string(),
  title_en: z.string(),
  subtitle: z.string(),
  subtitle_en: z.string(),
  image_url: z.string(),
  link_url: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  starts_at: z.iso.datetime().nullable(),
  ends_at: z.iso.datetime().nullable(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerPageSchema = pageOf(adminBannerSchema);

export const adminBannerSorts = [
  "sort_order",
  "title",
  "title_en",
  "starts_at",
  "ends_at",
] as const;

/**
 * `GET /admin/banners`: a page of every banner, `q` finding either title or the link,
 * `position` and `status` (active or not) narrowing it; by position, then `sort`.
 */
export const adminBannersQuerySchema = z.strictObject({
  ...tableQueryShape(adminBannerSorts, "sort_order", "asc"),
  q: tableSearchQuery,
  position: z.enum(bannerPositions, "invalid_choice").optional(),
  status: activeFilter,
});
export type AdminBannersQuery = z.output<typeof adminBannersQuerySchema>;

const bannerFields = {
  position: z.enum(bannerPositions, "invalid_choice"),
  title: label(120),
  title_en: label(120),
  subtitle: z.union([label(200), z.literal("")]).default(""),
  subtitle_en: z.union([label(200), z.literal("")]).default(""),
  /** An image uploaded by this admin with purpose `banner_image`. */
  image_file_id: z.string("required").min(1, "required").max(100),
  link_url: bannerLink,
  sort_order: sortOrder.default(0),
  is_active: z.boolean("invalid").default(true),
  starts_at: scheduleTime.default(null),
  ends_at: scheduleTime.default(null),
};

/** A schedule ends after it starts. */
function scheduleInOrder(body: { starts_at?: string | null; ends_at?: string | null }) {
  if (!body.starts_at || !body.ends_at) return true;
  return Date.parse(body.ends_at) > Date.parse(body.starts_at);
}

export const bannerCreateBodySchema = z
  .strictObject(bannerFields)
  .refine(scheduleInOrder, { message: "schedule_inverted", path: ["ends_at"] });
export type BannerCreateBody = z.output<typeof bannerCreateBodySchema>;

export const bannerUpdateBodySchema = z
  .strictObject({
    position: bannerFields.position,
    title: label(120),
    title_en: label(120),
    subtitle: z.union([label(200), z.literal("")]),
    subtitle_en: z.union([label(200), z.literal("")]),
    image_file_id: bannerFields.image_file_id,
    link_url: bannerLink,
    sort_order: sortOrder,
    is_active: z.boolean("invalid"),
    starts_at: scheduleTime,
    ends_at: scheduleTime,
  })
  .partial()
  .refine(scheduleInOrder, { message: "schedule_inverted", path: ["ends_at"] });
export type BannerUpdateBody = z.output<typeof bannerUpdateBodySchema>;

// ---------------------------------------------------------------------------------------------
// Rates
// ---------------------------------------------------------------------------------------------

export const rateBodySchema = z.strictObject({
  pair: z.enum(currencyPairs, "invalid_choice"),
  /** What one US dollar buys in the quote currency (rials or dirhams), up to 6 decimals. */
  rate: z
    .number("invalid_number")
    .positive("positive_number")
    .max(1_000_000_000, "invalid_number")
    .refine((rate) => Math.round(rate * 1e6) / 1e6 === rate, "invalid_number"),
});
export type RateBody = z.output<typeof rateBodySchema>;

export const rateEntrySchema = z.object({
  id: z.number().int(),
  pair: z.enum(currencyPairs),
  rate: z.number(),
  source: z.string(),
  created_at: z.iso.datetime(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

/** `GET /admin/rates`: one pair's history as the console's table pages through it. */
export const rateHistoryQuerySchema = z.strictObject({
  pair: z.enum(currencyPairs, "invalid_choice"),
  ...tableQueryShape(["created_at"], "created_at"),
});
export type RateHistoryQuery = z.output<typeof rateHistoryQuerySchema>;
export const rateHistoryPageSchema = pageOf(rateEntrySchema);

// ---------------------------------------------------------------------------------------------
// Content pages
// ---------------------------------------------------------------------------------------------

export const contentNameParamsSchema = z.object({
  name: z.enum(contentNames, "invalid_choice"),
});

/** Bodies are HTML from the console's editor; the API sanitises them before it stores them. */
export const contentPageBodySchema = z.strictObject({
  title: label(120),
  title_en: label(120),
  body: z.string("required").trim().min(1, "required").max(100_000),
  body_en: z.string("required").trim().min(1, "required").max(100_000),
});
export type ContentPageBody = z.output<typeof contentPageBodySchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------

export const adminDashboardSchema = z.object({
  orders_today: z.number().int(),
  orders_this_month: z.number().int(),
  /** Paid orders' totals, in rials (shown in toman). */
  paid_volume_today_rials: z.number().int(),
  paid_volume_this_month_rials: z.number().int(),
  shops_waiting: z.number().int(),
  drivers_waiting: z.number().int(),
  open_cash_requests: z.number().int(),
  open_disputes: z.number().int(),
  open_reports: z.number().int(),
  open_support_threads: z.number().int(),
  /** The last 30 days (Tehran time), oldest first, every day present. */
  daily: z.array(
    z.object({
      day: z.string(),
      orders: z.number().int(),
      paid_volume_rials: z.number().int(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
