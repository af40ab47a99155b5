import { afterEach, describe, expect, it } from "vitest";
import {
  rememberReturnPath,
  safeReturnPath,
  signInPathReturningTo,
  takeReturnPath,
} from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a page of this site with its query and fragment", () => {
    expect(safeReturnPath("/customer/products/12")).toBe("/customer/products/12");
    expect(safeReturnPath("/customer/products/12?tab=info#reviews")).toBe(
      "/customer/products/12?tab=info#reviews",
    );
  });

  it("refuses anything that leaves the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "customer/products/12",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it("refuses the sign-in pages, which would lead back to themselves", () => {
    expect(safeReturnPath("/auth")).toBeNull();
    expect(safeReturnPath("/auth/verify")).toBeNull();
    expect(safeReturnPath("/authors")).toBe("/authors");
  });
});

describe("signInPathReturningTo", () => {
  it("adds the page as an encoded next parameter", () => {
    expect(signInPathReturningTo("/customer/products/12?x=1")).toBe(
      `/auth?next=${encodeURIComponent("/customer/products/12?x=1")}`,
    );
  });

  it("leaves it out for a page that is not one to come back to", () => {
    expect(signInPathReturningTo("//evil.example")).toBe("/auth");
  });
});

describe("the saved return path", () => {
  afterEach(() => window.sessionStorage.clear());

  it("is given back once", () => {
    rememberReturnPath("/customer/products/7");
    expect(takeReturnPath()).toBe("/customer/products/7");
    expect(takeReturnPath()).toBeNull();
  });

  it("is forgotten when a later sign-in has none", () => {
    rememberReturnPath("/customer/products/7");
    rememberReturnPath(null);
    expect(takeReturnPath()).toBeNull();
  });

  it("is checked again when read, since any script could have written it", () => {
    window.sessionStorage.setItem("kesht-return-path", "https://evil.example/");
    expect(takeReturnPath()).toBeNull();
  });
});
