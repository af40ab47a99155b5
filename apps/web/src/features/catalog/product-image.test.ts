import { describe, expect, it } from "vitest";
import { pickVariant, srcSetOf } from "./product-image";

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

describe("srcSetOf", () => {
  it("names each stored rendition once, at its real width, narrowest first", () => {
    expect(srcSetOf(image)).toBe(
      "/api/v1/files/f1/320.webp 320w, /api/v1/files/f1/640.webp 640w, /api/v1/files/f1/1280.webp 1280w",
    );
  });

  it("lists the 480 and 960 w renditions between the others, whatever order they come in", () => {
    const five = {
      variants: {
        "1280": "/api/v1/files/f2/1280.webp",
        "960": "/api/v1/files/f2/960.webp",
        "320": "/api/v1/files/f2/320.webp",
        "640": "/api/v1/files/f2/640.webp",
        "480": "/api/v1/files/f2/480.webp",
      },
    };
    expect(
      srcSetOf(five)
        ?.split(", ")
        .map((entry) => entry.split(" ")[1]),
    ).toEqual(["320w", "480w", "640w", "960w", "1280w"]);
    expect(pickVariant({ ...five, url: five.variants["1280"] }, 700)).toBe(
      "/api/v1/files/f2/960.webp",
    );
  });

  it("gives none when nothing was stored at a width", () => {
    expect(srcSetOf({ variants: {} })).toBeUndefined();
  });
});
