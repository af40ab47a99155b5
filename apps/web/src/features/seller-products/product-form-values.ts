import {
  type Language,
  type ProductBody,
  type ProductBodyParsed,
  type ProductDetail,
  rialsToToman,
} from "@kesht/contracts";
import { z } from "zod";
import { inDigits, languages } from "@/lib/i18n/languages";
import { groupDigits } from "./price";

/**
 * The product form's fields as the seller left them: numbers stay the text typed (Persian
 * digits, separators and all) until the contracts schema reads them on submit, and an unchosen
 * list is null. This is what the add draft stores and what the edit page starts from.
 */
export const productFormValuesSchema = z.object({
  name: z.string(),
  latin_name: z.string(),
  category_id: z.number().int().nullable(),
  subcategory_id: z.number().int().nullable(),
  stock: z.string(),
  stock_type_id: z.number().int().nullable(),
  price_toman: z.string(),
  discount_percent: z.string(),
  preparation_days: z.string(),
  description: z.string(),
  latin_description: z.string(),
});
export type ProductFormValues = z.infer<typeof productFormValuesSchema>;

export const blankProductValues: ProductFormValues = {
  name: "",
  latin_name: "",
  category_id: null,
  subcategory_id: null,
  stock: "",
  stock_type_id: null,
  price_toman: "",
  discount_percent: "",
  preparation_days: "",
  description: "",
  latin_description: "",
};

/** The fields of the form (react-hook-form's values), whose types follow the schema's input. */
export type ProductFields = Omit<ProductBody, "category_id" | "stock_type_id"> & {
  category_id?: number | undefined;
  stock_type_id?: number | undefined;
};

/** A number shown in the form, in the language's digits and decimal separator. */
function numberText(value: number, language: Language): string {
  return inDigits(String(value), language).replace(".", languages[language].numbers.decimal);
}

/** What the form shows for a saved product. */
export function formValuesOfProduct(product: ProductDetail, language: Language): ProductFormValues {
  return {
    name: product.name,
    latin_name: product.latin_name ?? "",
    category_id: product.category_id,
    subcategory_id: product.subcategory_id,
    stock: numberText(product.stock, language),
    stock_type_id: product.stock_type.id,
    price_toman: groupDigits(String(rialsToToman(product.price_rials)), language),
    discount_percent: numberText(product.discount_percent, language),
    preparation_days: numberText(product.preparation_days, language),
    description: product.description ?? "",
    latin_description: product.latin_description ?? "",
  };
}

/** The saved values as the form's fields: an unchosen list is left unset. */
export function fieldsOf(values: ProductFormValues): ProductFields {
  return {
    name: values.name,
    latin_name: values.latin_name,
    category_id: values.category_id ?? undefined,
    subcategory_id: values.subcategory_id,
    stock: values.stock,
    stock_type_id: values.stock_type_id ?? undefined,
    price_toman: values.price_toman,
    // Left empty, these two are unset, so the schema's default (0) applies.
    discount_percent: values.discount_percent.trim() || undefined,
    preparation_days: values.preparation_days.trim() || undefined,
    description: values.description,
    latin_description: values.latin_description,
  };
}

const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);
const id = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) ? value : null;

/** The form's fields as values to keep, whatever state a half-typed field is in. */
export function valuesOfFields(
  fields: { [K in keyof ProductFields]?: unknown },
): ProductFormValues {
  return {
    name: text(fields.name),
    latin_name: text(fields.latin_name),
    category_id: id(fields.category_id),
    subcategory_id: id(fields.subcategory_id),
    stock: text(fields.stock),
    stock_type_id: id(fields.stock_type_id),
    price_toman: text(fields.price_toman),
    discount_percent: text(fields.discount_percent),
    preparation_days: text(fields.preparation_days),
    description: text(fields.description),
    latin_description: text(fields.latin_description),
  };
}

/**
 * A parsed body as it goes to the API: the schema turns blank texts into null on the way out,
 * but takes them only as absent on the way in.
 */
export function payloadOf(body: ProductBodyParsed): ProductBody {
  return {
    ...body,
    latin_name: body.latin_name ?? undefined,
    description: body.description ?? undefined,
    latin_description: body.latin_description ?? undefined,
    variants: body.variants?.map((variant) => ({
      ...variant,
      label: variant.label ?? undefined,
      label_en: variant.label_en ?? undefined,
    })),
  };
}
