import {
  type FieldErrors,
  fieldErrorsOf,
  type ProductImportCounts,
  type ProductImportRow,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { checkProduct, type ProductLookups } from "../product-checks";
import type { ProductChange } from "../product-writes";
import type { ProductValues } from "../seller-products.repo";
import type { ProductCsvFile, ProductCsvRow } from "./product-csv";
import { ownProductsByIds } from "./product-imports.repo";
import {
  changesBetween,
  type ExistingProduct,
  mergeErrors,
  readId,
  readRow,
  rowErrors,
} from "./product-rows";

/*
 * Every row of a file checked as the product form would check it, against the shop's own
 * products: the report the dry run shows, and what applying it would write.
 */

/** The columns that are a variant's: a product with several cannot take them from one row. */
const packFields = new Set<string>(["stock_type_id", "stock", "price_toman", "discount_percent"]);

/** What applying one row writes. */
export type RowWrite =
  | { kind: "new"; values: ProductValues & { isActive: boolean; stock: number } }
  | {
      kind: "update";
      productId: number;
      change: ProductChange;
      /** Set when the product moved to another category: its properties become these. */
      properties: { propertyId: number; value: string }[] | null;
    };

export interface CheckedFile {
  counts: ProductImportCounts;
  /** The rows that are new, updated or in error, in file order. */
  report: ProductImportRow[];
  writes: RowWrite[];
}

const noErrors = (): FieldErrors => ({ en: {}, fa: {} });

/** The ids the file names, each once, for one read of the shop's products. */
function namedIds(rows: readonly ProductCsvRow[]): number[] {
  const ids = new Set<number>();
  for (const { cells } of rows) {
    const id = readId(cells.id);
    if (id !== undefined && Number.isFinite(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * Checks every row. `onProgress` is told after each `progressEvery` rows (the checking job
 * saves it for the page); `lock` locks the shop's named products (the apply's transaction).
 */
export async function checkImportRows(
  db: Database,
  sellerId: number,
  file: ProductCsvFile,
  options: {
    lookups: ProductLookups;
    lock?: boolean;
    onProgress?: (processedRows: number) => Promise<void>;
    progressEvery?: number;
  },
): Promise<CheckedFile> {
  const existing = await ownProductsByIds(db, sellerId, namedIds(file.rows), {
    lock: options.lock ?? false,
  });
  const counts: ProductImportCounts = { new: 0, updated: 0, unchanged: 0, error: 0 };
  const report: ProductImportRow[] = [];
  const writes: RowWrite[] = [];
  const seen = new Set<number>();
  const every = options.progressEvery ?? 100;

  for (const [index, row] of file.rows.entries()) {
    const outcome = await checkRow(db, sellerId, row, { existing, seen, lookups: options.lookups });
    counts[outcome.report.outcome] += 1;
    if (outcome.report.outcome !== "unchanged") report.push(outcome.report);
    if (outcome.write) writes.push(outcome.write);
    if (options.onProgress && (index + 1) % every === 0) await options.onProgress(index + 1);
  }
  return { counts, report, writes };
}

async function checkRow(
  db: Database,
  sellerId: number,
  { row, cells }: ProductCsvRow,
  context: { existing: Map<number, ExistingProduct>; seen: Set<number>; lookups: ProductLookups },
): Promise<{ report: ProductImportRow; write?: RowWrite }> {
  const base = { row, name: cells.name?.trim() ?? "", changes: [], errors: noErrors() };
  const id = readId(cells.id);
  let product: ExistingProduct | undefined;
  if (id !== undefined) {
    const problem = !Number.isFinite(id)
      ? "invalid_id"
      : context.seen.has(id)
        ? "duplicate_id"
        : context.existing.has(id)
          ? null
          : "product_not_yours";
    if (problem) {
      const known = Number.isFinite(id) ? id : null;
      return {
        report: {
          ...base,
          outcome: "error",
          product_id: known,
          errors: rowErrors({ id: problem }),
        },
      };
    }
    context.seen.add(id);
    product = context.existing.get(id);
  }
  const productId = product?.id ?? null;
  const name = base.name || product?.name || "";

  const read = readRow(cells, product);
  if (!read.ok) {
    return {
      report: { ...base, name, outcome: "error", product_id: productId, errors: read.errors },
    };
  }
  const check = await checkProduct(db, sellerId, read.body, {
    lookups: context.lookups,
    checkImages: false,
  });
  if (!check.ok) {
    const errors = mergeErrors(noErrors(), fieldErrorsOf(check.problems));
    return { report: { ...base, name, outcome: "error", product_id: productId, errors } };
  }
  const { values: productValues, variants, properties } = check.prepared;
  // A row is one variant: the single-variant fields (decision 041).
  const values = { ...productValues, stock: variants[0]?.stock ?? 0 };
  if (!product) {
    return {
      report: { ...base, name: values.name, outcome: "new", product_id: null },
      write: { kind: "new", values: { ...values, isActive: read.isActive } },
    };
  }
  const after = { ...values, isActive: read.isActive, latinName: values.latinName ?? null };
  const changes = changesBetween(product, {
    ...after,
    subcategoryId: values.subcategoryId ?? null,
    description: values.description ?? null,
    latinDescription: values.latinDescription ?? null,
    stock: values.stock ?? 0,
    discountPercent: values.discountPercent ?? 0,
    preparationDays: values.preparationDays ?? 0,
  });
  if (changes.length === 0) {
    return { report: { ...base, name: values.name, outcome: "unchanged", product_id: product.id } };
  }
  const packChanges = changes.filter((change) => packFields.has(change.field));
  if (product.variantCount > 1 && packChanges.length > 0) {
    const problems = Object.fromEntries(
      packChanges.map((change) => [change.field, "has_variants" as const]),
    );
    return {
      report: {
        ...base,
        name,
        outcome: "error",
        product_id: product.id,
        errors: mergeErrors(noErrors(), fieldErrorsOf(problems)),
      },
    };
  }
  return {
    report: { ...base, name: values.name, outcome: "updated", product_id: product.id, changes },
    write: {
      kind: "update",
      productId: product.id,
      change: { ...values, isActive: read.isActive },
      properties: read.keepsProperties ? null : properties,
    },
  };
}
