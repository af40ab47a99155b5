// @vitest-environment node
import { describe, expect, it } from "vitest";
import { orderImages, refOfProductImage, withCover } from "./image-order";

const ref = (id: string) => ({
  id,
  kind: "image" as const,
  url: `/api/v1/files/${id}/full.webp`,
  previewUrl: `/api/v1/files/${id}/320.webp`,
  name: `${id}.jpg`,
});

describe("product image order", () => {
  it("keeps the seller's order and adds new uploads at the end", () => {
    const done = [ref("a"), ref("b"), ref("c"), ref("d")];
    expect(orderImages(done, ["c", "a"]).map((image) => image.id)).toEqual(["c", "a", "b", "d"]);
  });

  it("forgets removed images", () => {
    expect(orderImages([ref("b")], ["a", "b"]).map((image) => image.id)).toEqual(["b"]);
  });

  it("moves the chosen cover to the front and keeps the rest in order", () => {
    expect(withCover(["a", "b", "c"], "c")).toEqual(["c", "a", "b"]);
    expect(withCover(["a", "b"], "z")).toEqual(["a", "b"]);
  });

  it("shows a saved image by a rendition wide enough for a tile", () => {
    const image = {
      id: "f1",
      url: "/api/v1/files/f1/full.webp",
      variants: { "160": "/v/160.webp", "480": "/v/480.webp", "960": "/v/960.webp" },
    };
    expect(refOfProductImage(image, "Photo 1")).toEqual({
      id: "f1",
      kind: "image",
      url: "/api/v1/files/f1/full.webp",
      previewUrl: "/v/480.webp",
      name: "Photo 1",
    });
  });
});
