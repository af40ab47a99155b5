import { describe, expect, it } from "vitest";
import { makeMp4 } from "../../test/files";
import { readVideoDuration } from "./files.video";

describe("reading a video's length from its movie header", () => {
  it("divides the duration by the timescale", () => {
    expect(readVideoDuration(makeMp4(10, { timescale: 600 }))).toBe(10);
    expect(readVideoDuration(makeMp4(31, { timescale: 90_000 }))).toBe(31);
    expect(readVideoDuration(makeMp4(12.5, { timescale: 1000 }))).toBe(12.5);
  });

  it("reads version-1 headers with 64-bit times", () => {
    expect(readVideoDuration(makeMp4(29, { version: 1, timescale: 48_000 }))).toBe(29);
  });

  it("reads QuickTime movies", () => {
    expect(readVideoDuration(makeMp4(8, { brand: "qt" }))).toBe(8);
  });

  it("answers null when there is no movie header", () => {
    expect(readVideoDuration(Buffer.from("not a movie at all"))).toBeNull();
    expect(readVideoDuration(makeMp4(10).subarray(0, 30))).toBeNull();
    expect(readVideoDuration(Buffer.alloc(0))).toBeNull();
  });

  it("answers null for a header that says nothing about length", () => {
    expect(readVideoDuration(makeMp4(0))).toBeNull();
  });
});
