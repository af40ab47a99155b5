// @vitest-environment node
import { describe, expect, it } from "vitest";
import { queryString, readOptions } from "./fetch-api";

describe("queryString", () => {
  it("keeps set values only, so strict API queries never see empty parameters", () => {
    expect(
      queryString({
        search: "زعفران",
        category_id: 4,
        type: "all",
        sort: undefined,
        min: null,
        q: "",
      }),
    ).toBe("?search=%D8%B2%D8%B9%D9%81%D8%B1%D8%A7%D9%86&category_id=4&type=all");
    expect(queryString({ page: undefined })).toBe("");
  });
});

describe("readOptions", () => {
  const shared = { tags: ["catalogue"], revalidateSeconds: 300 } as const;

  it("keeps a shared read's headers the same for every request, so the data cache hits", () => {
    const first = readOptions(shared, "203.0.113.7", "request-1");
    const second = readOptions(shared, "198.51.100.2", "request-2");
    expect(first).toEqual(second);
    expect(first.headers).toEqual({ accept: "application/json" });
  });

  it("sends a visitor's own read with their address and the page's request id", () => {
    const options = readOptions(undefined, "203.0.113.7", "request-1");
    expect(options.headers).toEqual({
      accept: "application/json",
      "x-forwarded-for": "203.0.113.7",
      "x-request-id": "request-1",
    });
  });
});
