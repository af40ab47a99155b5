import { describe, expect, it } from "vitest";
import { bulkEditBody } from "./bulk-edit-panel";

const keep = { priceMode: "keep", price: "", discount: "", stockMode: "keep", stock: "" } as const;

describe("the bulk edit's request", () => {
  it("sends only what the shop chose to change, as typed", () => {
    expect(bulkEditBody([1, 2], { ...keep, priceMode: "percent", price: "۱۰" })).toEqual({
      product_ids: [1, 2],
      price_change_percent: "۱۰",
    });
    expect(
      bulkEditBody([3], {
        ...keep,
        priceMode: "set",
        price: "5000",
        discount: "20",
        stockMode: "set",
        stock: "7",
      }),
    ).toEqual({ product_ids: [3], price_toman: "5000", discount_percent: "20", stock: "7" });
    expect(bulkEditBody([3], { ...keep, stockMode: "percent", stock: "-50" })).toEqual({
      product_ids: [3],
      stock_change_percent: "-50",
    });
  });

  it("asks nothing when nothing changes", () => {
    expect(bulkEditBody([1], keep)).toBeNull();
    expect(bulkEditBody([1], { ...keep, discount: "  " })).toBeNull();
  });
});
