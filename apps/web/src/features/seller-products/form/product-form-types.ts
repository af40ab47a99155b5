import type { ProductBody, ProductBodyParsed, StockType } from "@kesht/contracts";
import type { UseFormReturn } from "react-hook-form";

/** The product form as react-hook-form holds it: the schema's input in, the parsed body out. */
export type ProductForm = UseFormReturn<ProductBody, unknown, ProductBodyParsed>;

/** A field's error message (a contracts key or the API's text), if it has one. */
export function errorOf(form: ProductForm, field: keyof ProductBody): string | undefined {
  const message = form.formState.errors[field]?.message;
  return typeof message === "string" ? message : undefined;
}

/** The fields of one pack, as the form and the API name them under `variants.<index>.`. */
export const packFieldNames = [
  "label",
  "label_en",
  "stock",
  "stock_type_id",
  "price_toman",
  "discount_percent",
  "weight_kg",
] as const;
export type PackFieldName = (typeof packFieldNames)[number];

/** One pack field's error message, if it has one. */
export function packErrorOf(
  form: ProductForm,
  index: number,
  field: PackFieldName,
): string | undefined {
  const message = form.formState.errors.variants?.[index]?.[field]?.message;
  return typeof message === "string" ? message : undefined;
}

/** Form fields whose API errors show under them, in the order the form shows them. */
export const productFieldNames = [
  "name",
  "latin_name",
  "category_id",
  "subcategory_id",
  "variants",
  "preparation_days",
  "description",
  "latin_description",
  "image_ids",
] as const satisfies readonly (keyof ProductBody)[];

/** The product's fields and each of its packs' fields, for the API's errors to find. */
export function formFieldNames(packCount: number): string[] {
  const packs = Array.from({ length: packCount }, (_, index) =>
    packFieldNames.map((field) => `variants.${index}.${field}`),
  );
  return [...productFieldNames, ...packs.flat()];
}

/**
 * Stock in whole units unless the unit allows fractions (2.5 kg, not 2.5 crates), as the API
 * checks it for each pack; says so under the pack's stock and answers false when one does not fit.
 */
export function stockFitsUnit(
  form: ProductForm,
  body: ProductBodyParsed,
  stockTypes: readonly StockType[],
): boolean {
  let fits = true;
  for (const [index, pack] of (body.variants ?? []).entries()) {
    const unit = stockTypes.find((row) => row.id === pack.stock_type_id);
    if (!unit || unit.allows_fraction || Number.isInteger(pack.stock)) continue;
    form.setError(
      `variants.${index}.stock`,
      { type: "validate", message: "fraction_not_allowed" },
      { shouldFocus: fits },
    );
    fits = false;
  }
  return fits;
}

/** For optional number fields: left empty, they are unset, so the schema's default applies. */
export const emptyAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
