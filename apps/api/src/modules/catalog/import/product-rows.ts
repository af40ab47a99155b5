import {
  type FieldErrors,
  fieldErrorsFromIssues,
  maxId,
  type ProductCsvField,
  type ProductImportChange,
  type ProductImportRowMessageKey,
  productBodySchema,
  productImportRowMessages,
  rialsToToman,
  toAsciiDigits,
} from "@kesht/contracts";
import type { ProductCsvCells } from "./product-csv";

/*
 * One CSV row as a product body and back: the rules that need no database. A column the file
 * leaves out keeps the product's stored value; a new product must carry every required one.
 */

/** A product's values as the file writes them. */
export interface StoredProduct {
  name: string;
  latinName: string | null;
  categoryId: number;
  subcategoryId: number | null;
  stockTypeId: number;
  stock: number;
  priceRials: number;
  discountPercent: number;
  preparationDays: number;
  isActive: boolean;
  description: string | null;
  latinDescription: string | null;
}

/** A product of the shop as the import finds it, with its property values. */
export interface ExistingProduct extends StoredProduct {
  id: number;
  /** Its packs or sizes (decision 041): the file changes the price and stock of one only. */
  variantCount: number;
  properties: { propertyId: number; value: string }[];
}

/** The file's cells for a product, by column (the export writes exactly these). */
export function csvValuesOf(product: StoredProduct): Record<ProductCsvField, string | number> {
  return {
    name: product.name,
    latin_name: product.latinName ?? "",
    category_id: product.categoryId,
    subcategory_id: product.subcategoryId ?? "",
    stock_type_id: product.stockTypeId,
    stock: product.stock,
    price_toman: rialsToToman(product.priceRials),
    discount_percent: product.discountPercent,
    preparation_days: product.preparationDays,
    is_active: product.isActive ? "true" : "false",
    description: product.description ?? "",
    latin_description: product.latinDescription ?? "",
  };
}

/** The fields whose file form differs, in column order. */
export function changesBetween(before: StoredProduct, after: StoredProduct): ProductImportChange[] {
  const was = csvValuesOf(before);
  const becomes = csvValuesOf(after);
  return (Object.keys(was) as ProductCsvField[]).flatMap((field) =>
    String(was[field]) === String(becomes[field])
      ? []
      : [{ field, before: String(was[field]), after: String(becomes[field]) }],
  );
}

const yes = new Set(["true", "1", "yes", "y", "بله", "فعال"]);
const no = new Set(["false", "0", "no", "n", "خیر", "غیرفعال"]);

/** The is_active cell: true, false, or null when it is neither (empty is `fallback`). */
export function readActive(cell: string | undefined, fallback: boolean): boolean | null {
  const text = (cell ?? "").trim().toLowerCase();
  if (text === "") return fallback;
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return null;
}

/** An id cell: a positive whole number (digits in any script), undefined when empty, else NaN. */
export function readId(cell: string | undefined): number | undefined {
  const text = toAsciiDigits(cell ?? "").trim();
  if (text === "") return undefined;
  const number = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return number > 0 && number <= maxId ? number : Number.NaN;
}

/** The columns an empty cell empties (the export writes an empty cell for what is not set). */
const clearable = new Set<ProductCsvField>([
  "latin_name",
  "subcategory_id",
  "description",
  "latin_description",
]);

/** The body a row stands for: the stored product's values, overwritten by the file's cells. */
function bodyOf(cells: ProductCsvCells, existing: ExistingProduct | undefined) {
  const base = existing ? csvValuesOf(existing) : undefined;
  // An empty cell clears what may be empty; a value every product has is kept instead.
  const cell = (field: ProductCsvField) => {
    const value = cells[field];
    const keep = value === undefined || (value.trim() === "" && !clearable.has(field));
    return keep ? base?.[field] : value;
  };
  const idCell = (field: ProductCsvField) => {
    const value = cell(field);
    return typeof value === "string" ? readId(value) : value;
  };
  const categoryId = idCell("category_id");
  const subcategoryId = idCell("subcategory_id");
  // Properties belong to a category: moved to another, the product starts without them.
  const sameCategory =
    existing !== undefined &&
    categoryId === existing.categoryId &&
    (subcategoryId ?? null) === existing.subcategoryId;
  const body = {
    name: cell("name"),
    latin_name: cell("latin_name"),
    category_id: categoryId,
    subcategory_id: subcategoryId ?? null,
    stock_type_id: idCell("stock_type_id"),
    stock: cell("stock"),
    price_toman: cell("price_toman"),
    discount_percent: cell("discount_percent"),
    preparation_days: cell("preparation_days"),
    description: cell("description"),
    latin_description: cell("latin_description"),
    image_ids: [],
    properties: sameCategory
      ? existing.properties.map((p) => ({ property_id: p.propertyId, value: p.value }))
      : [],
  };
  return { body, sameCategory };
}

export function mergeErrors(into: FieldErrors, more: FieldErrors): FieldErrors {
  return { en: { ...more.en, ...into.en }, fa: { ...more.fa, ...into.fa } };
}

export function rowErrors(problems: Record<string, ProductImportRowMessageKey>): FieldErrors {
  const errors: FieldErrors = { en: {}, fa: {} };
  for (const [field, key] of Object.entries(problems)) {
    errors.en[field] = productImportRowMessages[key].en;
    errors.fa[field] = productImportRowMessages[key].fa;
  }
  return errors;
}

export type ReadRow =
  | {
      ok: true;
      body: ReturnType<typeof productBodySchema.parse>;
      isActive: boolean;
      keepsProperties: boolean;
    }
  | { ok: false; errors: FieldErrors };

/** A row read as a product body by the form's own schema; its problems by column. */
export function readRow(cells: ProductCsvCells, existing: ExistingProduct | undefined): ReadRow {
  const { body, sameCategory } = bodyOf(cells, existing);
  let errors: FieldErrors = { en: {}, fa: {} };
  const isActive = readActive(cells.is_active, existing?.isActive ?? true);
  if (isActive === null) errors = rowErrors({ is_active: "invalid_active" });
  const parsed = productBodySchema.safeParse(body);
  if (!parsed.success) {
    errors = mergeErrors(errors, fieldErrorsFromIssues(parsed.error.issues));
  }
  if (!parsed.success || isActive === null) return { ok: false, errors };
  return {
    ok: true,
    body: parsed.data,
    isActive,
    keepsProperties: sameCategory,
  };
}
