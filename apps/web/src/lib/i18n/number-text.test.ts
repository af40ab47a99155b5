// @vitest-environment node
import { type Language, languages as languageCodes } from "@kesht/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { decimalText, dollarText, percentText } from "./number-text";

/** What Intl writes, which the server renders and the page must match when it hydrates. */
function intl(value: number, language: Language, options: Intl.NumberFormatOptions = {}) {
  return new Intl.NumberFormat(languages[language].intlLocale, options).format(value);
}

const language = fc.constantFrom(...languageCodes);
/** Amounts as the storefront has them: whole toman, kilograms by halves, rates, and any double. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 0, max: 200_000 }).map((halves) => halves / 2),
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 1000),
  fc.double({ min: 0, max: 1e20, noNaN: true }),
);
const runs = { numRuns: 400 };

describe("numbers written without Intl", () => {
  it("writes decimals as Intl does, for any fraction digits", () => {
    const digits = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
      .map(([a, b]) => ({
        minimumFractionDigits: Math.min(a, b),
        maximumFractionDigits: Math.max(a, b),
      }));
    fc.assert(
      fc.property(amount, language, digits, (value, lang, options) => {
        expect(decimalText(value, lang, options)).toBe(intl(value, lang, options));
      }),
      runs,
    );
  });

  it("keeps Intl's defaults: at most three decimals", () => {
    fc.assert(
      fc.property(amount, language, (value, lang) => {
        expect(decimalText(value, lang)).toBe(intl(value, lang));
      }),
      runs,
    );
  });

  it("writes percents and dollars as Intl does", () => {
    const fraction = fc.oneof(
      fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
      fc.double({ min: 0, max: 10, noNaN: true }),
    );
    fc.assert(
      fc.property(fraction, amount, language, (share, value, lang) => {
        expect(percentText(share, lang)).toBe(intl(share, lang, { style: "percent" }));
        expect(dollarText(value, lang)).toBe(
          intl(value, lang, { style: "currency", currency: "USD" }),
        );
      }),
      runs,
    );
  });

  it("rounds the decimal people read, half away from zero, as Intl does", () => {
    // Each is a little under its half in binary: rounding the binary value gives the other answer.
    expect(decimalText(1.005, "en", { maximumFractionDigits: 2 })).toBe("1.01");
    expect(percentText(0.145, "en")).toBe("15%");
    expect(decimalText(2.5, "fa", { maximumFractionDigits: 0 })).toBe("۳");
    expect(decimalText(999.9996, "en")).toBe("1,000");
    expect(decimalText(1234.5, "fa")).toBe("۱٬۲۳۴٫۵");
    expect(dollarText(3.2, "fa")).toBe("\u200E$۳٫۲۰");
  });

  it("hands Intl what it does not write itself", () => {
    for (const lang of languageCodes) {
      for (const odd of [
        -5,
        -0,
        -0.0001,
        Number.NaN,
        Number.POSITIVE_INFINITY,
        1e21,
        1e-7,
        5e-324,
      ]) {
        expect(decimalText(odd, lang)).toBe(intl(odd, lang));
        expect(percentText(odd, lang)).toBe(intl(odd, lang, { style: "percent" }));
        expect(dollarText(odd, lang)).toBe(intl(odd, lang, { style: "currency", currency: "USD" }));
      }
    }
  });
});
