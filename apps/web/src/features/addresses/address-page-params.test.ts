// @vitest-environment node
import { describe, expect, it } from "vitest";
import { afterSavePath, positiveId, readAddressPageParams } from "./address-page-params";

describe("positiveId", () => {
  it("reads a positive whole number and nothing else", () => {
    expect(positiveId("12")).toBe(12);
    expect(positiveId(["7", "8"])).toBe(7);
    for (const value of ["0", "-1", "1.5", "abc", "", undefined, "1e3"]) {
      expect(positiveId(value)).toBeNull();
    }
  });
});

describe("readAddressPageParams", () => {
  it("keeps an id and a same-site return path", () => {
    expect(readAddressPageParams({ id: "4", return: "/customer/cart/checkout/9" })).toEqual({
      id: 4,
      returnTo: "/customer/cart/checkout/9",
    });
  });

  it("drops a return path that leaves the site", () => {
    expect(readAddressPageParams({ return: "https://evil.example/" })).toEqual({
      id: null,
      returnTo: null,
    });
  });
});

describe("afterSavePath", () => {
  it("goes back with the saved address chosen, replacing an earlier choice", () => {
    expect(afterSavePath("/customer/cart/checkout/9", 31)).toBe(
      "/customer/cart/checkout/9?address_id=31",
    );
    expect(afterSavePath("/customer/cart/checkout/9?address_id=2&x=1", 31)).toBe(
      "/customer/cart/checkout/9?address_id=31&x=1",
    );
  });

  it("goes to the list when there is nowhere to return to", () => {
    expect(afterSavePath(null, 31)).toBe("/customer/addresses");
  });
});
