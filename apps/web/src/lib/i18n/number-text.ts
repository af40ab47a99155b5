import type { Language } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { groupThousands, inDigits, languages } from "./languages";

/**
 * Numbers written exactly as `Intl.NumberFormat` writes them in the app's two locales, without
 * making one. The first number format a page makes loads its locale's data: 120–250 ms of a
 * phone's time at Lighthouse's 4× CPU slowdown, measured in Chromium for both locales, in one
 * block. The storefront's first load (prices, the ≈ USD line, the cart's amount stepper) writes
 * its numbers with these instead, so no page pays that while it loads (decision 047, "What runs
 * at hydration"). `number-text.test.ts` checks them against Intl over generated values.
 *
 * What these do not write themselves (negative numbers, -0, NaN, numbers that print with an
 * exponent) goes to Intl as before.
 */

export interface DecimalOptions {
  /** Intl's default: 0. */
  minimumFractionDigits?: number;
  /** Intl's default: 3, or the minimum when that is more. */
  maximumFractionDigits?: number;
}

/** "1,234.5" / "۱٬۲۳۴٫۵" with Intl's defaults: grouped, at most three decimals. */
export function decimalText(value: number, language: Language, options: DecimalOptions = {}) {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? 3);
  const text = written(value, language, 0, minimum, maximum);
  return text ?? intlFallback(value, language, options);
}

/** A fraction as a whole percent: 0.125 → "13%" / "۱۳٪". */
export function percentText(fraction: number, language: Language) {
  const text = written(fraction, language, 2, 0, 0);
  if (text === null) return intlFallback(fraction, language, { style: "percent" });
  return `${text}${languages[language].numbers.percent}`;
}

/** US dollars with cents: "$3.20" / "$۳٫۲۰" (after a left-to-right mark in Persian). */
export function dollarText(value: number, language: Language) {
  const text = written(value, language, 0, 2, 2);
  if (text === null) {
    return intlFallback(value, language, { style: "currency", currency: "USD" });
  }
  return `${languages[language].numbers.dollar}${text}`;
}

/** The three writers, in the page's language. */
export function useNumberText() {
  const language = useLocale();
  return {
    decimal: (value: number, options?: DecimalOptions) => decimalText(value, language, options),
    percent: (fraction: number) => percentText(fraction, language),
    dollars: (value: number) => dollarText(value, language),
  };
}

/**
 * `value` with its decimal point moved `shift` places right, rounded to `maximum` decimals and
 * written with at least `minimum`, grouped, in the language's digits. Null for what Intl writes
 * with signs or exponents.
 */
function written(
  value: number,
  language: Language,
  shift: number,
  minimum: number,
  maximum: number,
): string | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  // The shortest decimal that reads back as the number, which is what Intl rounds: 1.005 is
  // "1.005" here and rounds to "1.01", though its binary value is a little less.
  const shortest = String(value);
  if (shortest.includes("e")) return null;
  let [whole = "0", fraction = ""] = shortest.split(".");
  if (shift > 0) {
    const padded = fraction.padEnd(shift, "0");
    whole = `${whole}${padded.slice(0, shift)}`.replace(/^0+(?=\d)/, "");
    fraction = padded.slice(shift);
  }
  if (fraction.length > maximum) {
    // Half away from zero, as Intl's default ("halfExpand").
    const roundsUp = fraction.charAt(maximum) >= "5";
    fraction = fraction.slice(0, maximum);
    if (roundsUp) {
      const digits = `${whole}${fraction}`;
      const raised = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
      whole = raised.slice(0, raised.length - maximum);
      fraction = raised.slice(raised.length - maximum);
    }
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minimum, "0");
  const grouped = groupThousands(whole, language);
  const { decimal } = languages[language].numbers;
  return inDigits(fraction === "" ? grouped : `${grouped}${decimal}${fraction}`, language);
}

function intlFallback(value: number, language: Language, options: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(languages[language].intlLocale, options).format(value);
}
