import { describe, expect, it } from "vitest";
import { formatCoordinate, parseCoordinate } from "./coordinates";

describe("parseCoordinate", () => {
  it("reads ASCII and Persian digits with either decimal separator", () => {
    expect(parseCoordinate("35.6892", "latitude")).toBe(35.6892);
    expect(parseCoordinate("۳۵٫۶۸۹۲", "latitude")).toBe(35.6892);
    expect(parseCoordinate(" 51,389 ", "longitude")).toBe(51.389);
    expect(parseCoordinate("-12.5", "longitude")).toBe(-12.5);
  });

  it("refuses text and values out of range", () => {
    expect(parseCoordinate("", "latitude")).toBeNull();
    expect(parseCoordinate("north", "latitude")).toBeNull();
    expect(parseCoordinate("91", "latitude")).toBeNull();
    expect(parseCoordinate("181", "longitude")).toBeNull();
    expect(parseCoordinate("1.2.3", "longitude")).toBeNull();
  });
});

describe("formatCoordinate", () => {
  it("keeps six decimals at most and drops trailing zeros", () => {
    expect(formatCoordinate(35.68921234)).toBe("35.689212");
    expect(formatCoordinate(51.5)).toBe("51.5");
    expect(formatCoordinate(51)).toBe("51");
  });
});
