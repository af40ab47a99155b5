// @vitest-environment node
import { readFileSync } from "node:fs";
import { categoryIconKeys } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import { categoryTint, isCategoryIconKey } from "./category-icon";

describe("category icons", () => {
  it("each have a drawing in the drawings' file, which holds no other", () => {
    const file = readFileSync(new URL("./category-icons.svg", import.meta.url), "utf8");
    const ids = [...file.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([...categoryIconKeys].sort());
    expect(file.match(/<symbol /g)).toHaveLength(ids.length);
  });

  it("fall back to the leaf for a key the web app does not know yet", () => {
    expect(isCategoryIconKey("cactus")).toBe(false);
    expect(isCategoryIconKey("toString")).toBe(false);
    expect(categoryTint("cactus")).toBe(categoryTint("leaf"));
  });
});
