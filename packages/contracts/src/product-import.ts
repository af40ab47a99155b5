import { z } from "zod";
import { productRules } from "./catalog";
import { bilingualSchema, fieldErrorsSchema } from "./envelope";
import { id, queryId } from "./ids";
import { typedNumber } from "./typed-number";

/*
 * A shop's products as a CSV file (docs/catalog-api.md, "Products in bulk"): exported, edited
 * in a spreadsheet, checked (a dry run) and applied; and the bulk price and stock edit of the
 * products list.
 */

/**
 * The file's columns, in the order the export writes them. Never rename or reorder one: files
 * saved by shops must keep importing. An import may carry any of them in any order; a column
 * it leaves out keeps each product's stored value.
 */
export const productCsvColumns = [
  "id",
  "name",
  "latin_name",
  "category_id",
  "subcategory_id",
  "stock_type_id",
  "stock",
  "price_toman",
  "discount_percent",
  "preparation_days",
  "is_active",
  "description",
  "latin_description",
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** The columns a CSV field-level change may name (every column but the id). */
export type ProductCsvField = Exclude<ProductCsvColumn, "id">;

/** What one import may carry: past these the file is refused before any row is read. */
export const productImportLimits = {
  /** Bytes of CSV text (UTF-8): 2 MiB holds about 5,000 rows with Persian descriptions. */
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  fileNameMaxLength: 200,
} as const;

/** `POST /seller/product-imports`: the file's text (read as UTF-8 by the page) and its name. */
export const productImportBodySchema = z.strictObject({
  file_name: z.string().max(productImportLimits.fileNameMaxLength).default("products.csv"),
  // Twice the byte bound in characters: the exact byte bound is checked by the service (413).
  csv: z.string("required").max(productImportLimits.maxBytes * 2),
});
export type ProductImportBody = z.input<typeof productImportBodySchema>;

export const productImportParamsSchema = z.object({ id: queryId() });

/**
 * An import's life: its rows are checked (the dry run), the shop looks at the report and
 * applies it, or the apply fails as a whole (`failed`, nothing written).
 */
export const productImportStatuses = [
  "checking",
  "checked",
  "applying",
  "applied",
  "failed",
] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];

export const productImportOutcomes = ["new", "updated", "unchanged", "error"] as const;
export type ProductImportOutcome = (typeof productImportOutcomes)[number];

/** One field a row changes, as the file writes it (before: the stored value, in CSV form). */
export const productImportChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ProductImportChange = z.infer<typeof productImportChangeSchema>;

/** One row of the report: its row in the spreadsheet (the header is row 1) and what it does. */
export const productImportRowSchema = z.object({
  row: z.number().int(),
  outcome: z.enum(productImportOutcomes),
  product_id: z.number().int().nullable(),
  name: z.string(),
  changes: z.array(productImportChangeSchema),
  /** Problems by column, in both languages (the page shows the shop's). */
  errors: fieldErrorsSchema,
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportCountsSchema = z.object({
  new: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ProductImportCounts = z.infer<typeof productImportCountsSchema>;

/**
 * An import as the page polls it. `rows` lists every row that is new, updated or in error
 * (unchanged ones are only counted), in file order.
 */
export const productImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(productImportStatuses),
  file_name: z.string(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  counts: productImportCountsSchema,
  rows: z.array(productImportRowSchema),
  /** Why an apply failed as a whole (null otherwise). */
  failure: bilingualSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

/** How often the page asks about an import still in progress. */
export const PRODUCT_IMPORT_POLL_MS = 1000;

/** The most products one bulk edit may change (one page of the list holds at most 48). */
export const bulkEditMaxProducts = 200;

/** A change by percent: -90 (a tenth of before) to +1000 (eleven times). */
const percentChange = typedNumber().pipe(
  z.number().min(-90, "invalid_number").max(1000, "invalid_number"),
);

/**
 * `POST /seller/products/bulk-edit`: the chosen products and what to do to each. A price is
 * set (toman) or changed by a percent, likewise the stock; the discount is set. At least one
 * change; a set and a change of the same thing never together.
 */
export const bulkEditBodySchema = z
  .strictObject({
    product_ids: z
      .array(id("invalid_choice"))
      .min(1, "required")
      .max(bulkEditMaxProducts, "invalid")
      .refine((ids) => new Set(ids).size === ids.length, "invalid"),
    price_toman: typedNumber()
      .pipe(
        z
          .number()
          .int("invalid_number")
          .min(1, "positive_number")
          .max(productRules.maxPriceToman, "invalid_number"),
      )
      .optional(),
    price_change_percent: percentChange.optional(),
    discount_percent: typedNumber()
      .pipe(
        z
          .number()
          .int("invalid_number")
          .min(0, "invalid_number")
          .max(productRules.maxDiscountPercent, "invalid_number"),
      )
      .optional(),
    stock: typedNumber()
      .pipe(z.number().min(0, "invalid_number").max(productRules.maxStock, "invalid_number"))
      .optional(),
    stock_change_percent: percentChange.optional(),
  })
  .superRefine((body, context) => {
    const given = (key: keyof typeof body) => body[key] !== undefined;
    if (given("price_toman") && given("price_change_percent")) {
      context.addIssue({ code: "custom", path: ["price_change_percent"], message: "invalid" });
    }
    if (given("stock") && given("stock_change_percent")) {
      context.addIssue({ code: "custom", path: ["stock_change_percent"], message: "invalid" });
    }
    const changes = [
      "price_toman",
      "price_change_percent",
      "discount_percent",
      "stock",
      "stock_change_percent",
    ] as const;
    if (!changes.some(given)) {
      context.addIssue({ code: "custom", path: ["price_toman"], message: "required" });
    }
  });
export type BulkEditBody = z.input<typeof bulkEditBodySchema>;
export type BulkEditBodyParsed = z.output<typeof bulkEditBodySchema>;

export const bulkEditResultSchema = z.object({ updated: z.number().int() });

/** The problems a CSV row can have beyond a product form's own, by key. */
export const productImportRowMessages = {
  invalid_id: {
    en: "The id must be the number of one of your products, or empty for a new product.",
    fa: "شناسه باید شمارهٔ یکی از محصولات شما باشد، یا برای محصول تازه خالی بماند.",
  },
  duplicate_id: {
    en: "This id is on an earlier row of the file too.",
    fa: "این شناسه در ردیف دیگری از همین فایل هم آمده است.",
  },
  product_not_yours: {
    en: "None of your shop's products has this id.",
    fa: "هیچ‌یک از محصولات فروشگاه شما این شناسه را ندارد.",
  },
  invalid_active: {
    en: 'Please write "true" (listed) or "false" (hidden).',
    fa: "لطفاً «true» (فعال) یا «false» (غیرفعال) بنویسید.",
  },
} as const;
export type ProductImportRowMessageKey = keyof typeof productImportRowMessages;
