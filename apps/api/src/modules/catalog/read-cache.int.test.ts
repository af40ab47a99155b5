import { gunzipSync } from "node:zlib";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { publicReadCacheControl } from "../../plugins/read-cache";
import type { TestApp } from "../../test/app";
import { type Catalog, createCatalogTestApp, fruitBody } from "../../test/catalog";
import { signIn, signInSeller } from "../../test/sign-in";

type Detail = {
  id: number;
  name: string;
  price_rials: number;
  discounted_price_rials: number;
  stock: number;
};
type Page = { items: { id: number; name: string; discounted_price_rials: number }[] };

/*
 * The shared read cache (plugins/read-cache.ts): anonymous catalogue reads are served from it,
 * and every change a seller (or anyone) makes reaches it through the database's NOTIFY before
 * the next read, on this instance and on every other one on the same database.
 */
describe("the catalogue read cache", () => {
  let t: TestApp;
  let catalog: Catalog;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  /** A second API instance on the same database, as a second server behind a balancer. */
  let other: App;

  beforeAll(async () => {
    ({ t, catalog } = await createCatalogTestApp());
    seller = await signInSeller(t.app, { shop: { storeName: "Cache Orchard" } });
    other = await buildApp({
      config: loadConfig(
        { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: t.dataDir, JOBS_ENABLED: "false" },
        "0.0.0-test",
      ),
      database: t.database,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `/api/v1${url}`, headers });
  const detail = async (app: App, id: number) =>
    (await get(app, `/customer/products/${id}`)).json().data as Detail;
  const list = async (app: App) => (await get(app, "/customer/products")).json().data as Page;

  async function createProduct(name: string): Promise<Detail> {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/seller/products",
      headers: seller.headers,
      payload: fruitBody(catalog, { name }),
    });
    expect(created.statusCode).toBe(201);
    return created.json().data as Detail;
  }

  /** A seller's edit through the API, waiting for nothing but the answer. */
  async function edit(id: number, overrides: Record<string, unknown>) {
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/products/${id}`,
      headers: seller.headers,
      payload: fruitBody(catalog, overrides),
    });
    expect(response.statusCode).toBe(200);
  }

  it("answers the same bytes again with an ETag, and 304 to If-None-Match", async () => {
    const product = await createProduct("سیب کش");
    const first = await get(t.app, `/customer/products/${product.id}`);
    const second = await get(t.app, `/customer/products/${product.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(publicReadCacheControl);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);

    const revalidated = await get(t.app, `/customer/products/${product.id}`, {
      "if-none-match": String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    const changedTag = await get(t.app, `/customer/products/${product.id}`, {
      "if-none-match": '"something-else"',
    });
    expect(changedTag.statusCode).toBe(200);
  });

  it("sends the same answer gzipped to a client that takes gzip, with its own ETag", async () => {
    const product = await createProduct("سیب فشرده");
    const plain = await get(t.app, "/customer/products");
    const zipped = await get(t.app, "/customer/products", { "accept-encoding": "gzip, br" });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(JSON.parse(plain.body).data.items[0].id).toBe(product.id);
    // Both name the header they vary on, beside the CORS plugin's Origin.
    for (const answer of [plain, zipped]) {
      expect(String(answer.headers.vary)).toMatch(/Origin/);
      expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get(t.app, "/customer/products", {
      "accept-encoding": "gzip",
      "if-none-match": String(zipped.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    // Refusing gzip (q=0), or not saying, gets the plain body.
    for (const acceptEncoding of ["gzip;q=0, identity", "br", ""]) {
      const answer = await get(t.app, "/customer/products", { "accept-encoding": acceptEncoding });
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }
  });

  it("gives a signed-in customer the same answer as a visitor (nothing in it is personal)", async () => {
    const product = await createProduct("سیب همگانی");
    const customer = await signIn(t.app, { role: "customer" });
    const anonymous = await get(t.app, `/customer/products/${product.id}`);
    const signedIn = await get(t.app, `/customer/products/${product.id}`, customer.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    const anonymousList = await get(t.app, "/customer/products");
    const signedInList = await get(t.app, "/customer/products", customer.headers);
    expect(signedInList.body).toBe(anonymousList.body);
  });

  it("shows a seller's price, stock and name changes on the next read, on both instances", async () => {
    const product = await createProduct("سیب قیمت");
    // Both instances and the list have the old answer cached.
    expect((await detail(t.app, product.id)).price_rials).toBe(850_000);
    expect((await detail(other, product.id)).price_rials).toBe(850_000);
    expect((await list(other)).items.find((item) => item.id === product.id)?.name).toBe("سیب قیمت");

    const heard = other.readCache.nextInvalidation();
    await edit(product.id, { name: "سیب قیمت تازه", price_toman: 90_000, stock: 12 });
    // The other instance learns of it only through NOTIFY.
    expect(await heard).toContain(`product:${product.id}`);

    for (const app of [t.app, other]) {
      const fresh = await detail(app, product.id);
      expect(fresh).toMatchObject({ name: "سیب قیمت تازه", price_rials: 900_000, stock: 12 });
      const card = (await list(app)).items.find((item) => item.id === product.id);
      expect(card).toMatchObject({ name: "سیب قیمت تازه", discounted_price_rials: 900_000 });
    }
  });

  it("suggests a new product's word on both instances once it is saved, and forgets it once unlisted", async () => {
    const suggested = async (app: App, text: string) =>
      (
        (await get(app, `/search-categories?search=${encodeURIComponent(text)}`)).json().data as {
          category_id: number;
          product_count: number;
        }[]
      ).find((row) => row.category_id === catalog.categories.fruit.id)?.product_count ?? 0;
    // Both instances keep "nothing matches" for a word no product has yet.
    expect(await suggested(t.app, "زالزالک")).toBe(0);
    expect(await suggested(other, "زالزالک")).toBe(0);

    let heard = other.readCache.nextInvalidation();
    const product = await createProduct("زالزالک کوهی");
    expect(await heard).toContain("listings");
    expect(await suggested(t.app, "زالزالک")).toBe(1);
    expect(await suggested(other, "زالزالک")).toBe(1);

    heard = other.readCache.nextInvalidation();
    const unlisted = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/products/${product.id}/active`,
      headers: seller.headers,
      payload: { active: false },
    });
    expect(unlisted.statusCode).toBe(200);
    await heard;
    expect(await suggested(t.app, "زالزالک")).toBe(0);
    expect(await suggested(other, "زالزالک")).toBe(0);
  });

  it("drops an unlisted product from lists and its page on the next read", async () => {
    const product = await createProduct("سیب رفتنی");
    expect((await get(t.app, `/customer/products/${product.id}`)).statusCode).toBe(200);
    expect((await get(other, `/customer/products/${product.id}`)).statusCode).toBe(200);
    expect((await list(other)).items.map((item) => item.id)).toContain(product.id);

    const heard = other.readCache.nextInvalidation();
    const unlisted = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/products/${product.id}/active`,
      headers: seller.headers,
      payload: { active: false },
    });
    expect(unlisted.statusCode).toBe(200);
    await heard;

    for (const app of [t.app, other]) {
      expect((await get(app, `/customer/products/${product.id}`)).statusCode).toBe(404);
      expect((await list(app)).items.map((item) => item.id)).not.toContain(product.id);
    }
  });

  it("follows changes made outside the seller's routes: stock taken by checkout, a shop's review, a category", async () => {
    const product = await createProduct("سیب انبار");
    expect((await detail(other, product.id)).stock).toBe(250.5);

    // Checkout takes stock in its own module; the trigger announces it all the same.
    let heard = other.readCache.nextInvalidation();
    await t.db
      .update(schema.productVariants)
      .set({ stock: 3 })
      .where(eq(schema.productVariants.productId, product.id));
    await heard;
    expect((await detail(other, product.id)).stock).toBe(3);

    const before = (await get(other, "/categories")).json().data as {
      id: number;
      product_count: number;
    }[];
    const fruitCount = before.find((row) => row.id === catalog.categories.fruit.id)?.product_count;
    expect(fruitCount).toBeGreaterThan(0);

    const shops = async () =>
      ((await get(other, "/customer/sellers")).json().data.items as { id: number }[]).map(
        (shop) => shop.id,
      );
    expect(await shops()).toContain(seller.user.id);

    // An admin suspends the shop: its products leave the storefront and the counts.
    heard = other.readCache.nextInvalidation();
    await t.db
      .update(schema.sellers)
      .set({ reviewStatus: "rejected" })
      .where(eq(schema.sellers.userId, seller.user.id));
    expect(await heard).toContain(`shop:${seller.user.id}`);
    expect((await get(other, `/customer/products/${product.id}`)).statusCode).toBe(404);
    const after = (await get(other, "/categories")).json().data as {
      id: number;
      product_count: number;
    }[];
    expect(after.find((row) => row.id === catalog.categories.fruit.id)?.product_count).toBe(0);
    expect(await shops()).not.toContain(seller.user.id);

    heard = other.readCache.nextInvalidation();
    await t.db
      .update(schema.sellers)
      .set({ reviewStatus: "approved" })
      .where(eq(schema.sellers.userId, seller.user.id));
    await heard;
    // A category renamed by an admin shows on the product page.
    heard = other.readCache.nextInvalidation();
    await t.db
      .update(schema.categories)
      .set({ nameEn: "Orchard fruit" })
      .where(eq(schema.categories.id, catalog.categories.fruit.id));
    expect(await heard).toContain(`category:${catalog.categories.fruit.id}`);
    const page = (await get(other, `/customer/products/${product.id}`)).json().data as {
      category: { title_en: string };
    };
    expect(page.category.title_en).toBe("Orchard fruit");
  });
});
