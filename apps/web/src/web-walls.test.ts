// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  featureCircles,
  readSources,
  wallBreaches,
  webSourceRoot,
} from "../../../scripts/check-web-walls.mjs";

/** The import check that `npm run lint` runs on the web (scripts/check-web-walls.mjs). */
describe("web walls", () => {
  const breachesOf = (file: string, source: string) => wallBreaches([{ path: file, source }]);

  it("accepts today's tree", () => {
    const sources = readSources(webSourceRoot);
    expect(sources.some((file) => file.path === "features/orders/index.ts")).toBe(true);
    expect(wallBreaches(sources)).toEqual([]);
    expect(featureCircles(sources)).toEqual([]);
  });

  it("refuses a feature reaching into another past its index", () => {
    expect(
      breachesOf(
        "features/orders/order-card.tsx",
        'import { ProductImage } from "@/features/catalog/product-image";',
      ),
    ).toEqual([
      "features/orders/order-card.tsx imports features/catalog/product-image: a feature uses another only through @/features/catalog (or @/features/catalog/server)",
    ]);
    // Relative paths, re-exports and lazy imports climb the same wall.
    expect(
      breachesOf("features/orders/x.ts", 'export { lineName } from "../cart/line-name";'),
    ).toHaveLength(1);
    expect(
      breachesOf(
        "features/shell/x.tsx",
        'const Bell = dynamic(() => import("@/features/chat/message-bell"));',
      ),
    ).toHaveLength(1);
  });

  it("refuses a reach into the admin tree from outside it", () => {
    expect(
      breachesOf(
        "features/orders/x.tsx",
        'import { AdminShell } from "@/features/admin/console/admin-shell";',
      ),
    ).toHaveLength(1);
    expect(
      breachesOf(
        "features/admin/console/orders/order-view.tsx",
        'import { AdminShell } from "../admin-shell";',
      ),
    ).toEqual([]);
  });

  it("lets a feature use another's index or server door, and its own files", () => {
    expect(
      breachesOf(
        "features/orders/order-card.tsx",
        'import { ProductImage } from "@/features/catalog";\nimport { OrderItems } from "./order-items";',
      ),
    ).toEqual([]);
    expect(
      breachesOf(
        "features/home/home-shops.tsx",
        'import { getShops } from "@/features/storefront/server";',
      ),
    ).toEqual([]);
  });

  it("refuses a client file opening another feature's server door", () => {
    expect(
      breachesOf(
        "features/home/x.tsx",
        '"use client";\n\nimport { getShops } from "@/features/storefront/server";',
      ),
    ).toEqual([
      'features/home/x.tsx imports features/storefront/server: a "use client" file cannot run what only the server may',
    ]);
  });

  it("refuses the shared kit or lib importing a feature", () => {
    expect(
      breachesOf(
        "components/data-table/table-filters.tsx",
        'import { DayField } from "@/features/wallet";',
      ),
    ).toEqual([
      "components/data-table/table-filters.tsx imports features/wallet: components/ sits below the features and imports none",
    ]);
    expect(breachesOf("lib/paths.ts", 'import { x } from "../features/orders";')).toHaveLength(1);
  });

  it("lets the routes compose features, and tests import anything", () => {
    expect(
      breachesOf(
        "app/shop/orders/page.tsx",
        'import { readOrderTab } from "@/features/orders/order-status";',
      ),
    ).toEqual([]);
    expect(
      breachesOf(
        "features/orders/x.test.tsx",
        'import { ProductImage } from "@/features/catalog/product-image";',
      ),
    ).toEqual([]);
  });

  it("refuses two features that use each other, directly or round several", () => {
    const uses = (from: string, to: string) => ({
      path: `features/${from}/x.ts`,
      source: `import { x } from "@/features/${to}";`,
    });
    expect(featureCircles([uses("orders", "shipping"), uses("shipping", "orders")])).toEqual([
      "features orders, shipping use each other: one of them must sit below",
    ]);
    expect(
      featureCircles([
        uses("chat", "shell"),
        uses("shell", "notifications"),
        uses("notifications", "chat"),
      ]),
    ).toEqual(["features chat, notifications, shell use each other: one of them must sit below"]);
    expect(featureCircles([uses("orders", "catalog"), uses("cart", "catalog")])).toEqual([]);
  });
});
