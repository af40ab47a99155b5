import { describe, expect, it } from "vitest";
import { pickVariant } from "./product-image";

const image = {
  id: "f1",
  url: "/api/v1/files/f1/1280.webp",
  variants: {
    "320": "/api/v1/files/f1/320.webp",
    "640": "/api/v1/files/f1/640.webp",
    "1280": "/api/v1/files/f1/1280.webp",
  },
};

describe("pickVariant", () => {
  it("takes the narrowest rendition at least as wide as asked", () => {
    expect(pickVariant(image, 300)).toBe("/api/v1/files/f1/320.webp");
    expect(pickVariant(image, 640)).toBe("/api/v1/files/f1/640.webp");
    expect(pickVariant(image, 700)).toBe("/api/v1/files/f1/1280.webp");
  });

  it("falls back to the widest, then to the original", () => {
    expect(pickVariant(image, 3840)).toBe("/api/v1/files/f1/1280.webp");
    expect(pickVariant({ ...image, variants: {} }, 640)).toBe(image.url);
  });
});
