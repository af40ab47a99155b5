import {
  fieldErrorsOf,
  type ProductBodyParsed,
  type PropertyKind,
  type PropertyOption,
  type ValidationMessageKey,
} from "@kesht/contracts";
import { type Database, productSearchDocument } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { usableFileIds } from "../files/files.service";
import { checkProperties } from "./product-rules";
import type { VariantWrite } from "./product-writes";
import * as reference from "./reference.repo";
import { listPropertiesFor } from "./reference.service";
import type * as repo from "./seller-products.repo";
import {
  cheapestOf,
  checkVariants,
  toVariantWrite,
  variantLabels,
  variantsOfBody,
} from "./seller-variants";

/*
 * What a product body must satisfy against the database, for the form and for each row of a
 * CSV import alike: the category and subcategory, the unit, the category's properties and the
 * images. One place, so a row the import accepts is a product the form would have accepted.
 */

export interface PreparedProduct {
  /** The product row's values; its price and unit are its cheapest variant's. */
  values: repo.ProductValues;
  /** What it sells in, in the seller's order (decision 041). */
  variants: VariantWrite[];
  imageIds: string[];
  properties: { propertyId: number; value: string }[];
}

/**
 * The reference rows a check reads. An import checks thousands of rows against the same few
 * categories and units, so it passes `memoizedLookups`; the form reads them directly.
 */
export interface ProductLookups {
  category(id: number): Promise<reference.CategoryRow | undefined>;
  stockType(id: number): Promise<Awaited<ReturnType<typeof reference.findStockType>>>;
  properties(categoryId: number, subcategoryId: number | null): Promise<reference.PropertyRow[]>;
}

export function directLookups(db: Database): ProductLookups {
  return {
    category: (id) => reference.findCategory(db, id),
    stockType: (id) => reference.findStockType(db, id),
    properties: (categoryId, subcategoryId) => listPropertiesFor(db, categoryId, subcategoryId),
  };
}

/** The same reads, each answered once per key for as long as the object lives (one import). */
export function memoizedLookups(db: Database): ProductLookups {
  const direct = directLookups(db);
  const remembered = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let answer = remembered.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      remembered.set(key, answer);
    }
    return answer;
  };
  return {
    category: (id) => once(`category:${id}`, () => direct.category(id)),
    stockType: (id) => once(`unit:${id}`, () => direct.stockType(id)),
    properties: (categoryId, subcategoryId) =>
      once(`properties:${categoryId}:${subcategoryId}`, () =>
        direct.properties(categoryId, subcategoryId),
      ),
  };
}

export type ProductCheck =
  | { ok: true; prepared: PreparedProduct }
  | { ok: false; problems: Record<string, ValidationMessageKey> };

/**
 * Checks a product body against the database and computes what is stored: prices in
 * rials, normalised property values and the search document. Every problem is collected,
 * so the form (or the import's report) can show them all at once. `checkImages: false` is
 * for bodies that do not carry the product's images (the CSV file), which are left as they are.
 */
export async function checkProduct(
  db: Database,
  sellerId: number,
  input: ProductBodyParsed,
  options: {
    lookups?: ProductLookups;
    checkImages?: boolean;
    /** The product's variants now (an edit): ids the body may name. */
    liveVariantIds?: readonly number[];
  } = {},
): Promise<ProductCheck> {
  const lookups = options.lookups ?? directLookups(db);
  const problems: Record<string, ValidationMessageKey> = {};
  const liveVariantIds = options.liveVariantIds ?? [];
  const variants = variantsOfBody(input, liveVariantIds);

  const category = await lookups.category(input.category_id);
  const topLevel = category && category.parentId === null ? category : undefined;
  if (!topLevel) problems.category_id = "invalid_choice";

  const subcategoryId = input.subcategory_id ?? null;
  const subcategory = subcategoryId === null ? undefined : await lookups.category(subcategoryId);
  if (subcategoryId !== null) {
    if (!subcategory) problems.subcategory_id = "invalid_choice";
    else if (topLevel && subcategory.parentId !== topLevel.id) {
      problems.subcategory_id = "subcategory_not_in_category";
    }
  }

  await checkVariants(lookups.stockType, variants, liveVariantIds, problems);

  // A subcategory that failed its check above narrows nothing; its own problem is reported.
  const narrowedTo =
    subcategory && topLevel && subcategory.parentId === topLevel.id ? subcategory.id : null;
  const rules = topLevel ? await lookups.properties(topLevel.id, narrowedTo) : [];
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

  if (options.checkImages !== false) {
    const imageProblem = await imageIdsProblem(db, sellerId, input.image_ids);
    if (imageProblem) problems.image_ids = imageProblem;
  }

  if (Object.keys(problems).length > 0 || !topLevel) return { ok: false, problems };

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
  const written = variants.map(({ input: variant }) => toVariantWrite(variant));

  return {
    ok: true,
    prepared: {
      values: {
        name: input.name,
        latinName: input.latin_name,
        categoryId: topLevel.id,
        subcategoryId: subcategory?.id ?? null,
        ...cheapestOf(written),
        preparationDays: input.preparation_days,
        description: input.description,
        latinDescription: input.latin_description,
        searchDocument,
      },
      variants: written,
      imageIds: input.image_ids,
      properties: checked.values,
    },
  };
}

/** `checkProduct` for the form: its problems are a 422 with every field's message. */
export async function prepareProduct(
  db: Database,
  sellerId: number,
  input: ProductBodyParsed,
  liveVariantIds: readonly number[] = [],
): Promise<PreparedProduct> {
  const check = await checkProduct(db, sellerId, input, { liveVariantIds });
  if (!check.ok) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(check.problems) });
  }
  return check.prepared;
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
