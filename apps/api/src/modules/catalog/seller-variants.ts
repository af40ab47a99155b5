import type {
  ProductBodyParsed,
  ProductVariantInputParsed,
  ValidationMessageKey,
} from "@kesht/contracts";
import { productPrices, stockFits } from "./product-rules";
import type * as reference from "./reference.repo";
import type { VariantValues } from "./variants.repo";

/*
 * A product body's variants as the seller service writes them (decision 041): the list the
 * seller sent, or the one variant the single-variant fields describe, each with the field
 * prefix its problems are reported under.
 */

export interface BodyVariant {
  input: ProductVariantInputParsed;
  /** `variants.2.` for a listed variant, empty for the single-variant fields. */
  field: string;
}

/**
 * The body's variants. The single-variant fields keep the product's first variant (its id,
 * so cart lines stay); the schema has made sure they are all given.
 */
export function variantsOfBody(
  input: ProductBodyParsed,
  liveVariantIds: readonly number[],
): BodyVariant[] {
  if (input.variants) {
    return input.variants.map((variant, index) => ({
      input: variant,
      field: `variants.${index}.`,
    }));
  }
  const single: ProductVariantInputParsed = {
    id: liveVariantIds[0],
    label: null,
    label_en: null,
    price_toman: input.price_toman ?? 0,
    discount_percent: input.discount_percent,
    stock: input.stock ?? 0,
    stock_type_id: input.stock_type_id ?? 0,
    weight_kg: null,
  };
  return [{ input: single, field: "" }];
}

/**
 * Each variant's unit must exist and take its stock (whole units unless fractions are
 * allowed), and an id must name one of this product's variants, once.
 */
export async function checkVariants(
  stockTypeOf: (id: number) => ReturnType<typeof reference.findStockType>,
  variants: readonly BodyVariant[],
  liveVariantIds: readonly number[],
  problems: Record<string, ValidationMessageKey>,
): Promise<void> {
  // The single-variant fields name one variant: a product with several is edited by its list.
  if (variants[0]?.field === "" && liveVariantIds.length > 1) problems.price_toman = "has_variants";
  const seen = new Set<number>();
  for (const { input, field } of variants) {
    const stockType = await stockTypeOf(input.stock_type_id);
    if (!stockType) problems[`${field}stock_type_id`] = "invalid_choice";
    else if (!stockFits(input.stock, stockType.allowsFraction)) {
      problems[`${field}stock`] = "fraction_not_allowed";
    }
    if (input.id === undefined) continue;
    if (!liveVariantIds.includes(input.id) || seen.has(input.id)) {
      problems[`${field}id`] = "invalid_choice";
    }
    seen.add(input.id);
  }
}

/** A variant as stored: prices in rials (the discounted one computed), names never null. */
export function toVariantWrite(
  variant: ProductVariantInputParsed,
): VariantValues & { id?: number } {
  return {
    ...(variant.id === undefined ? {} : { id: variant.id }),
    label: variant.label ?? "",
    labelEn: variant.label_en ?? "",
    ...productPrices(variant.price_toman, variant.discount_percent),
    discountPercent: variant.discount_percent,
    stock: variant.stock,
    stockTypeId: variant.stock_type_id,
    weightKg: variant.weight_kg ?? null,
  };
}

/** A variant's names, for the product's search document ("5 kg box" finds it). */
export function variantLabels(variant: ProductVariantInputParsed): string[] {
  return [variant.label, variant.label_en].filter((label): label is string => Boolean(label));
}

/**
 * What the product row keeps of its variants: the cheapest one's price, discount and unit,
 * the first of equals (lists sort and filter on them; cards say "from" that price).
 */
export function cheapestOf(variants: readonly VariantValues[]) {
  const cheapest = variants.reduce((best, variant) =>
    variant.discountedPriceRials < best.discountedPriceRials ? variant : best,
  );
  return {
    priceRials: cheapest.priceRials,
    discountPercent: cheapest.discountPercent ?? 0,
    discountedPriceRials: cheapest.discountedPriceRials,
    stockTypeId: cheapest.stockTypeId,
  };
}
