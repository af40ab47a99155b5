import { describe, expect, it } from "vitest";
import { productCardImageSizes } from "@/features/catalog/product-card";
import { bannerImageSizes, railImageSizes } from "@/features/home/home-image-sizes";
import { productCoverImageSizes, shopImageSizes } from "@/features/storefront/image-sizes";
import { columnWidth, drawnWidth } from "./image-sizes";

/** Phones, a large phone in landscape, tablets, small and large laptops, a desktop. */
const viewports = [360, 412, 700, 800, 991, 992, 1100, 1200, 1280, 1440, 1920];

/** `count` columns with `gap` between them in `width`, less a 1px border each side. */
const column = (width: number, count: number, gap: number) =>
  (width - gap * (count - 1)) / count - 2;

/*
 * Each picture's width as its layout draws it (the Tailwind classes it sits in), worked out
 * here from the page column, and the `sizes` attribute it is given: they must agree within a
 * pixel, so the browser takes the rendition the box needs (decision 027).
 */
const layouts: Record<string, { sizes: string; drawn: (viewport: number) => number }> = {
  // productGridClass: 2 columns (gap 12px, 16px from 640), 3 from 768, 4 from 992, 5 from 1280.
  "a product grid's card": {
    sizes: productCardImageSizes,
    drawn: (v) => {
      const width = columnWidth(v);
      if (v < 640) return column(width, 2, 12);
      if (v < 768) return column(width, 2, 16);
      if (v < 992) return column(width, 3, 16);
      return column(width, v < 1280 ? 4 : 5, 16);
    },
  },
  // railItemClass: w-40, sm:w-44, then a grid of 3 (md) and 5 (lg), gap 12px.
  "a home rail's card": {
    sizes: railImageSizes,
    drawn: (v) => {
      if (v < 640) return 160 - 2;
      if (v < 768) return 176 - 2;
      return column(columnWidth(v), v < 992 ? 3 : 5, 12);
    },
  },
  // On phones the banner's sizes say 100vw on purpose (see bannerImageSizes): the column's width
  // plus its 32px of padding.
  "a banner": { sizes: bannerImageSizes, drawn: (v) => (v < 768 ? v : columnWidth(v)) },
  // The gallery takes the column, then half of it beside the purchase box (lg:gap-12).
  "a product page's cover": {
    sizes: productCoverImageSizes,
    drawn: (v) => (v < 992 ? columnWidth(v) - 2 : column(columnWidth(v), 2, 48)),
  },
  // w-64 cards that scroll on phones, then 3 (md) and 4 (lg) columns, gap 12px.
  "a shop's store and farm pictures": {
    sizes: shopImageSizes,
    drawn: (v) => (v < 768 ? 256 - 2 : column(columnWidth(v), v < 992 ? 3 : 4, 12)),
  },
};

describe("the storefront's picture sizes", () => {
  for (const [name, { sizes, drawn }] of Object.entries(layouts)) {
    it(`tells the browser how wide ${name} is drawn, phone to desktop`, () => {
      for (const viewport of viewports) {
        expect(
          Math.abs(drawnWidth(sizes, viewport) - drawn(viewport)),
          `${name} at ${viewport}px`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  it("lets a phone take the 480 and 960 w renditions where they fit", () => {
    // 412px at 2.6×: a grid card needs ~473 device px, a cover ~983 (1280 w before 960 existed).
    expect(drawnWidth(productCardImageSizes, 412) * 2.6).toBeLessThanOrEqual(480);
    expect(drawnWidth(productCoverImageSizes, 412) * 1.75).toBeLessThanOrEqual(960);
  });
});

describe("drawnWidth", () => {
  it("reads the first entry whose min-width holds, in px, vw and calc()", () => {
    const sizes = "(min-width: 992px) 220px, (min-width: 768px) 30vw, calc(50vw - 24px)";
    expect(drawnWidth(sizes, 1200)).toBe(220);
    expect(drawnWidth(sizes, 992)).toBe(220);
    expect(drawnWidth(sizes, 800)).toBe(240);
    expect(drawnWidth(sizes, 412)).toBe(182);
  });

  it("refuses a form it does not know rather than guess", () => {
    expect(() => drawnWidth("(max-width: 600px) 100vw, 50vw", 400)).toThrow(/unknown length/);
  });
});
