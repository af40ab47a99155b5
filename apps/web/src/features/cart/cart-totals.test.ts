// @vitest-environment node
import type { CartGroup, CartLine } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { canCheckOut, cartCountOf, countInCart, lineProblem } from "./cart-totals";

const kilogram = { id: 1, code: "kg", title: "کیلوگرم", title_en: "Kilogram" };

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    product_id: 10,
    name: "زعفران",
    latin_name: "Saffron",
    variant_id: 100,
    variant_label: "",
    variant_label_en: "",
    image: null,
    count: 1,
    stock: 10,
    stock_type: kilogram,
    unit_price_rials: 1_000_000,
    current_unit_price_rials: 1_000_000,
    price_changed: false,
    available: true,
    total_rials: 1_000_000,
    ...overrides,
  };
}

function group(id: number, orders: CartLine[]): CartGroup {
  return {
    id,
    status: "cart",
    seller: { id, store_name: `Shop ${id}`, store_name_en: `Shop ${id}`, logo: null, city: null },
    orders,
    items_total_rials: orders.reduce((sum, order) => sum + order.total_rials, 0),
  };
}

describe("cartCountOf", () => {
  it("counts the lines of every group, whatever their amounts", () => {
    const groups = [
      group(1, [line({ count: 2 }), line({ id: 2, product_id: 11, count: 3 })]),
      group(2, [line({ id: 3, product_id: 12, count: 1 })]),
    ];
    expect(cartCountOf(groups)).toBe(3);
  });

  it("counts a product in kilograms as one item, however many kilograms", () => {
    expect(cartCountOf([group(1, [line({ count: 0.5 })])])).toBe(1);
    expect(cartCountOf([group(1, [line({ count: 1.5 }), line({ id: 2, count: 2 })])])).toBe(2);
  });

  it("is 0 for an empty cart", () => {
    expect(cartCountOf([])).toBe(0);
  });
});

describe("countInCart", () => {
  it("finds a product's count in any group", () => {
    const groups = [group(1, [line()]), group(2, [line({ id: 5, product_id: 20, count: 2.5 })])];
    expect(countInCart(groups, 20)).toBe(2.5);
    expect(countInCart(groups, 99)).toBe(0);
    expect(countInCart(undefined, 20)).toBe(0);
  });
});

describe("lineProblem and canCheckOut", () => {
  it("names a product no longer for sale and a count above what is left", () => {
    expect(lineProblem(line())).toBeNull();
    expect(lineProblem(line({ available: false }))).toBe("unavailable");
    expect(lineProblem(line({ count: 4, stock: 3 }))).toBe("over_stock");
  });

  it("lets a group be checked out only when every line can be bought", () => {
    expect(canCheckOut(group(1, [line()]))).toBe(true);
    expect(canCheckOut(group(1, [line(), line({ id: 2, available: false })]))).toBe(false);
    expect(canCheckOut(group(1, []))).toBe(false);
  });
});
