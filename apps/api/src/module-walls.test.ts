import { describe, expect, it } from "vitest";
import {
  apiSourceRoot,
  layerBreaches,
  moduleCircles,
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

  describe("one direction: routes → flows → modules → lib", () => {
    const breachesOf = (file: string, specifier: string) =>
      layerBreaches([{ path: file, source: `import { x } from "${specifier}";` }]);

    it("accepts today's tree, with no circle between modules", () => {
      const sources = readSources(apiSourceRoot);
      expect(sources.some((file) => file.path.startsWith("routes/customer/"))).toBe(true);
      expect(layerBreaches(sources)).toEqual([]);
      expect(moduleCircles(sources)).toEqual([]);
    });

    it("refuses a module importing a flow", () => {
      expect(breachesOf("modules/payments/payments.service.ts", "../../flows/pay-order")).toEqual([
        "modules/payments/payments.service.ts imports flows/pay-order: modules must not import flows (routes → flows → modules → lib)",
      ]);
    });

    it("refuses a module importing a route", () => {
      expect(
        breachesOf("modules/cart/cart.service.ts", "../../routes/customer/cart.routes"),
      ).toEqual([
        "modules/cart/cart.service.ts imports routes/customer/cart.routes: modules must not import routes (routes → flows → modules → lib)",
      ]);
    });

    it("refuses a module importing a plugin or a job", () => {
      expect(breachesOf("modules/cart/cart.service.ts", "../../plugins/session")).toHaveLength(1);
      expect(breachesOf("modules/cart/cart.service.ts", "../../jobs/registry")).toHaveLength(1);
    });

    it("refuses a flow importing a route, a plugin or a job", () => {
      expect(breachesOf("flows/checkout.ts", "../routes/customer/checkout.routes")).toEqual([
        "flows/checkout.ts imports routes/customer/checkout.routes: flows must not import routes (routes → flows → modules → lib)",
      ]);
      expect(breachesOf("flows/checkout.ts", "../plugins/payments")).toHaveLength(1);
      expect(breachesOf("flows/send-admin-message.ts", "../jobs/registry")).toHaveLength(1);
    });

    it("refuses lib importing a module", () => {
      expect(breachesOf("lib/idempotency.ts", "../modules/orders/orders.service")).toHaveLength(1);
    });

    it("lets each layer import the ones below it, and tests import anything", () => {
      expect(breachesOf("routes/customer/checkout.routes.ts", "../../flows/checkout")).toEqual([]);
      expect(breachesOf("routes/customer/cart.routes.ts", "../../plugins/session")).toEqual([]);
      expect(breachesOf("flows/checkout.ts", "../modules/cart/cart.service")).toEqual([]);
      expect(breachesOf("flows/send-admin-message.ts", "../modules/jobs/job-queue")).toEqual([]);
      expect(breachesOf("modules/cart/cart.service.ts", "../../lib/app-error")).toEqual([]);
      expect(
        breachesOf("modules/cart/cart.int.test.ts", "../../routes/customer/cart.routes"),
      ).toEqual([]);
    });

    it("refuses two modules that use each other, directly or round several", () => {
      const uses = (from: string, to: string) => ({
        path: `modules/${from}/${from}.service.ts`,
        source: `import { x } from "../${to}/${to}.service";`,
      });
      expect(moduleCircles([uses("catalog", "search"), uses("search", "catalog")])).toEqual([
        "modules catalog, search use each other: one of them must sit below",
      ]);
      expect(moduleCircles([uses("a", "b"), uses("b", "c"), uses("c", "a")])).toEqual([
        "modules a, b, c use each other: one of them must sit below",
      ]);
      expect(moduleCircles([uses("catalog", "search"), uses("cart", "catalog")])).toEqual([]);
    });
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
