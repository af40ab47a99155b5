// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withActive } from "./use-product-active";

const card = (id: number, is_active: boolean) => ({ id, name: `Product ${id}`, is_active });

describe("switching a product in the cache", () => {
  it("changes that product in every loaded page of a list", () => {
    const pages = {
      pageParams: [1, 2],
      pages: [
        { data: { items: [card(1, true), card(2, true)], page: 1, per_page: 2, has_more: true } },
        { data: { items: [card(3, true)], page: 2, per_page: 2, has_more: false } },
      ],
    };
    const next = withActive(pages, 3, false) as typeof pages;
    expect(next.pages[1]?.data.items[0]).toEqual(card(3, false));
    expect(next.pages[0]?.data.items).toEqual(pages.pages[0]?.data.items);
    expect(pages.pages[1]?.data.items[0]?.is_active).toBe(true);
  });

  it("changes the product's own page, and nothing else", () => {
    const found = { kind: "found", product: card(4, true) };
    expect(withActive(found, 4, false)).toEqual({ kind: "found", product: card(4, false) });
    expect(withActive(found, 5, false)).toBe(found);
    const missing = { kind: "not_found" };
    expect(withActive(missing, 4, false)).toBe(missing);
    expect(withActive(undefined, 4, false)).toBeUndefined();
  });
});
