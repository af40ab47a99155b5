import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { checkoutCart } from "../../flows/checkout";
import { createTestApp, type TestApp } from "../../test/app";
import { addToCart } from "../../test/cart";
import {
  type CommerceWorld,
  createCommerceWorld,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
  stockOf,
} from "../../test/commerce";
import { secondInstance } from "../../test/instances";
import { balanceOf, expectLedgerBalanced } from "../../test/ledger";
import { decideInSandbox, sandboxAuthority } from "../../test/payments";
import {
  startFakeZarinpal,
  type ZarinpalCall,
  zarinpalAnswers,
} from "../payments/gateways/fake-zarinpal-server";

/*
 * Checkout with a gateway payment: the gateway is asked only after the transaction holding
 * the cart, the stock, the order and the Idempotency-Key has committed, and the money still
 * moves exactly once, with two API instances on one database.
 */
describe("checkout with a gateway, outside the order's transaction", () => {
  let t: TestApp;
  let other: App;
  let world: CommerceWorld;
  let fake: Awaited<ReturnType<typeof startFakeZarinpal>>;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    const env = {
      RATE_LIMIT_MAX: "10000",
      PAYMENT_GATEWAYS: "sandbox,zarinpal",
      ZARINPAL_MERCHANT_ID: "1344b5d4-0048-11e8-94db-005056a205be",
      ZARINPAL_API_URL: fake.baseUrl,
      PUBLIC_SITE_URL: "https://kesht.example",
    };
    t = await createTestApp({ seed: false, env });
    other = await secondInstance(t, env);
    world = await createCommerceWorld(t.db);
  });
  afterEach(async () => {
    fake.reset();
    await expectLedgerBalanced(t.db);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await fake.close();
  });

  async function readyCart() {
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.shop.userId, {
      priceRials: 800_000,
      stock: 100,
    });
    const person = await createCustomer(t.app, world, world.home);
    const added = await addToCart(t.app, person.headers, product.id, 2);
    expect(added.statusCode).toBe(200);
    const cartId = added.json().data.groups[0].id as number;
    const body = {
      cart_id: cartId,
      address_id: person.addressId,
      send_method: "pickup",
      package_type_id: world.packageTypeId,
      delivery_date: dayFromToday(2),
      time_block_id: world.timeBlockId,
      payment_method: "gateway",
    };
    return { shop, product, person, cartId, body };
  }

  const checkout = (app: App, headers: Record<string, string>, payload: object, key: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/customer/orders",
      headers: { ...headers, "idempotency-key": key },
      payload,
    });

  const ordersOfCart = (cartId: number) =>
    t.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));

  it("checks out once when one Idempotency-Key reaches both instances at once, and is paid once", async () => {
    const setup = await readyCart();
    const key = randomUUID();
    const payload = { ...setup.body, gateway: "sandbox" };
    const answers = await Promise.all([
      checkout(t.app, setup.person.headers, payload, key),
      checkout(other, setup.person.headers, payload, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json().data);
    expect(second.order.id).toBe(first.order.id);
    expect(second.payment.id).toBe(first.payment.id);
    expect(first.payment.redirect_url).toBeTruthy();
    expect(second.payment.redirect_url).toBe(first.payment.redirect_url);
    expect(await ordersOfCart(setup.cartId)).toHaveLength(1);
    expect(await stockOf(t.db, setup.product.id)).toBe(98);

    // The payer approves on one instance; the gateway's callback reaches both at once.
    await other.inject({
      method: "POST",
      url: first.payment.redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    const authority = sandboxAuthority(first.payment.redirect_url);
    const callbacks = await Promise.all(
      [t.app, other].map((app) =>
        app.inject({
          method: "GET",
          url: `/api/v1/payments/callback/sandbox?Authority=${authority}&Status=OK`,
        }),
      ),
    );
    for (const callback of callbacks) {
      expect(callback.headers.location).toBe(`/customer/orders/${first.order.id}?payment=paid`);
    }
    expect(await balanceOf(t.db, "seller_pending", setup.shop.shop.userId)).toBe(1_600_000);
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(0);
    const [order] = await ordersOfCart(setup.cartId);
    expect(order?.status).toBe("paid");

    // A later replay of the key answers with the same order and payment, and changes nothing.
    const replay = await checkout(t.app, setup.person.headers, payload, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.payment).toMatchObject({ id: first.payment.id, status: "paid" });
    expect(await ordersOfCart(setup.cartId)).toHaveLength(1);
  });

  it("asks the gateway with the cart, its order and the stock free for others", async () => {
    const setup = await readyCart();
    const seen: { cart?: string; stock?: string } = {};
    // While the gateway is asked, another connection takes the rows checkout wrote, without
    // waiting: inside the order's transaction, they would still be locked.
    fake.answerRequestWith((call: ZarinpalCall, response: ServerResponse) => {
      const lockNowait = async (query: ReturnType<typeof sql>) => {
        try {
          await t.db.transaction((tx) => tx.execute(query));
          return "free";
        } catch (error) {
          return `locked: ${(error as Error).message}`;
        }
      };
      void (async () => {
        seen.cart = await lockNowait(
          sql`select id from carts where id = ${setup.cartId} for update nowait`,
        );
        seen.stock = await lockNowait(
          sql`select id from products where id = ${setup.product.id} for update nowait`,
        );
        zarinpalAnswers.requested("A0000000000000000000000000000000CK01")(call, response);
      })();
    });
    const answer = await checkout(
      t.app,
      setup.person.headers,
      { ...setup.body, gateway: "zarinpal" },
      randomUUID(),
    );
    expect(answer.statusCode).toBe(201);
    expect(seen).toEqual({ cart: "free", stock: "free" });
    expect(answer.json().data.payment.redirect_url).toBe(
      `${fake.baseUrl}/pg/StartPay/A0000000000000000000000000000000CK01`,
    );
  });

  it("answers 502 when the gateway refuses; the same key may then be tried again", async () => {
    const setup = await readyCart();
    const key = randomUUID();
    const payload = { ...setup.body, gateway: "zarinpal" };
    fake.answerRequestWith(zarinpalAnswers.error(-12, "Too many attempts"));
    const refused = await checkout(t.app, setup.person.headers, payload, key);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ status: "error" });
    const [kept] = await ordersOfCart(setup.cartId);
    expect(kept?.status).toBe("pending_payment");
    const [failed] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, kept?.id ?? 0));
    expect(failed).toMatchObject({ status: "failed", authority: null });

    fake.answerRequestWith(zarinpalAnswers.requested("A0000000000000000000000000000000CK02"));
    const retried = await checkout(other, setup.person.headers, payload, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data.payment.status).toBe("pending");
    // The retry replaced the order the refusal left waiting; its stock went back first.
    const orders = await ordersOfCart(setup.cartId);
    expect(orders.map((order) => order.status).sort()).toEqual(["cancelled", "pending_payment"]);
    expect(await stockOf(t.db, setup.product.id)).toBe(98);
  });

  it("ends a payment the gateway never heard of (a crash in between) when its time is up", async () => {
    const setup = await readyCart();
    // The order's transaction commits; the process dies before it asks the gateway.
    const started = await t.db.transaction((tx) =>
      checkoutCart(tx, { startPayment: t.app.payments.start }, setup.person.user.id, {
        ...setup.body,
        gateway: "sandbox",
      } as Parameters<typeof checkoutCart>[3]),
    );
    expect(started.payment).toMatchObject({ status: "pending", redirect_url: null });
    expect(await stockOf(t.db, setup.product.id)).toBe(98);

    const past = new Date(Date.now() - 1000);
    await t.db
      .update(schema.orders)
      .set({ reservedUntil: past })
      .where(eq(schema.orders.id, started.order.id));
    await t.db
      .update(schema.payments)
      .set({ expiresAt: past })
      .where(eq(schema.payments.orderId, started.order.id));
    expect(await other.payments.expireDue()).toBe(1);

    const [payment] = await t.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, started.order.id));
    expect(payment?.status).toBe("expired");
    const [order] = await ordersOfCart(setup.cartId);
    expect(order?.status).toBe("cancelled");
    expect(await stockOf(t.db, setup.product.id)).toBe(100);
  });

  it("lands a sandbox payment started on one instance and approved on the other", async () => {
    const setup = await readyCart();
    const answer = await checkout(
      t.app,
      setup.person.headers,
      { ...setup.body, gateway: "sandbox" },
      randomUUID(),
    );
    const { order, payment } = answer.json().data;
    const { landing } = await decideInSandbox(other, payment.redirect_url, "approve");
    expect(landing).toBe(`/customer/orders/${order.id}?payment=paid`);
    expect(await balanceOf(t.db, "seller_pending", setup.shop.shop.userId)).toBe(1_600_000);
  });
});
