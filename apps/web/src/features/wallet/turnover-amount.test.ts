// @vitest-environment node
import { describe, expect, it } from "vitest";
import { amountDirection, signedTomanNumber } from "./turnover-amount";

describe("a turnover's amount", () => {
  it("says which way the money went", () => {
    expect(amountDirection(10_000)).toBe("in");
    expect(amountDirection(-10_000)).toBe("out");
    expect(amountDirection(0)).toBe("none");
  });

  it("always writes the sign, in toman, in English digits", () => {
    expect(signedTomanNumber(1_200_000, "en-US")).toBe("+120,000");
    expect(signedTomanNumber(-1_200_000, "en-US")).toBe("-120,000");
    expect(signedTomanNumber(0, "en-US")).toBe("0");
  });

  it("writes the sign and Persian digits on Persian pages", () => {
    const credit = signedTomanNumber(1_200_000, "fa-IR");
    const debit = signedTomanNumber(-1_200_000, "fa-IR");
    expect(credit).toContain("+");
    expect(credit).toContain("۱۲۰٬۰۰۰");
    expect(debit).toMatch(/[-−]/);
    expect(debit).toContain("۱۲۰٬۰۰۰");
    expect(debit).not.toBe(credit);
  });
});
