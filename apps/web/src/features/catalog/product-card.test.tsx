import type { ProductCard as ProductCardData } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { ProductCard, productCardImageSizes } from "./product-card";

const product: ProductCardData = {
  id: 42,
  name: "زعفران سرگل",
  latin_name: "Sargol saffron",
  category_id: 3,
  subcategory_id: null,
  price_rials: 1_200_000,
  discount_percent: 10,
  discounted_price_rials: 1_080_000,
  stock: 5,
  stock_type: { id: 1, code: "kg", title: "کیلوگرم", title_en: "Kilogram" },
  image: {
    id: "a",
    url: "/api/v1/files/a/1280.webp",
    variants: { "320": "/api/v1/files/a/320.webp", "640": "/api/v1/files/a/640.webp" },
  },
  seller: {
    id: 9,
    store_name: "مزرعه دره سبز",
    store_name_en: "Green Valley Farm",
  },
  is_active: true,
  variant_count: 1,
  rating: null,
  created_at: "2025-01-01T00:00:00.000Z",
};

function imageOf(props: { priority?: boolean; imageSizes?: string }): HTMLImageElement {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={catalogues.en} timeZone="Asia/Tehran">
      <ProductCard product={product} categoryIcon="leaf" {...props} />
    </NextIntlClientProvider>,
  );
  const image = new DOMParser().parseFromString(html, "text/html").querySelector("img");
  if (!image) throw new Error("the card drew no picture");
  return image;
}

describe("ProductCard's picture", () => {
  it("in a list's grid: the grid's widths, loaded when it comes near", () => {
    const image = imageOf({});
    expect(image.getAttribute("sizes")).toBe(productCardImageSizes);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    expect(image.getAttribute("srcset")).toContain("/api/v1/files/a/320.webp 320w");
  });

  it("on the first screen of a rail: the rail's widths, fetched at once and first", () => {
    const image = imageOf({ priority: true, imageSizes: "(min-width: 640px) 176px, 160px" });
    expect(image.getAttribute("sizes")).toBe("(min-width: 640px) 176px, 160px");
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });
});
