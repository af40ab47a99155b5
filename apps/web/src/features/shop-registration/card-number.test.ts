// @vitest-environment node
import { sellerStep1BodySchema } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { formatCardNumber } from "./card-number";

describe("formatCardNumber", () => {
  it("groups digits in fours as they are typed", () => {
    expect(formatCardNumber("6037")).toBe("6037");
    expect(formatCardNumber("60379")).toBe("6037 9");
    expect(formatCardNumber("6037991123456786")).toBe("6037 9911 2345 6786");
  });

  it("keeps Persian digits, drops other characters and stops at 16 digits", () => {
    expect(formatCardNumber("۶۰۳۷-۹۹۱۱")).toBe("۶۰۳۷ ۹۹۱۱");
    expect(formatCardNumber("6037 9911 2345 6786 99")).toBe("6037 9911 2345 6786");
    expect(formatCardNumber("abc")).toBe("");
  });

  it("gives a value the contracts schema accepts", () => {
    const result = sellerStep1BodySchema.shape.card_number.safeParse(
      formatCardNumber("۶۰۳۷۹۹۱۱۲۳۴۵۶۷۸۶"),
    );
    expect(result).toEqual({ success: true, data: "6037991123456786" });
  });
});
