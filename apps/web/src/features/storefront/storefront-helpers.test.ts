// @vitest-environment node
import type { Category } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { productDescription, productName, productOtherName } from "@/features/catalog/product-text";
import { pageHref } from "./list-href";
import { categoryOptions, findCategory } from "./products/category-options";
import { productsTitleKey } from "./products/products-title";
import { iconsById, parseId } from "./storefront-reads";

const category = (id: number, parentId: number | null, icon = "leaf"): Category => ({
  id,
  parent_id: parentId,
  slug: `c${id}`,
  title: `دسته ${id}`,
  title_en: `Category ${id}`,
  icon,
  product_count: 0,
});

describe("productsTitleKey", () => {
  it("says what the list shows", () => {
    const none = { search: "", type: "all" as const };
    expect(productsTitleKey({ ...none, search: "saffron" }, "Saffron & spices")).toBe(
      "titleSearchInCategory",
    );
    expect(productsTitleKey({ ...none, search: "saffron" }, null)).toBe("titleSearch");
    expect(productsTitleKey(none, "Honey")).toBe("titleCategory");
    expect(productsTitleKey({ ...none, type: "discounted" }, null)).toBe("titleDiscounted");
    expect(productsTitleKey(none, null)).toBe("titleAll");
  });
});

describe("categoryOptions", () => {
  it("lists each category followed by its own subcategories, in the page's language", () => {
    const options = categoryOptions(
      [category(1, null), category(2, null)],
      [category(20, 2), category(10, 1), category(11, 1)],
      "en",
    );
    expect(options.map((option) => [option.id, option.isSubcategory])).toEqual([
      [1, false],
      [10, true],
      [11, true],
      [2, false],
      [20, true],
    ]);
    expect(categoryOptions([category(1, null)], [], "fa")[0]?.title).toBe("دسته 1");
  });

  it("finds a category or a subcategory by id", () => {
    expect(findCategory(10, [category(1, null)], [category(10, 1)])?.id).toBe(10);
    expect(findCategory(null, [category(1, null)])).toBeNull();
    expect(findCategory(7, [category(1, null)])).toBeNull();
  });
});

describe("product texts", () => {
  const product = {
    name: "زعفران سرگل",
    latin_name: "Sargol saffron",
    description: "توضیح",
    latin_description: null,
  };

  it("lead with the latin name in English and the Persian one in Persian", () => {
    expect(productName(product, "en")).toBe("Sargol saffron");
    expect(productOtherName(product, "en")).toBe("زعفران سرگل");
    expect(productName(product, "fa")).toBe("زعفران سرگل");
    expect(productOtherName(product, "fa")).toBe("Sargol saffron");
  });

  it("use the Persian name everywhere when there is no latin one", () => {
    const persianOnly = { ...product, latin_name: null };
    expect(productName(persianOnly, "en")).toBe("زعفران سرگل");
    expect(productOtherName(persianOnly, "en")).toBeNull();
  });

  it("fall back to the description the seller did write", () => {
    expect(productDescription(product, "en")).toBe("توضیح");
    expect(productDescription({ description: null, latin_description: "Text" }, "fa")).toBe("Text");
  });
});

describe("parseId", () => {
  it("accepts positive whole numbers only", () => {
    expect(parseId("42")).toBe(42);
    for (const segment of ["0", "-1", "4.2", "abc", "1e3", "12345678901", "۴۲"]) {
      expect(parseId(segment)).toBeNull();
    }
  });
});

describe("iconsById", () => {
  it("maps categories and subcategories to their icons, skipping lists that failed", () => {
    expect(
      iconsById(
        { ok: true, data: [category(1, null, "fruit")] },
        { ok: false, status: 500 },
        { ok: true, data: [category(10, 1, "fruit")] },
      ),
    ).toEqual({ 1: "fruit", 10: "fruit" });
  });
});

describe("pageHref", () => {
  it("adds the page to a list's URL, with or without a query", () => {
    expect(pageHref("/customer/shops/5", 2)).toBe("/customer/shops/5?page=2");
    expect(pageHref("/customer/products?type=all", 3)).toBe("/customer/products?type=all&page=3");
    expect(pageHref("/customer/shops", 1)).toBe("/customer/shops");
  });
});
