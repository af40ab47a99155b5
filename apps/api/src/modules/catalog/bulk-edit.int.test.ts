import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp } from "../../test/catalog";
import { signInSeller } from "../../test/sign-in";

const { products, productVariants } = schema;

type Headers = Record<string, string>;

describe("the products list's bulk price and stock edit", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  const edit = (headers: Headers, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/v1/seller/products/bulk-edit", headers, payload });

  async function shopWithProducts() {
    const seller = await signInSeller(t.app);
    const make = (overrides: Partial<factories.ProductFactoryValues>) =>
      factories.createProduct(t.db, {
        sellerId: seller.user.id,
        categoryId: catalog.categories.saffron.id,
        stockTypeId: catalog.units.kilogram.id,
        ...overrides,
      });
    const a = await make({ priceRials: 1_000_000, stock: 10 });
    const b = await make({ priceRials: 2_500_000, stock: 3, stockTypeId: catalog.units.crate.id });
    return { seller, ids: [a.id, b.id] };
  }

  const read = async (ids: number[]) =>
    (
      await t.db
        .select({
          id: products.id,
          priceRials: products.priceRials,
          discountPercent: products.discountPercent,
          discountedPriceRials: products.discountedPriceRials,
          // A single-variant product's stock is its variant's (decision 041).
          stock: productVariants.stock,
        })
        .from(products)
        .innerJoin(productVariants, eq(productVariants.productId, products.id))
        .orderBy(asc(products.id))
    ).filter((row) => ids.includes(row.id));

  it("sets or changes by a percent the price, discount and stock of several products at once", async () => {
    const { seller, ids } = await shopWithProducts();
    const raised = await edit(seller.headers, {
      product_ids: ids,
      price_change_percent: "۱۰",
      discount_percent: 20,
      stock_change_percent: -50,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toEqual({ updated: 2 });
    expect(
      (await read(ids)).map((row) => [
        row.priceRials,
        row.discountPercent,
        row.discountedPriceRials,
        row.stock,
      ]),
    ).toEqual([
      [1_100_000, 20, 880_000, 5],
      [2_750_000, 20, 2_200_000, 2],
    ]);

    const set = await edit(seller.headers, { product_ids: ids, price_toman: 5000, stock: 40 });
    expect(set.statusCode).toBe(200);
    expect(
      (await read(ids)).map((row) => [row.priceRials, row.discountedPriceRials, row.stock]),
    ).toEqual([
      [50_000, 40_000, 40],
      [50_000, 40_000, 40],
    ]);
  });

  it("refuses the whole edit when one product is not the shop's or a value does not fit", async () => {
    const { seller, ids } = await shopWithProducts();
    const other = await shopWithProducts();
    const before = await read([...ids, ...other.ids]);

    const foreign = await edit(seller.headers, {
      product_ids: [ids[0], other.ids[0]],
      price_toman: 1,
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await edit(seller.headers, { product_ids: [ids[0], 2_000_000_000], stock: 1 });
    expect(missing.statusCode).toBe(404);
    const fraction = await edit(seller.headers, { product_ids: ids, stock: 2.5 });
    expect(fraction.statusCode).toBe(422);
    expect(Object.keys(fraction.json().errors.en)).toEqual([`products.${ids[1]}.stock`]);
    const tooDear = await edit(seller.headers, {
      product_ids: ids,
      price_change_percent: 1000,
      price_toman: 5,
    });
    expect(tooDear.statusCode).toBe(422);
    const nothing = await edit(seller.headers, { product_ids: ids });
    expect(nothing.statusCode).toBe(422);
    const outOfRange = await edit(seller.headers, { product_ids: ids, discount_percent: 95 });
    expect(outOfRange.statusCode).toBe(422);

    expect(await read([...ids, ...other.ids])).toEqual(before);
  });
});
