import {
  type Language,
  type ProductBody,
  type ProductBodyParsed,
  type ProductDetail,
  type ProductVariant,
  rialsToToman,
} from "@kesht/contracts";
import { z } from "zod";
import { inDigits, languages } from "@/lib/i18n/languages";
import { groupDigits } from "./price";

/**
 * One pack or size as the seller left it (decision 041): `id` names one the product already
 * has (kept when saved), null a new one; numbers stay the text typed.
 */
export const packFormValuesSchema = z.object({
  id: z.number().int().nullable(),
  label: z.string(),
  label_en: z.string(),
  stock: z.string(),
  stock_type_id: z.number().int().nullable(),
  price_toman: z.string(),
  discount_percent: z.string(),
  weight_kg: z.string(),
});
export type PackFormValues = z.infer<typeof packFormValuesSchema>;

export const blankPackValues: PackFormValues = {
  id: null,
  label: "",
  label_en: "",
  stock: "",
  stock_type_id: null,
  price_toman: "",
  discount_percent: "",
  weight_kg: "",
};

/**
 * A draft kept before packs existed held one pack's fields on the product itself: they become
 * its one pack, so nothing the seller typed is lost.
 */
function withPacks(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const old = value as Record<string, unknown>;
  if (old.variants !== undefined) return value;
  const pack = { ...blankPackValues };
  for (const key of ["stock", "stock_type_id", "price_toman", "discount_percent"] as const) {
    if (key in old) Object.assign(pack, { [key]: old[key] });
  }
  return { ...old, variants: [pack] };
}

/**
 * The product form's fields as the seller left them: numbers stay the text typed (Persian
 * digits, separators and all) until the contracts schema reads them on submit, and an unchosen
 * list is null. This is what the add draft stores and what the edit page starts from.
 */
export const productFormValuesSchema = z.preprocess(
  withPacks,
  z.object({
    name: z.string(),
    latin_name: z.string(),
    category_id: z.number().int().nullable(),
    subcategory_id: z.number().int().nullable(),
    variants: z.array(packFormValuesSchema).min(1),
    preparation_days: z.string(),
    description: z.string(),
    latin_description: z.string(),
  }),
);
export type ProductFormValues = z.infer<typeof productFormValuesSchema>;

export const blankProductValues: ProductFormValues = {
  name: "",
  latin_name: "",
  category_id: null,
  subcategory_id: null,
  variants: [blankPackValues],
  preparation_days: "",
  description: "",
  latin_description: "",
};

/** The fields of the form (react-hook-form's values), whose types follow the schema's input. */
export type ProductFields = Omit<ProductBody, "category_id"> & { category_id?: number | undefined };
export type PackFields = NonNullable<ProductBody["variants"]>[number];

/** A number shown in the form, in the language's digits and decimal separator. */
function numberText(value: number, language: Language): string {
  return inDigits(String(value), language).replace(".", languages[language].numbers.decimal);
}

/** What the form shows for a saved pack. */
export function packValuesOfVariant(variant: ProductVariant, language: Language): PackFormValues {
  return {
    id: variant.id,
    label: variant.label,
    label_en: variant.label_en,
    stock: numberText(variant.stock, language),
    stock_type_id: variant.stock_type.id,
    price_toman: groupDigits(String(rialsToToman(variant.price_rials)), language),
    discount_percent: numberText(variant.discount_percent, language),
    weight_kg: variant.weight_kg === null ? "" : numberText(variant.weight_kg, language),
  };
}

/** What the form shows for a saved product: each of its packs, in the seller's order. */
export function formValuesOfProduct(product: ProductDetail, language: Language): ProductFormValues {
  return {
    name: product.name,
    latin_name: product.latin_name ?? "",
    category_id: product.category_id,
    subcategory_id: product.subcategory_id,
    variants:
      product.variants.length > 0
        ? product.variants.map((variant) => packValuesOfVariant(variant, language))
        : [blankPackValues],
    preparation_days: numberText(product.preparation_days, language),
    description: product.description ?? "",
    latin_description: product.latin_description ?? "",
  };
}

/** A kept pack as the form's fields: blank optional numbers are unset (the schema's default). */
export function packFieldsOf(pack: PackFormValues): PackFields {
  return {
    ...(pack.id === null ? {} : { id: pack.id }),
    label: pack.label,
    label_en: pack.label_en,
    stock: pack.stock,
    stock_type_id: pack.stock_type_id ?? (undefined as unknown as number),
    price_toman: pack.price_toman,
    discount_percent: pack.discount_percent.trim() || undefined,
    weight_kg: pack.weight_kg.trim() || undefined,
  };
}

/**
 * The saved values as the form's fields: an unchosen list is left unset. The form always
 * sends its packs as `variants` (one pack needs no name), never the single-pack fields.
 */
export function fieldsOf(values: ProductFormValues): ProductFields {
  return {
    name: values.name,
    latin_name: values.latin_name,
    category_id: values.category_id ?? undefined,
    subcategory_id: values.subcategory_id,
    variants: values.variants.map(packFieldsOf),
    // Left empty, it is unset, so the schema's default (0) applies.
    preparation_days: values.preparation_days.trim() || undefined,
    description: values.description,
    latin_description: values.latin_description,
  };
}

/** The form's fields after a save: each pack with the id the saved product gives it, in order. */
export function withSavedPackIds<T extends { variants?: PackFields[] | undefined }>(
  fields: T,
  saved: ProductDetail,
): T {
  return {
    ...fields,
    variants: fields.variants?.map((pack, index) => {
      const id = saved.variants[index]?.id;
      return id === undefined ? pack : { ...pack, id };
    }),
  };
}

const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);
const id = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) ? value : null;

function packValuesOfFields(fields: unknown): PackFormValues {
  const pack = (typeof fields === "object" && fields !== null ? fields : {}) as Record<
    string,
    unknown
  >;
  return {
    id: id(pack.id),
    label: text(pack.label),
    label_en: text(pack.label_en),
    stock: text(pack.stock),
    stock_type_id: id(pack.stock_type_id),
    price_toman: text(pack.price_toman),
    discount_percent: text(pack.discount_percent),
    weight_kg: text(pack.weight_kg),
  };
}

/** The form's fields as values to keep, whatever state a half-typed field is in. */
export function valuesOfFields(
  fields: { [K in keyof ProductFields]?: unknown },
): ProductFormValues {
  const packs = Array.isArray(fields.variants) ? fields.variants.map(packValuesOfFields) : [];
  return {
    name: text(fields.name),
    latin_name: text(fields.latin_name),
    category_id: id(fields.category_id),
    subcategory_id: id(fields.subcategory_id),
    variants: packs.length > 0 ? packs : [blankPackValues],
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
