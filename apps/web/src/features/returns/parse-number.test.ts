import { describe, expect, it } from "vitest";
import { parseTypedNumber, typedTomanToRials } from "./parse-number";

describe("numbers typed into the return forms", () => {
  it("reads quantities in any script and with either decimal mark", () => {
    expect(parseTypedNumber("1.5")).toBe(1.5);
    expect(parseTypedNumber("۱٫۵")).toBe(1.5);
    expect(parseTypedNumber("1,5")).toBe(1.5);
    expect(parseTypedNumber("")).toBeNull();
    expect(parseTypedNumber("-1")).toBeNull();
    expect(parseTypedNumber("1e3")).toBeNull();
  });

  it("turns whole toman into rials, group separators allowed", () => {
    expect(typedTomanToRials("40000")).toBe(400_000);
    expect(typedTomanToRials("۴۰٬۰۰۰")).toBe(400_000);
    expect(typedTomanToRials("40,000")).toBe(400_000);
    expect(typedTomanToRials("12.5")).toBeNull();
    expect(typedTomanToRials("abc")).toBeNull();
  });
});
