// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isSellerProductStatus, listHref } from "./list-href";

describe("the product list's address", () => {
  it("holds the filter and the search, and nothing for the defaults", () => {
    expect(listHref("all", "")).toBe("/shop/products");
    expect(listHref("inactive", "")).toBe("/shop/products?status=inactive");
    expect(listHref("active", " سیب ")).toBe(
      `/shop/products?status=active&search=${encodeURIComponent("سیب")}`,
    );
  });

  it("knows the three filters", () => {
    expect(["all", "active", "inactive"].every(isSellerProductStatus)).toBe(true);
    expect(isSellerProductStatus("deleted")).toBe(false);
    expect(isSellerProductStatus(undefined)).toBe(false);
  });
});
