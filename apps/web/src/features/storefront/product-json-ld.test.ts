// @vitest-environment node
import type { ProductDetail } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { buildProductJsonLd, serializeJsonLd } from "./product-json-ld";

const image = (id: string) => ({
  id,
  url: `/api/v1/files/${id}/1280.webp`,
  variants: { "320": `/api/v1/files/${id}/320.webp` },
});

const product: ProductDetail = {
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
  image: image("a"),
  seller: {
    id: 9,
    store_name: "مزرعه دره سبز",
    store_name_en: "Green Valley Farm",
    logo: null,
    city: null,
    province: null,
  },
  is_active: true,
  rating: null,
  created_at: "2025-01-01T00:00:00.000Z",
  description: "زعفران درجه یک قائنات",
  latin_description: null,
  category: { id: 3, title: "زعفران و ادویه", title_en: "Saffron & spices" },
  subcategory: null,
  preparation_days: 2,
  images: [image("a"), image("b")],
  properties: [],
  variant_count: 1,
  variants: [],
  updated_at: "2025-01-02T00:00:00.000Z",
};

describe("buildProductJsonLd", () => {
  it("describes the product with an offer in rials at the price a buyer pays", () => {
    expect(
      buildProductJsonLd(product, { language: "en", siteUrl: "https://kesht.example" }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sargol saffron",
      image: [
        "https://kesht.example/api/v1/files/a/1280.webp",
        "https://kesht.example/api/v1/files/b/1280.webp",
      ],
      // English has no description of its own: the Persian one stands in.
      description: "زعفران درجه یک قائنات",
      sku: "42",
      category: "Saffron & spices",
      brand: { "@type": "Brand", name: "Green Valley Farm" },
      url: "https://kesht.example/customer/products/42",
      offers: {
        "@type": "Offer",
        url: "https://kesht.example/customer/products/42",
        price: 1_080_000,
        priceCurrency: "IRR",
        availability: "https://schema.org/InStock",
        seller: {
          "@type": "Organization",
          name: "Green Valley Farm",
          url: "https://kesht.example/customer/shops/9",
        },
      },
    });
  });

  it("uses the Persian names in Persian and says when stock has run out", () => {
    const data = buildProductJsonLd(
      { ...product, stock: 0, images: [] },
      { language: "fa", siteUrl: "https://kesht.example" },
    );
    expect(data.name).toBe("زعفران سرگل");
    expect(data.category).toBe("زعفران و ادویه");
    expect(data.brand.name).toBe("مزرعه دره سبز");
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("carries the reviews' aggregateRating once someone reviewed the product", () => {
    const data = buildProductJsonLd(
      { ...product, rating: { average: 4.5, count: 12 } },
      { language: "en", siteUrl: "https://kesht.example" },
    );
    expect(data.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written in", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & co" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & co" });
  });
});
