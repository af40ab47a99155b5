import type { ProductBody, ProductBodyParsed, StockType } from "@kesht/contracts";
import type { UseFormReturn } from "react-hook-form";

/** The product form as react-hook-form holds it: the schema's input in, the parsed body out. */
export type ProductForm = UseFormReturn<ProductBody, unknown, ProductBodyParsed>;

/** A field's error message (a contracts key or the API's text), if it has one. */
export function errorOf(form: ProductForm, field: keyof ProductBody): string | undefined {
  const message = form.formState.errors[field]?.message;
  return typeof message === "string" ? message : undefined;
}

/** Form fields whose API errors show under them, in the order the form shows them. */
export const productFieldNames = [
  "name",
  "latin_name",
  "category_id",
  "subcategory_id",
  "stock",
  "stock_type_id",
  "price_toman",
  "discount_percent",
  "preparation_days",
  "description",
  "latin_description",
  "image_ids",
] as const satisfies readonly (keyof ProductBody)[];

/**
 * Stock in whole units unless the unit allows fractions (2.5 kg, not 2.5 crates), as the API
 * checks it; says so under the field and answers false when the stock does not fit.
 */
export function stockFitsUnit(
  form: ProductForm,
  body: ProductBodyParsed,
  stockTypes: readonly StockType[],
): boolean {
  const unit = stockTypes.find((row) => row.id === body.stock_type_id);
  if (!unit || unit.allows_fraction || Number.isInteger(body.stock)) return true;
  form.setError(
    "stock",
    { type: "validate", message: "fraction_not_allowed" },
    { shouldFocus: true },
  );
  return false;
}

/** For optional number fields: left empty, they are unset, so the schema's default applies. */
export const emptyAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
