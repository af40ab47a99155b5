import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "./lib/app-error";
import { createTestApp, type TestApp } from "./test/app";
import {
  type CommerceWorld,
  createCommerceWorld,
  createCustomer,
  createShop,
  createShopProduct,
} from "./test/commerce";
import { makePng, multipart } from "./test/files";
import { signIn } from "./test/sign-in";

/*
 * Issue 13 item 1: no input gets a 500. One test per class of input that used to; each
 * failed before its fix.
 */

const tooBigId = 2_147_483_648;

describe("no 500 from any input", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_MAX: "100000" },
      extend(app) {
        // A database failure of the kind a lock race or a deadlock raises (PostgreSQL's
        // codes), as the driver wraps it.
        app.get("/api/v1/__deadlock", async () => {
          throw Object.assign(new Error("Failed query: update …"), {
            cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
          });
        });
        app.get("/api/v1/__serialization", async () => {
          throw Object.assign(new Error("could not serialize"), { code: "40001" });
        });
        app.get("/api/v1/__app-error", async () => {
          throw new AppError("not_found");
        });
      },
    });
    world = await createCommerceWorld(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
  const send = (
    method: "POST" | "PUT",
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object });

  it("bounds ids by the int4 column in paths, queries and bodies (404 or 422)", async () => {
    const person = await createCustomer(t.app, world);
    const inPath = await get(`/customer/products/${tooBigId}`);
    expect([404, 422]).toContain(inPath.statusCode);
    const inQuery = await get(`/provinces?country_id=${tooBigId}`);
    expect(inQuery.statusCode).toBe(422);
    expect(inQuery.json().errors.en.country_id).toBeDefined();
    const inCart = await send(
      "POST",
      "/customer/carts",
      { product_id: tooBigId, count: 1 },
      person.headers,
    );
    expect(inCart.statusCode).toBe(422);
    expect(inCart.json().errors.en.product_id).toBeDefined();
    const inAddress = await send(
      "POST",
      "/customer/addresses",
      {
        country_id: world.countryId,
        province_id: tooBigId,
        city_id: world.home.cityId,
        address: "Farm road 1",
      },
      person.headers,
    );
    expect(inAddress.statusCode).toBe(422);
    expect(inAddress.json().errors.en.province_id).toBeDefined();
    const lineInPath = await send(
      "PUT",
      `/customer/carts/items/${tooBigId}`,
      { count: 1 },
      person.headers,
    );
    expect(lineInPath.statusCode).toBe(422);
  });

  it("refuses NUL and other control characters in any text, and bidi controls in names", async () => {
    const person = await createCustomer(t.app, world);
    const search = await get("/customer/products?search=a%00b");
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.en.search).toMatch(/characters that cannot be sent/);
    const address = await send(
      "POST",
      "/customer/addresses",
      {
        country_id: world.countryId,
        province_id: world.home.provinceId,
        city_id: world.home.cityId,
        address: "Farm\u0000road",
      },
      person.headers,
    );
    expect(address.statusCode).toBe(422);
    expect(address.json().errors.en.address).toMatch(/characters that cannot be sent/);
    // A field whose schema is not free text (a mobile number) is held to the rule as well.
    const mobile = await send(
      "POST",
      "/customer/addresses",
      {
        country_id: world.countryId,
        province_id: world.home.provinceId,
        city_id: world.home.cityId,
        address: "Farm road 2",
        receiver_mobile: "0912\u00001234567",
      },
      person.headers,
    );
    expect(mobile.statusCode).toBe(422);
    const unregistered = await signIn(t.app, { role: null });
    const disguised = await send(
      "POST",
      "/customer/register",
      {
        name: "Ali \u202Egnitsil",
        email: "ali@example.com",
        mobile: "09121234567",
        country_id: world.countryId,
      },
      unregistered.headers,
    );
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.en.name).toMatch(/direction-control/);
    const file = await get("/files/a%00b/x");
    expect(file.statusCode).toBe(422);
    const callback = await get("/payments/callback/sandbox?Authority=A%00B&Status=OK");
    expect(callback.statusCode).toBe(422);
  });

  it("says a name or an address is too long, not that it is missing", async () => {
    const person = await createCustomer(t.app, world);
    const address = await send(
      "POST",
      "/customer/addresses",
      {
        country_id: world.countryId,
        province_id: world.home.provinceId,
        city_id: world.home.cityId,
        address: "x".repeat(501),
      },
      person.headers,
    );
    expect(address.statusCode).toBe(422);
    expect(address.json().errors.en.address).toBe("Please enter at most 500 characters.");
    const seller = await signIn(t.app, { role: null });
    const shop = await send(
      "POST",
      "/seller/register/step1",
      { store_name: "ب".repeat(121) },
      seller.headers,
    );
    expect(shop.statusCode).toBe(422);
    expect(shop.json().errors.en.store_name).toBe("Please enter at most 120 characters.");
  });

  it("answers a multipart body cut off in the middle with 400", async () => {
    const person = await signIn(t.app, { role: "customer" });
    const body = await multipart([
      ["purpose", "product_image"],
      ["file", { bytes: await makePng(64, 64), filename: "a.png", type: "image/png" }],
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/files",
      headers: { ...person.headers, ...body.headers },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe("error");
  });

  describe("cart counts and money", () => {
    it("bounds and checks counts before anything is written", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      const product = await createShopProduct(t.db, world, shop.shop.userId, { stock: 1000 });
      for (const count of [1e11, 1e-300, 10_001, "1e-300"]) {
        const response = await send(
          "POST",
          "/customer/carts",
          { product_id: product.id, count },
          person.headers,
        );
        expect(response.statusCode, `count ${count}`).toBe(422);
        expect(response.json().errors.en.count).toBeDefined();
      }
      const lines = await t.db
        .select()
        .from(schema.carts)
        .where(eq(schema.carts.customerId, person.user.id));
      expect(lines).toEqual([]);
    });

    it("reads the Arabic decimal separator as a decimal point", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      const product = await createShopProduct(t.db, world, shop.shop.userId);
      const response = await send(
        "POST",
        "/customer/carts",
        { product_id: product.id, count: "۱٫۵" },
        person.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.groups[0].orders[0].count).toBe(1.5);
    });

    it("keeps every total a safe integer, and a cart from before the bounds still opens", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      // The highest price a seller may set.
      const dear = await createShopProduct(t.db, world, shop.shop.userId, {
        priceRials: 10_000_000_000,
        discountedPriceRials: 10_000_000_000,
        stock: 100_000_000,
      });
      const most = await send(
        "POST",
        "/customer/carts",
        { product_id: dear.id, count: 10_000 },
        person.headers,
      );
      expect(most.statusCode).toBe(200);
      const total = most.json().data.groups[0].items_total_rials;
      expect(total).toBe(100_000_000_000_000);
      expect(Number.isSafeInteger(total)).toBe(true);
      const more = await send(
        "POST",
        "/customer/carts",
        { product_id: dear.id, count: 1 },
        person.headers,
      );
      expect(more.statusCode).toBe(422);

      // A line written before the bounds, at a price above them: the cart still opens,
      // with the line not available, and checking it out cannot charge it.
      const old = await createShopProduct(t.db, world, shop.shop.userId, {
        priceRials: 100_000_000_000,
        discountedPriceRials: 100_000_000_000,
        stock: 100_000_000,
      });
      const [cart] = await t.db
        .select()
        .from(schema.carts)
        .where(eq(schema.carts.customerId, person.user.id));
      if (!cart) throw new Error("no cart");
      await t.db.insert(schema.cartItems).values({
        cartId: cart.id,
        productId: old.id,
        variantId: old.variantId,
        count: 90_000_000,
        unitPriceRials: 1,
      });
      const listed = await get("/customer/carts", person.headers);
      expect(listed.statusCode).toBe(200);
      const group = listed.json().data.groups[0];
      const stuck = group.orders.find((line: { product_id: number }) => line.product_id === old.id);
      expect(stuck).toMatchObject({ available: false, total_rials: 0 });
      expect(group.items_total_rials).toBe(100_000_000_000_000);
    });

    it("holds at most 50 lines in one cart", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      for (let i = 0; i < 51; i += 1) {
        const product = await createShopProduct(t.db, world, shop.shop.userId);
        const response = await send(
          "POST",
          "/customer/carts",
          { product_id: product.id, count: 1 },
          person.headers,
        );
        expect(response.statusCode).toBe(i < 50 ? 200 : 409);
      }
    });

    it("answers concurrent adds and checkouts of one cart with success or a clear 409", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      const product = await createShopProduct(t.db, world, shop.shop.userId, { stock: 1000 });
      await send("POST", "/customer/carts", { product_id: product.id, count: 1 }, person.headers);
      const [cart] = await t.db
        .select()
        .from(schema.carts)
        .where(eq(schema.carts.customerId, person.user.id));
      if (!cart) throw new Error("no cart");
      const [line] = await t.db
        .select()
        .from(schema.cartItems)
        .where(eq(schema.cartItems.cartId, cart.id));
      if (!line) throw new Error("no line");
      const requests = Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? send("PUT", `/customer/carts/items/${line.id}`, { count: 2 + (i % 5) }, person.headers)
          : send("POST", "/customer/carts", { product_id: product.id, count: 1 }, person.headers),
      );
      const answers = await Promise.all(requests);
      for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    });
  });

  it("turns a deadlock or serialization failure into a 409 to retry", async () => {
    for (const url of ["/__deadlock", "/__serialization"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(409);
      expect(response.json().messages.en).toMatch(/try again/);
    }
  });

  it("never lets a shared cache keep an error", async () => {
    const missing = await get("/customer/products/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    const invalid = await get("/customer/products?sort=sideways");
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers["cache-control"]).toBe("no-store");
    const thrown = await get("/__app-error");
    expect(thrown.headers["cache-control"]).toBe("no-store");
  });

  it("answers an over-long path with 414 in the envelope, without echoing it", async () => {
    const marker = "zq".repeat(60);
    const response = await get(`/customer/products/${marker}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: "error", data: null });
    expect(response.body).not.toContain(marker);
  });
});
