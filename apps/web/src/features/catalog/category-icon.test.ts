// @vitest-environment node
import { describe, expect, it } from "vitest";
import { categoryIcons } from "../../../../../packages/db/src/seed/catalog-data";
import { categoryIconKeys, categoryTint, isCategoryIconKey } from "./category-icon";

describe("category icons", () => {
  it("draw every icon key the catalogue seed gives its categories, and no other", () => {
    expect([...categoryIconKeys].sort()).toEqual([...categoryIcons].sort());
  });

  it("fall back to the leaf for a key the web app does not know yet", () => {
    expect(isCategoryIconKey("cactus")).toBe(false);
    expect(isCategoryIconKey("toString")).toBe(false);
    expect(categoryTint("cactus")).toBe(categoryTint("leaf"));
  });
});
