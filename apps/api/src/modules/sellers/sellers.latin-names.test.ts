import { describe, expect, it } from "vitest";
import { latinStoreName } from "./sellers.latin-names";

describe("latinStoreName", () => {
  it("keeps the seller's own Latin name", () => {
    expect(latinStoreName("برنج لاهیجان", "Lahijan Rice Co.")).toBe("Lahijan Rice Co.");
  });

  it("keeps a name already written in Latin letters exactly as written", () => {
    expect(latinStoreName("Dairy 93g59", null)).toBe("Dairy 93g59");
  });

  it("suggests a Latin name for a Persian one", () => {
    expect(latinStoreName("برنج", null)).toMatch(/\p{Script=Latin}/u);
  });
});
