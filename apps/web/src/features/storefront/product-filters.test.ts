// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  categoryHref,
  changeFilters,
  emptyFilters,
  hasNarrowingFilters,
  parseProductFilters,
  productsApiQuery,
  productsHref,
} from "./product-filters";

describe("parseProductFilters", () => {
  it("reads SPEC's four parameters and the extras", () => {
    expect(
      parseProductFilters({
        category_id: "7",
        category_name: "Saffron & spices",
        search: " saffron ",
        type: "discounted",
        sort: "price_asc",
        min_price: "1000",
        max_price: "50000",
        page: "3",
      }),
    ).toEqual({
      categoryId: 7,
      categoryName: "Saffron & spices",
      search: "saffron",
      type: "discounted",
      sort: "price_asc",
      minPrice: 1000,
      maxPrice: 50000,
      page: 3,
    });
  });

  it("treats the header search's empty parameters as unset", () => {
    expect(
      parseProductFilters({ category_id: "", category_name: "", search: "", type: "all" }),
    ).toEqual(emptyFilters);
  });

  it("ignores values that make no sense instead of failing", () => {
    expect(
      parseProductFilters({
        category_id: "abc",
        type: "cheap",
        sort: "random",
        min_price: "-5",
        page: "0",
      }),
    ).toEqual(emptyFilters);
    expect(parseProductFilters({ page: "999999" }).page).toBe(500);
  });

  it("accepts Persian digits and separators in prices, and swaps a reversed range", () => {
    const filters = parseProductFilters({ min_price: "۵۰٬۰۰۰", max_price: "1,000" });
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 50000]);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseProductFilters({ search: ["honey", "dates"] }).search).toBe("honey");
  });
});

describe("productsHref", () => {
  it("always writes the four parameters, and the extras only when set", () => {
    expect(productsHref()).toBe("/customer/products?category_id=&category_name=&search=&type=all");
    expect(
      productsHref({
        categoryId: 3,
        categoryName: "Nuts & dried fruit",
        search: "pistachio",
        type: "discounted",
        sort: "price_desc",
        minPrice: 0,
        maxPrice: 900000,
        page: 2,
      }),
    ).toBe(
      "/customer/products?category_id=3&category_name=Nuts+%26+dried+fruit&search=pistachio&type=discounted&sort=price_desc&min_price=0&max_price=900000&page=2",
    );
  });

  it("drops a category name without a category", () => {
    expect(productsHref({ categoryName: "Fruit" })).toContain("category_name=&");
  });

  it("round-trips through the parser", () => {
    const filters = {
      ...emptyFilters,
      categoryId: 12,
      categoryName: "زعفران",
      search: "سرگل",
      sort: "newest" as const,
      minPrice: 10,
      page: 4,
    };
    const query = new URL(productsHref(filters), "http://x").searchParams;
    expect(parseProductFilters(Object.fromEntries(query))).toEqual(filters);
  });

  it("links a category's listing with its id and name", () => {
    expect(categoryHref({ id: 5, title: "Honey" })).toBe(
      "/customer/products?category_id=5&category_name=Honey&search=&type=all",
    );
  });
});

describe("changeFilters", () => {
  it("goes back to page 1 whenever the list changes", () => {
    const current = { ...emptyFilters, page: 6, search: "rice" };
    expect(changeFilters(current, { type: "discounted" })).toEqual({
      ...current,
      type: "discounted",
      page: 1,
    });
  });
});

describe("hasNarrowingFilters", () => {
  it("counts what narrows the list, not the order or the page", () => {
    expect(hasNarrowingFilters({ ...emptyFilters, sort: "price_asc", page: 3 })).toBe(false);
    expect(hasNarrowingFilters({ ...emptyFilters, maxPrice: 5 })).toBe(true);
    expect(hasNarrowingFilters({ ...emptyFilters, type: "discounted" })).toBe(true);
  });
});

describe("productsApiQuery", () => {
  it("sends only what is set, prices in toman", () => {
    expect(
      productsApiQuery({ ...emptyFilters, categoryId: 4, minPrice: 100, page: 2 }, 20),
    ).toEqual({
      category_id: 4,
      search: undefined,
      type: "all",
      sort: undefined,
      min_price: 100,
      max_price: undefined,
      page: 2,
      per_page: 20,
    });
  });
});
