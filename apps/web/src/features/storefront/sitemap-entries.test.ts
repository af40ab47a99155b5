// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildSitemap, xmlEscape } from "./sitemap-entries";

describe("buildSitemap", () => {
  const entries = buildSitemap("https://kesht.example", {
    categories: [{ id: 2, title_en: "Nuts & dried fruit" }],
    shops: [{ id: 9 }],
    products: [
      {
        id: 42,
        created_at: "2025-03-01T10:00:00.000Z",
        image: { url: "/api/v1/files/a/1280.webp" },
      },
      { id: 43, created_at: "2025-03-02T10:00:00.000Z", image: null },
    ],
  });
  const urls = entries.map((entry) => entry.url);

  it("lists the fixed public pages first", () => {
    expect(urls.slice(0, 4)).toEqual([
      "https://kesht.example/",
      "https://kesht.example/customer/products",
      "https://kesht.example/customer/categories",
      "https://kesht.example/customer/shops",
    ]);
  });

  it("lists category listings with the ampersands escaped for XML", () => {
    expect(urls).toContain(
      "https://kesht.example/customer/products?category_id=2&amp;category_name=Nuts+%26+dried+fruit&amp;search=&amp;type=all",
    );
  });

  it("lists shops and products, products with their date and cover image", () => {
    expect(urls).toContain("https://kesht.example/customer/shops/9");
    expect(entries.find((entry) => entry.url.endsWith("/customer/products/42"))).toMatchObject({
      lastModified: "2025-03-01T10:00:00.000Z",
      images: ["https://kesht.example/api/v1/files/a/1280.webp"],
    });
    expect(entries.find((entry) => entry.url.endsWith("/customer/products/43"))).not.toHaveProperty(
      "images",
    );
  });

  it("keeps only the fixed pages when nothing could be read", () => {
    expect(
      buildSitemap("http://localhost:3000", { categories: [], shops: [], products: [] }),
    ).toHaveLength(6);
  });
});

describe("xmlEscape", () => {
  it("escapes the five XML specials", () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});
