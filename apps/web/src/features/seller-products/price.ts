import { type Language, productRules, toAsciiDigits, tomanToRials } from "@kesht/contracts";
import { groupThousands, inDigits } from "@/lib/i18n/languages";

/**
 * Price arithmetic of the product form. Sellers type toman, in either language's digits and
 * with or without thousands separators; the API stores rials and computes the discounted price
 * itself. These functions only preview what it will store.
 */

/** Only the digits of a typed amount, as ASCII ("۱۲۰٬۰۰۰ تومان" → "120000"). */
export function digitsOf(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, "");
}

/**
 * A whole amount as the seller types it, grouped by thousands in the form's language:
 * "1200000" → "1,200,000" in English and "۱٬۲۰۰٬۰۰۰" in Persian. Leading zeros go.
 */
export function groupDigits(text: string, language: Language): string {
  const digits = digitsOf(text).replace(/^0+(?=\d)/, "");
  return inDigits(groupThousands(digits, language), language);
}

/** Where the caret belongs in `formatted` to stand after its first `digitCount` digits. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(toAsciiDigits(formatted.charAt(index)))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

/** A whole number typed in either language's digits, or null when it is not one. */
export function parseWholeNumber(text: string | number | null | undefined): number | null {
  if (typeof text === "number") return Number.isInteger(text) ? text : null;
  if (!text) return null;
  const ascii = toAsciiDigits(text).replace(/[,\u066C\u060C\s]/g, "");
  if (!/^\d+$/.test(ascii)) return null;
  return Number(ascii);
}

/**
 * What the server stores as the discounted price: the price less the percent, rounded to a
 * whole toman and never below one toman, in rials.
 */
export function discountedRials(priceToman: number, discountPercent: number): number {
  const toman = Math.max(1, Math.round((priceToman * (100 - discountPercent)) / 100));
  return tomanToRials(toman);
}

export interface PricePreview {
  priceRials: number;
  discountPercent: number;
  discountedRials: number;
}

/**
 * The price and the price after the discount, from the form's two texts; null until the price
 * is a whole number of toman the API would take. A discount outside 0–90 previews as none.
 */
export function previewPrice(
  priceText: string | number | null | undefined,
  discountText: string | number | null | undefined,
): PricePreview | null {
  const toman = parseWholeNumber(priceText);
  if (toman === null || toman <= 0 || toman > productRules.maxPriceToman) return null;
  const percent = parseWholeNumber(discountText) ?? 0;
  const discountPercent = percent <= productRules.maxDiscountPercent ? percent : 0;
  const priceRials = tomanToRials(toman);
  return {
    priceRials,
    discountPercent,
    discountedRials: discountedRials(toman, discountPercent),
  };
}
