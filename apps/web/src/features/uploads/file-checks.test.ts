// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkFile, isVideoTooLong, problemOf, SNIFF_BYTES, sniffKind } from "./file-checks";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../e2e/fixtures/${name}`, import.meta.url));
const head = (name: string) => new Uint8Array(fixture(name).subarray(0, SNIFF_BYTES));

describe("sniffKind", () => {
  it("knows files by their first bytes", () => {
    expect(sniffKind(head("shop-logo.png"))).toBe("image");
    expect(sniffKind(head("farm.jpg"))).toBe("image");
    expect(sniffKind(head("business-licence.pdf"))).toBe("pdf");
    expect(sniffKind(head("farm-5s.mp4"))).toBe("video");
  });

  it("is not fooled by a name: a text file called .pdf is nothing it knows", () => {
    expect(sniffKind(head("not-really.pdf"))).toBeNull();
  });
});

describe("problemOf", () => {
  const MB = 1024 * 1024;

  it("takes only PDFs of at most 10 MB as the licence", () => {
    expect(problemOf("license", "pdf", 2 * MB)).toBeNull();
    expect(problemOf("license", null, 100)).toBe("pdf_only");
    expect(problemOf("license", "image", 100)).toBe("pdf_only");
    expect(problemOf("license", "pdf", 10 * MB + 1)).toBe("file_too_large_10mb");
  });

  it("takes only images for the logo and the store and farm images", () => {
    for (const purpose of ["logo", "store_image", "farm_image"] as const) {
      expect(problemOf(purpose, "image", MB)).toBeNull();
      expect(problemOf(purpose, "pdf", MB)).toBe("images_only");
      expect(problemOf(purpose, "image", 11 * MB)).toBe("file_too_large_10mb");
    }
  });

  it("takes only videos of at most 25 MB as the farm video", () => {
    expect(problemOf("farm_video", "video", 5 * MB)).toBeNull();
    expect(problemOf("farm_video", "image", MB)).toBe("video_only");
    expect(problemOf("farm_video", "video", 25 * MB)).toBeNull();
    expect(problemOf("farm_video", "video", 26 * MB)).toBe("video_too_large");
  });

  it("checks a whole file from its head", async () => {
    const notPdf = new Blob([fixture("not-really.pdf")]);
    expect(await checkFile("license", notPdf)).toBe("pdf_only");
    expect(await checkFile("license", new Blob([fixture("business-licence.pdf")]))).toBeNull();
  });
});

describe("isVideoTooLong", () => {
  it("allows 30 seconds with a little leeway, and unknown durations", () => {
    expect(isVideoTooLong(5)).toBe(false);
    expect(isVideoTooLong(30.2)).toBe(false);
    expect(isVideoTooLong(35)).toBe(true);
    expect(isVideoTooLong(null)).toBe(false);
  });
});
