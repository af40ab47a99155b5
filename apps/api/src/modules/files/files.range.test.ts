import { describe, expect, it } from "vitest";
import { parseRange } from "./files.range";

describe("reading a Range header", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-200", { start: 800, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
  ])("%s of 1000 bytes", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it.each(["bytes=1000-", "bytes=1000-2000", "bytes=500-400", "bytes=-0"])(
    "%s of 1000 bytes is unsatisfiable",
    (header) => {
      expect(parseRange(header, 1000)).toBe("unsatisfiable");
    },
  );

  it.each([undefined, "", "bytes=-", "items=0-1", "bytes=0-1,5-9", "bytes=a-b"])(
    "%j means the whole file",
    (header) => {
      expect(parseRange(header, 1000)).toBeNull();
    },
  );
});
