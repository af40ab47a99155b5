import { describe, expect, it } from "vitest";
import {
  apiSourceRoot,
  readSources,
  readTableNames,
  schemaRoot,
  wallBreaches,
  writerBreaches,
} from "../../../scripts/check-module-walls.mjs";

/** The import check that `npm run lint` runs (scripts/check-module-walls.mjs). */
describe("module walls", () => {
  it("accepts today's tree", () => {
    const sources = readSources(apiSourceRoot);
    expect(sources.some((file) => file.path === "modules/geo/geo.service.ts")).toBe(true);
    expect(wallBreaches(sources)).toEqual([]);
  });

  it("refuses a module importing another module's repo", () => {
    const sources = readSources(apiSourceRoot).map((file) =>
      file.path === "modules/geo/geo.service.ts"
        ? { ...file, source: `import { findCart } from "../cart/cart.repo";\n${file.source}` }
        : file,
    );
    expect(wallBreaches(sources)).toEqual([
      "modules/geo/geo.service.ts imports modules/cart/cart.repo: modules/geo must call cart's service, not its repo",
    ]);
  });

  it("refuses re-exports and dynamic imports of another module's repo too", () => {
    const breaches = wallBreaches([
      { path: "modules/orders/x.ts", source: 'export { findCart } from "../cart/cart.repo.ts";' },
      { path: "modules/orders/y.ts", source: 'const repo = await import("../cart/cart.repo");' },
    ]);
    expect(breaches).toHaveLength(2);
  });

  it("lets a module import its own repo and another module's service", () => {
    expect(
      wallBreaches([
        {
          path: "modules/orders/orders.service.ts",
          source:
            'import * as repo from "./orders.repo";\nimport { findOwnOpenCart } from "../cart/cart.service";',
        },
      ]),
    ).toEqual([]);
  });

  it("refuses a flow importing any repo", () => {
    expect(
      wallBreaches([
        {
          path: "flows/checkout.ts",
          source: 'import { lockCart } from "../modules/cart/cart.repo";',
        },
      ]),
    ).toEqual([
      "flows/checkout.ts imports modules/cart/cart.repo: a flow calls the modules' services, not repos",
    ]);
  });

  describe("one writer per table", () => {
    const tables = readTableNames(schemaRoot);

    it("knows the schema's tables and finds one writer for each today", () => {
      expect(tables.has("users")).toBe(true);
      expect(tables.has("orders")).toBe(true);
      expect(writerBreaches(readSources(apiSourceRoot), tables)).toEqual([]);
    });

    it("refuses a table written by two modules, naming both", () => {
      const breaches = writerBreaches(
        [
          {
            path: "modules/auth/people.repo.ts",
            source: "await db.insert(users).values({ mobile });",
          },
          {
            path: "modules/sellers/sellers.repo.ts",
            source: "await db\n    .update(schema.users)\n    .set({ name });",
          },
          // A Map's delete is not a write, and tests may seed any table.
          { path: "modules/files/files.service.ts", source: "cache.delete(key);" },
          { path: "test/commerce.ts", source: "await db.insert(users).values(row);" },
        ],
        tables,
      );
      expect(breaches).toEqual([
        "users is written by modules/auth and modules/sellers: one module owns a table",
      ]);
    });

    it("refuses a flow writing a table itself", () => {
      expect(
        writerBreaches(
          [{ path: "flows/checkout.ts", source: "await tx.delete(cartItems).where(x);" }],
          tables,
        ),
      ).toEqual(["flows/checkout.ts writes cartItems: a flow calls the owning module's service"]);
    });
  });
});
