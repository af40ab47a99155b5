import { describe, expect, it } from "vitest";
import { toAsciiDigits, toPersianDigits } from "./digits";
import { queryId } from "./ids";

describe("digits", () => {
  it("turns Persian and Arabic digits into ASCII and back", () => {
    expect(toAsciiDigits("۰۹۱۲-٣٤٥")).toBe("0912-345");
    expect(toPersianDigits("Version 1.20")).toBe("Version ۱.۲۰");
  });
});

describe("query ids", () => {
  it("accepts ids in any digits and refuses the rest", () => {
    expect(queryId().parse("۱۲")).toBe(12);
    expect(queryId().parse(" 7 ")).toBe(7);
    for (const bad of ["", "0", "-3", "1.5", "abc", undefined]) {
      expect(queryId().safeParse(bad).success).toBe(false);
    }
  });
});
