// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  digitsOf,
  discountedRials,
  groupDigits,
  parseWholeNumber,
  previewPrice,
} from "./price";

describe("typed prices", () => {
  it("groups thousands in the form's language and digits", () => {
    expect(groupDigits("1200000", "en")).toBe("1,200,000");
    expect(groupDigits("1200000", "fa")).toBe("۱٬۲۰۰٬۰۰۰");
    expect(groupDigits("۱۲۰۰۰۰", "en")).toBe("120,000");
    expect(groupDigits("120,000 toman", "fa")).toBe("۱۲۰٬۰۰۰");
    expect(groupDigits("00450", "en")).toBe("450");
    expect(groupDigits("", "en")).toBe("");
    expect(groupDigits("0", "fa")).toBe("۰");
  });

  it("keeps only the digits, as ASCII", () => {
    expect(digitsOf("۱٬۲۰۰ تومان")).toBe("1200");
    expect(digitsOf("٣٤٥")).toBe("345");
  });

  it("puts the caret back after the same number of digits", () => {
    // "1,234|" typed a 5th digit: "12,345" with the caret after the 5th digit.
    expect(caretAfterDigits("12,345", 5)).toBe(6);
    expect(caretAfterDigits("12,345", 2)).toBe(2);
    expect(caretAfterDigits("12,345", 3)).toBe(4);
    expect(caretAfterDigits("۱۲٬۳۴۵", 3)).toBe(4);
    expect(caretAfterDigits("12,345", 0)).toBe(0);
  });

  it("reads whole numbers in any digits and refuses the rest", () => {
    expect(parseWholeNumber("۱۲۰٬۰۰۰")).toBe(120_000);
    expect(parseWholeNumber("1,250")).toBe(1_250);
    expect(parseWholeNumber(" 15 ")).toBe(15);
    expect(parseWholeNumber(15)).toBe(15);
    expect(parseWholeNumber("12.5")).toBeNull();
    expect(parseWholeNumber("abc")).toBeNull();
    expect(parseWholeNumber("")).toBeNull();
    expect(parseWholeNumber(undefined)).toBeNull();
  });
});

describe("the discounted price", () => {
  it("takes the percent off and rounds to a whole toman, as the server stores it", () => {
    expect(discountedRials(120_000, 10)).toBe(1_080_000);
    expect(discountedRials(99_999, 15)).toBe(849_990);
    expect(discountedRials(100, 0)).toBe(1_000);
  });

  it("never drops below one toman", () => {
    expect(discountedRials(1, 90)).toBe(10);
  });

  it("previews from what the seller typed, in either language", () => {
    expect(previewPrice("۱۵۰٬۰۰۰", "۲۰")).toEqual({
      priceRials: 1_500_000,
      discountPercent: 20,
      discountedRials: 1_200_000,
    });
    expect(previewPrice("150,000", "")).toEqual({
      priceRials: 1_500_000,
      discountPercent: 0,
      discountedRials: 1_500_000,
    });
  });

  it("previews nothing for a price the API would refuse, and no discount above 90%", () => {
    expect(previewPrice("", "10")).toBeNull();
    expect(previewPrice("0", "10")).toBeNull();
    expect(previewPrice("12.5", "10")).toBeNull();
    expect(previewPrice("20000000000", "10")).toBeNull();
    expect(previewPrice("1000", "95")?.discountPercent).toBe(0);
  });
});
