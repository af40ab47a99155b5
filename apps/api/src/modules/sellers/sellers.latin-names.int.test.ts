import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { fillMissingLatinStoreNames } from "./sellers.latin-names";

describe("Latin names for shops from before they existed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const latinNameOf = async (userId: number) =>
    (
      await t.db
        .select({ name: schema.sellers.storeNameEn })
        .from(schema.sellers)
        .where(eq(schema.sellers.userId, userId))
    )[0]?.name;

  it("gives a shop still named in Persian the translator's name, once, and leaves Latin names alone", async () => {
    // As migration 0008 left them: the Persian name in both columns.
    const persian = await factories.createSeller(t.db, {
      storeName: "برنج و چای لاهیجان",
      storeNameEn: "برنج و چای لاهیجان",
    });
    const chosen = await factories.createSeller(t.db, {
      storeName: "باغ سیب دماوند",
      storeNameEn: "Damavand Orchards",
    });

    expect(await fillMissingLatinStoreNames(t.db)).toBe(1);
    expect(await latinNameOf(persian.userId)).toBe("Rice and Lahijan Tea");
    expect(await latinNameOf(chosen.userId)).toBe("Damavand Orchards");
    expect(await fillMissingLatinStoreNames(t.db)).toBe(0);
  });
});
