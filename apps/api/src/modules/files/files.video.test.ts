import { describe, expect, it } from "vitest";
import { makeMp4, realMp4 } from "../../test/files";
import { probeVideoStream, readVideoDuration } from "./files.video";

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

describe("reading a video's stream to its end", () => {
  it("measures a real movie by its samples", () => {
    expect(probeVideoStream(realMp4("farm-5s"))).toEqual({ durationSeconds: 5 });
    expect(probeVideoStream(realMp4("farm-35s"))).toEqual({ durationSeconds: 35 });
    expect(probeVideoStream(realMp4("farm-5s", { brand: "qt" }))).toEqual({ durationSeconds: 5 });
  });

  it("measures the stream, not what the header claims", () => {
    const forged = realMp4("farm-35s", { claimSeconds: 10 });
    expect(readVideoDuration(forged)).toBe(10);
    expect(probeVideoStream(forged)).toEqual({ durationSeconds: 35 });
  });

  it("finds no video in a header over nothing", () => {
    expect(readVideoDuration(makeMp4(10))).toBe(10);
    expect(probeVideoStream(makeMp4(10))).toBeNull();
  });

  it("finds no video in a movie cut short, however little is missing", () => {
    const whole = realMp4("farm-5s");
    expect(readVideoDuration(whole.subarray(0, whole.length - 100))).toBe(5);
    expect(probeVideoStream(whole.subarray(0, whole.length - 100))).toBeNull();
    expect(probeVideoStream(whole.subarray(0, Math.floor(whole.length / 2)))).toBeNull();
  });

  it("finds nothing in bytes that are no movie", () => {
    expect(probeVideoStream(Buffer.from("not a movie at all"))).toBeNull();
    expect(probeVideoStream(Buffer.alloc(0))).toBeNull();
  });
});
