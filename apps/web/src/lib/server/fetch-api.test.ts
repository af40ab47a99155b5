// @vitest-environment node
import { describe, expect, it } from "vitest";
import { queryString } from "./fetch-api";

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
