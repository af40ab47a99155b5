import { describe, expect, it } from "vitest";
import { currentSearchText, productsSearchUrl, searchChoiceUrl } from "./products-search-url";

const rice = { category_id: 7, title: "برنج", title_en: "Rice", product_count: 12 };

function paramsOf(url: string) {
  const parsed = new URL(url, "http://localhost");
  return { path: parsed.pathname, params: [...parsed.searchParams.entries()] };
}

describe("productsSearchUrl", () => {
  it("always carries the four parameters, empty when unset", () => {
    expect(paramsOf(productsSearchUrl({ search: "saffron" }))).toEqual({
      path: "/customer/products",
      params: [
        ["category_id", ""],
        ["category_name", ""],
        ["search", "saffron"],
        ["type", "all"],
      ],
    });
  });

  it("encodes Persian text and spaces so they come back unchanged", () => {
    const url = productsSearchUrl({ search: "برنج طارم", categoryId: "7", categoryName: "برنج" });
    expect(url).not.toMatch(/[\u0600-\u06FF ]/);
    expect(paramsOf(url).params).toEqual([
      ["category_id", "7"],
      ["category_name", "برنج"],
      ["search", "برنج طارم"],
      ["type", "all"],
    ]);
  });
});

describe("searchChoiceUrl", () => {
  it("names a chosen category in the page's language", () => {
    const choice = { category_id: 7, text: "tarom", suggestion: rice } as const;
    expect(paramsOf(searchChoiceUrl(choice, "en")).params).toEqual([
      ["category_id", "7"],
      ["category_name", "Rice"],
      ["search", "tarom"],
      ["type", "all"],
    ]);
    expect(paramsOf(searchChoiceUrl(choice, "fa")).params).toEqual([
      ["category_id", "7"],
      ["category_name", "برنج"],
      ["search", "tarom"],
      ["type", "all"],
    ]);
  });

  it("leaves the category empty when all products were searched", () => {
    const choice = { category_id: "", text: "saffron", suggestion: null } as const;
    expect(paramsOf(searchChoiceUrl(choice, "fa")).params).toEqual([
      ["category_id", ""],
      ["category_name", ""],
      ["search", "saffron"],
      ["type", "all"],
    ]);
  });
});

describe("currentSearchText", () => {
  it("reads the search on the products page only", () => {
    const params = new URLSearchParams("category_id=&category_name=&search=%20saffron%20&type=all");
    expect(currentSearchText("/customer/products", params)).toBe("saffron");
    expect(currentSearchText("/customer/shops", params)).toBe("");
    expect(currentSearchText("/customer/products", new URLSearchParams("type=all"))).toBe("");
  });
});
