import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/app";
import { type Catalog, createCatalogTestApp, fruitBody } from "../../../test/catalog";
import { signIn, signInSeller } from "../../../test/sign-in";

/*
 * Favourites, reminders and price history (issue 30 items 1 and 2) through the API, as the
 * storefront, the customer's profile and the shop's product form use them.
 */
describe("favourites, reminders and price history", () => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
  });
  afterAll(() => t.close());

  type Method = "GET" | "POST" | "PUT" | "DELETE";
  type Headers = Record<string, string>;
  const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  /** A shop and one of its products, through the product form. */
  async function shopWithProduct(overrides: Record<string, unknown> = {}) {
    const seller = await signInSeller(t.app);
    const body = fruitBody(catalog, overrides);
    const created = await call("POST", "/seller/products", seller.headers, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    /** The shop edits the product in its form: the body as created, with `change` over it. */
    const edit = async (change: Record<string, unknown>) => {
      const response = await call("PUT", `/seller/products/${id}`, seller.headers, {
        ...body,
        ...change,
      });
      expect(response.statusCode).toBe(200);
    };
    return { seller, id, edit };
  }

  const customer = () => signIn(t.app, { role: "customer" });

  const told = (userId: number, kind: string) =>
    t.db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, kind)));

  it("keeps favourites per person, once however often or concurrently they are added", async () => {
    const { seller, id } = await shopWithProduct();
    const shopId = seller.user.id;
    const ana = await customer();
    const bob = await customer();

    expect((await call("PUT", `/customer/favourites/products/${id}`)).statusCode).toBe(401);
    const taps = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("PUT", `/customer/favourites/products/${id}`, ana.headers),
      ),
    );
    expect(taps.map((tap) => tap.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(taps[0]?.json().data).toEqual({ favourite: true });
    await call("PUT", `/customer/favourites/shops/${shopId}`, ana.headers);
    await call("PUT", `/customer/favourites/shops/${shopId}`, ana.headers);
    const rows = await t.db
      .select()
      .from(schema.favouriteProducts)
      .where(eq(schema.favouriteProducts.productId, id));
    expect(rows).toHaveLength(1);

    const ids = await call("GET", "/customer/favourites/ids", ana.headers);
    expect(ids.json().data).toEqual({ product_ids: [id], shop_ids: [shopId] });
    const listed = await call("GET", "/customer/favourites/products", ana.headers);
    expect(listed.json().data.items.map((card: { id: number }) => card.id)).toEqual([id]);
    const shops = await call("GET", "/customer/favourites/shops", ana.headers);
    expect(shops.json().data.items).toMatchObject([{ id: shopId, product_count: 1 }]);
    // Bob's favourites are his own.
    const bobs = await call("GET", "/customer/favourites/ids", bob.headers);
    expect(bobs.json().data).toEqual({ product_ids: [], shop_ids: [] });

    await call("PUT", `/customer/favourites/products/${id}`, bob.headers);
    const dashboard = await call("GET", "/seller/dashboard", seller.headers);
    expect(dashboard.json().data.favourites).toEqual({ shop: 1, products: 2 });

    const removed = await call("DELETE", `/customer/favourites/products/${id}`, ana.headers);
    expect(removed.json().data).toEqual({ favourite: false });
    const after = await call("GET", "/customer/favourites/products", ana.headers);
    expect(after.json().data.items).toEqual([]);
    expect(
      (await call("PUT", "/customer/favourites/products/999999", ana.headers)).statusCode,
    ).toBe(404);
    expect((await call("PUT", "/customer/favourites/shops/999999", ana.headers)).statusCode).toBe(
      404,
    );
  });

  it("tells a person once when the product is back in stock, then the reminder ends", async () => {
    const { id, edit } = await shopWithProduct({ stock: 0 });
    const ana = await customer();
    const bob = await customer();
    const url = `/customer/products/${id}/reminders/back_in_stock`;

    expect((await call("PUT", url)).statusCode).toBe(401);
    const set = await call("PUT", url, ana.headers);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ back_in_stock: true, price_drop: false });
    await call("PUT", url, ana.headers);
    await call("PUT", url, bob.headers);
    await call("DELETE", url, bob.headers);

    await edit({ stock: 12 });
    const notes = await told(ana.user.id, "back_in_stock");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ subjectId: id, role: "customer" });
    expect(await told(bob.user.id, "back_in_stock")).toHaveLength(0);
    const mine = await call("GET", `/customer/products/${id}/reminders`, ana.headers);
    expect(mine.json().data).toEqual({ back_in_stock: false, price_drop: false });

    // Sold out and back again: the reminder ended, nobody is told twice.
    await edit({ stock: 0 });
    await edit({ stock: 3 });
    expect(await told(ana.user.id, "back_in_stock")).toHaveLength(1);

    // In stock: there is nothing to wait for.
    const refused = await call("PUT", url, bob.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages.fa.length).toBeGreaterThan(0);

    // The bell shows it in both languages, linking to the product.
    const bell = await call("GET", "/customer/notifications", {
      ...ana.headers,
      "accept-language": "en",
    });
    const [first] = bell.json().data.items as { text: { en: string; fa: string }; link: string }[];
    expect(first?.text.en).toContain("is back in stock");
    expect(first?.text.fa).toContain("دوباره موجود شد");
    expect(first?.link).toBe(`/customer/products/${id}`);
  });

  it("fires a reminder once under concurrent restocks", async () => {
    const { seller, id } = await shopWithProduct({ stock: 0 });
    const people = await Promise.all([customer(), customer(), customer()]);
    for (const person of people) {
      expect(
        (await call("PUT", `/customer/products/${id}/reminders/back_in_stock`, person.headers))
          .statusCode,
      ).toBe(200);
    }
    const restocks = await Promise.all(
      [5, 7, 9, 11].map((stock) =>
        call("PUT", `/seller/products/${id}`, seller.headers, fruitBody(catalog, { stock })),
      ),
    );
    expect(restocks.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const person of people)
      expect(await told(person.user.id, "back_in_stock")).toHaveLength(1);
    const open = await t.db
      .select()
      .from(schema.productReminders)
      .where(eq(schema.productReminders.productId, id));
    expect(open.every((row) => row.firedAt !== null)).toBe(true);
  });

  it("keeps a row per price change and tells of a price below the one set, once", async () => {
    const { id, edit } = await shopWithProduct({ price_toman: 100_000 });
    const ana = await customer();
    expect(
      (await call("PUT", `/customer/products/${id}/reminders/price_drop`, ana.headers)).statusCode,
    ).toBe(200);

    await edit({ stock: 40 }); // stock only: no price row
    await edit({ price_toman: 120_000 }); // dearer: no reminder
    await edit({ price_toman: 110_000 }); // cheaper than before, not than when set
    expect(await told(ana.user.id, "price_dropped")).toHaveLength(0);
    await edit({ price_toman: 100_000, discount_percent: 10 }); // 90,000 toman: cheaper
    await edit({ price_toman: 80_000 }); // the discount form sends 0 again: 80,000

    const notes = await told(ana.user.id, "price_dropped");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.params).toMatchObject({ price_rials: 900_000 });

    const history = await call("GET", `/customer/products/${id}/price-history`);
    expect(history.statusCode).toBe(200);
    expect(
      history
        .json()
        .data.points.map(
          (point: { discounted_price_rials: number }) => point.discounted_price_rials,
        ),
    ).toEqual([1_000_000, 1_200_000, 1_100_000, 900_000, 800_000]);
    expect((await call("GET", "/customer/products/999999/price-history")).statusCode).toBe(404);

    // A product written without the catalogue (the demo seed) has been at its price since listed.
    const seeded = await factories.createProduct(t.db, {
      sellerId: (await signInSeller(t.app)).user.id,
      categoryId: catalog.categories.fruit.id,
      stockTypeId: catalog.units.kilogram.id,
      priceRials: 500_000,
    });
    const single = await call("GET", `/customer/products/${seeded.id}/price-history`);
    expect(single.json().data.points).toMatchObject([{ discounted_price_rials: 500_000 }]);
  });

  it("fires back-in-stock when a cancelled order's stock comes back", async () => {
    const { id } = await shopWithProduct({ stock: 0 });
    const ana = await customer();
    await call("PUT", `/customer/products/${id}/reminders/back_in_stock`, ana.headers);
    // Stock returning from an order is the stock service's release: the same claim follows it.
    const [variant] = await t.db
      .select({ id: schema.productVariants.id })
      .from(schema.productVariants)
      .where(eq(schema.productVariants.productId, id));
    const { releaseStock } = await import("../stock.service");
    await t.db.transaction((tx) =>
      releaseStock(tx, [{ productId: id, variantId: variant?.id ?? 0, count: 2 }]),
    );
    expect(await told(ana.user.id, "back_in_stock")).toHaveLength(1);
  });
});
