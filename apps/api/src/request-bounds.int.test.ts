import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxJsonDepth } from "./lib/request-bounds";
import { createTestApp, type TestApp } from "./test/app";
import { addToCart } from "./test/cart";
import {
  type CommerceWorld,
  createCommerceWorld,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
} from "./test/commerce";
import { signIn } from "./test/sign-in";

/*
 * Issue 23 items 8, 10 and 11: what an attacker sent that got a 500, a bare answer or a
 * number nobody typed. Each test failed before its fix.
 */

/** `[[[…0…]]]`, `depth` levels deep. */
const nested = (depth: number) => `${"[".repeat(depth)}0${"]".repeat(depth)}`;

describe("hostile requests", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: "100000" } });
    world = await createCommerceWorld(t.db);
  });
  afterAll(() => t.close());

  const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { ...headers, "content-type": "application/json" },
      payload: body,
    });

  describe("JSON bodies (item 8)", () => {
    it("refuses a body nested 5,000 levels with 400 in the envelope, signed in or not", async () => {
      const person = await createCustomer(t.app, world);
      const body = `{"product_id":1,"count":${nested(5000)}}`;
      for (const headers of [{}, person.headers]) {
        const response = await postJson("/customer/carts", body, headers);
        // Anonymous callers are refused before the body is read (401); a customer gets 400.
        expect([400, 401]).toContain(response.statusCode);
        expect(response.json()).toMatchObject({ status: "error", data: null });
      }
      const signedIn = await postJson("/customer/carts", body, person.headers);
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.json().messages).toEqual({
        en: "The request's data is nested too deeply.",
        fa: "داده‌های درخواست بیش از حد تودرتو است.",
      });
      // A public write (no guard) reads the body at once.
      const code = await postJson("/auth/code", `{"mobile":${nested(5000)}}`);
      expect(code.statusCode).toBe(400);
    });

    it("lets nesting up to the bound through to validation (422, not 500)", async () => {
      const person = await createCustomer(t.app, world);
      const atBound = `{"product_id":1,"count":${nested(maxJsonDepth - 1)}}`;
      const response = await postJson("/customer/carts", atBound, person.headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.en.count).toBeDefined();
      const over = `{"product_id":1,"count":${nested(maxJsonDepth)}}`;
      expect((await postJson("/customer/carts", over, person.headers)).statusCode).toBe(400);
      // Brackets inside strings are text, not nesting.
      const inText = JSON.stringify({ product_id: 1, count: "[".repeat(5000) });
      expect((await postJson("/customer/carts", inText, person.headers)).statusCode).toBe(422);
    });

    it("refuses a body over 1 MB with 413 in the envelope", async () => {
      const person = await createCustomer(t.app, world);
      const body = JSON.stringify({ product_id: 1, count: 1, pad: "x".repeat(1024 * 1024) });
      const response = await postJson("/customer/carts", body, person.headers);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: "error", data: null });
    });
  });

  describe("four more 500s (item 10)", () => {
    it("answers a URL over 16 kB with 431 in the envelope, at the HTTP server", async () => {
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; type: string; body: string }>(
        (resolve, reject) => {
          const sent = httpRequest(
            { host: "127.0.0.1", port, path: `/api/v1/customer/products?q=${"a".repeat(17_000)}` },
            (response) => {
              let body = "";
              response.setEncoding("utf8");
              response.on("data", (chunk: string) => {
                body += chunk;
              });
              response.on("end", () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: String(response.headers["content-type"]),
                  body,
                }),
              );
            },
          );
          sent.on("error", reject);
          sent.end();
        },
      );
      expect(answer.status).toBe(431);
      expect(answer.type).toContain("application/json");
      expect(JSON.parse(answer.body)).toMatchObject({
        status: "error",
        messages: { en: "This address or the request's headers are too long." },
        data: null,
      });
      expect(answer.body).not.toContain("aaaa");
    });

    it("answers an upload without a multipart boundary with 400", async () => {
      const seller = await signIn(t.app, { role: "seller" });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/files",
        headers: { ...seller.headers, "content-type": "multipart/form-data" },
        payload: "purpose=logo",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages.en).toMatch(/no boundary/);
    });

    it("refuses a lone UTF-16 surrogate in an admin's text as it refuses control characters", async () => {
      const admin = await signIn(t.app, { role: "admin" });
      for (const title of ["سیب\uD800", "\uDFFFApple", "Apple\uD83D"]) {
        const response = await postJson(
          "/admin/categories",
          JSON.stringify({ title, title_en: "Apples" }),
          admin.headers,
        );
        expect(response.statusCode, JSON.stringify(title)).toBe(422);
        expect(response.json().errors.en.title).toMatch(/characters that cannot be sent/);
      }
      // A whole pair (an emoji) is a character like any other.
      const emoji = await postJson(
        "/admin/categories",
        JSON.stringify({ title: "سیب 🍎", title_en: "Apples" }),
        admin.headers,
      );
      expect(emoji.statusCode).toBe(201);
    });

    it("never writes a cart line or an order worth nothing (1 toman a kilo, 1 gram)", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      const product = await createShopProduct(t.db, world, shop.shop.userId, {
        priceRials: 10,
        discountedPriceRials: 10,
        stock: 100,
      });
      const added = await addToCart(t.app, person.headers, product.id, 0.001);
      expect(added.statusCode).toBe(422);
      expect(added.json().errors.en.count).toMatch(/less than one rial/);

      // A line from before the rule (or a price cut under it) is shown as not available and
      // refused at checkout, with the same key on a replay too.
      const cheap = await createShopProduct(t.db, world, shop.shop.userId, {
        priceRials: 10,
        discountedPriceRials: 10,
        stock: 100,
      });
      const ok = await addToCart(t.app, person.headers, cheap.id, 1);
      expect(ok.statusCode).toBe(200);
      const cartId = ok.json().data.groups[0].id as number;
      await t.db
        .update(schema.cartItems)
        .set({ count: 0.001 })
        .where(eq(schema.cartItems.cartId, cartId));
      const listed = await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/carts",
        headers: person.headers,
      });
      expect(listed.json().data.groups[0].orders[0]).toMatchObject({
        available: false,
        total_rials: 0,
      });
      const checkout = () =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/customer/orders",
          headers: { ...person.headers, "idempotency-key": "zero-rial-cart" },
          payload: {
            cart_id: cartId,
            address_id: person.addressId,
            send_method: "seller",
            package_type_id: world.packageTypeId,
            delivery_date: dayFromToday(5),
            time_block_id: world.timeBlockId,
            payment_method: "wallet",
          },
        });
      for (const response of [await checkout(), await checkout()]) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().status).toBe("error");
      }
      const orders = await t.db
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.customerId, person.user.id));
      expect(orders).toEqual([]);
    });
  });

  describe("numbers people type (item 11)", () => {
    it("takes decimal digits only for money and quantities, Persian ones included", async () => {
      const person = await createCustomer(t.app, world);
      const shop = await createShop(t.app, world);
      const product = await createShopProduct(t.db, world, shop.shop.userId, { stock: 1000 });
      for (const count of ["0x10", "1e1", "0b11", "0o7", "Infinity", "1_0"]) {
        const response = await addToCart(t.app, person.headers, product.id, count);
        expect(response.statusCode, count).toBe(422);
        expect(response.json().errors.en.count).toBe("Please enter a valid number.");
      }
      const persian = await addToCart(t.app, person.headers, product.id, "۱۶");
      expect(persian.statusCode).toBe(200);
      expect(persian.json().data.groups[0].orders[0].count).toBe(16);

      const credit = await t.app.inject({
        method: "POST",
        url: "/api/v1/customer/payment/request",
        headers: person.headers,
        payload: { purpose: "wallet_credit", amount_toman: "0x3e8000", gateway: "sandbox" },
      });
      expect(credit.statusCode).toBe(422);
      expect(credit.json().errors.en.amount_toman).toBe("Please enter a valid number.");
      const priced = await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/products?min_price=0x10",
      });
      expect(priced.statusCode).toBe(422);
    });

    it("stores the price a seller typed, never a hexadecimal reading of it", async () => {
      const seller = await createShop(t.app, world);
      const product = {
        name: "سیب",
        category_id: world.categoryId,
        stock: "10",
        stock_type_id: world.kg.id,
      };
      const hex = await postJson(
        "/seller/products",
        JSON.stringify({ ...product, price_toman: "0x10" }),
        seller.headers,
      );
      expect(hex.statusCode).toBe(422);
      expect(hex.json().errors.en.price_toman).toBe("Please enter a valid number.");
      const typed = await postJson(
        "/seller/products",
        JSON.stringify({ ...product, price_toman: "۱۲۰٬۰۰۰" }),
        seller.headers,
      );
      expect(typed.statusCode).toBe(201);
      expect(typed.json().data.price_rials).toBe(1_200_000);
    });

    it("documents duration_hours as the API checks it: at least 1", async () => {
      const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
      const body =
        document.paths["/api/v1/driver/loading-requests/{id}/proposal"].put.requestBody.content[
          "application/json"
        ].schema;
      expect(body.properties.duration_hours.minimum).toBe(1);
      expect(body.properties.duration_hours.exclusiveMinimum).toBeUndefined();
      expect(body.properties.price_toman.minimum).toBeGreaterThan(0);
    });
  });
});
