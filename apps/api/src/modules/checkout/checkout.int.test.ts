import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeOrderPayment } from "../../flows/pay-order";
import type { TestApp } from "../../test/app";
import { addToCart } from "../../test/cart";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
  stockOf,
} from "../../test/commerce";
import { balanceOf, expectLedgerBalanced, fundWallet } from "../../test/ledger";
import { failOrderPayment } from "../orders/orders.payments";
import { releaseExpiredReservations } from "../orders/orders.reservations";

describe("checkout", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  /** A customer with a cart of `count` kg of a fresh product at 800,000 rials. */
  async function readyCart(
    options: { count?: number; stock?: number; place?: "home" | "away" } = {},
  ) {
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.shop.userId, {
      priceRials: 800_000,
      stock: options.stock ?? 100,
    });
    const person = await createCustomer(
      t.app,
      world,
      options.place === "away" ? world.away : world.home,
    );
    const added = await addToCart(t.app, person.headers, product.id, options.count ?? 2);
    expect(added.statusCode).toBe(200);
    const cartId = added.json().data.groups[0].id as number;
    return { shop, product, person, cartId };
  }

  function body(
    setup: { cartId: number; person: { addressId: number } },
    overrides: Record<string, unknown> = {},
  ) {
    return {
      cart_id: setup.cartId,
      address_id: setup.person.addressId,
      send_method: "seller",
      package_type_id: world.packageTypeId,
      delivery_date: dayFromToday(2),
      time_block_id: world.timeBlockId,
      payment_method: "wallet",
      ...overrides,
    };
  }

  function post(
    headers: Record<string, string>,
    payload: unknown,
    key: string | null = randomUUID(),
  ) {
    return t.app.inject({
      method: "POST",
      url: "/api/v1/customer/orders",
      headers: key === null ? headers : { ...headers, "idempotency-key": key },
      payload: payload as object,
    });
  }

  async function orderCount(customerId: number): Promise<number> {
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(eq(schema.orders.customerId, customerId));
    return row?.count ?? 0;
  }

  async function cartStatus(cartId: number) {
    const [row] = await t.db.select().from(schema.carts).where(eq(schema.carts.id, cartId));
    return row?.status;
  }

  it("pays from the wallet: the order is paid, the stock taken, the cart closed", async () => {
    const setup = await readyCart({ count: 2.5 });
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 5_000_000);

    const response = await post(setup.person.headers, body(setup));
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    expect(payment).toBeNull();
    // 2.5 kg × 800,000 + the shop's own delivery in its city (50,000 toman).
    expect(order).toMatchObject({
      status: "paid",
      payment_method: "wallet",
      send_method: "seller",
      items_total_rials: 2_000_000,
      shipping_cost_rials: 500_000,
      total_rials: 2_500_000,
      reserved_until: null,
      seller: { id: setup.shop.shop.userId, store_name: setup.shop.shop.storeName },
      package_type: { id: world.packageTypeId },
      time_block: { id: world.timeBlockId, starts_at: "08:00" },
      address: { address: "Farm road 12", city: { id: world.home.cityId } },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: setup.product.id,
        count: 2.5,
        unit_price_rials: 800_000,
        total_rials: 2_000_000,
        stock_type: expect.objectContaining({ id: world.kg.id }),
      }),
    ]);
    expect(order.events.map((event: { to_status: string }) => event.to_status)).toEqual([
      "pending_payment",
      "paid",
    ]);
    expect(order.paid_at).not.toBeNull();

    expect(await stockOf(t.db, setup.product.id)).toBe(97.5);
    expect(await cartStatus(setup.cartId)).toBe("ordered");
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(2_500_000);
    expect(await balanceOf(t.db, "seller_pending", setup.shop.shop.userId)).toBe(2_500_000);
    const open = await t.app.inject({
      method: "GET",
      url: "/api/v1/customer/carts?status=cart",
      headers: setup.person.headers,
    });
    expect(open.json().data.groups).toEqual([]);
    await expectLedgerBalanced(t.db);
  });

  it("answers a repeat of the same key with the first answer, never a second order", async () => {
    const setup = await readyCart();
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 5_000_000);
    const key = randomUUID();

    const first = await post(setup.person.headers, body(setup), key);
    const second = await post(setup.person.headers, body(setup), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(setup.person.user.id)).toBe(1);
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(
      5_000_000 - 2_100_000,
    );

    const reused = await post(setup.person.headers, body(setup, { time_block_id: 999 }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().status).toBe("error");
    await expectLedgerBalanced(t.db);
  });

  it("makes one order and one charge from a burst of double clicks", async () => {
    const setup = await readyCart();
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 5_000_000);
    const key = randomUUID();

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(setup.person.headers, body(setup), key)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json().data.order.id));
    expect(ids.size).toBe(1);
    expect(await orderCount(setup.person.user.id)).toBe(1);
    expect(await stockOf(t.db, setup.product.id)).toBe(98);
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(
      5_000_000 - 2_100_000,
    );
    await expectLedgerBalanced(t.db);
  });

  it("checks one cart out once even from two keys at the same moment", async () => {
    const setup = await readyCart();
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 5_000_000);
    const answers = await Promise.all([
      post(setup.person.headers, body(setup)),
      post(setup.person.headers, body(setup)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    expect(await orderCount(setup.person.user.id)).toBe(1);
    expect(await stockOf(t.db, setup.product.id)).toBe(98);
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(
      5_000_000 - 2_100_000,
    );
    await expectLedgerBalanced(t.db);
  });

  it("needs an Idempotency-Key", async () => {
    const setup = await readyCart();
    const response = await post(setup.person.headers, body(setup), null);
    expect(response.statusCode).toBe(422);
    expect(await orderCount(setup.person.user.id)).toBe(0);
  });

  it("changes nothing when the wallet is short, and the same key works once it is not", async () => {
    const setup = await readyCart();
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 1_000_000);
    const key = randomUUID();

    const short = await post(setup.person.headers, body(setup), key);
    expect(short.statusCode).toBe(409);
    expect(short.json().messages.en).toMatch(/balance is not enough/);
    expect(await orderCount(setup.person.user.id)).toBe(0);
    expect(await stockOf(t.db, setup.product.id)).toBe(100);
    expect(await cartStatus(setup.cartId)).toBe("cart");
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(1_000_000);

    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 2_000_000);
    const retried = await post(setup.person.headers, body(setup), key);
    expect(retried.statusCode).toBe(201);
    expect(await orderCount(setup.person.user.id)).toBe(1);
    await expectLedgerBalanced(t.db);
  });

  it("reserves the stock for a gateway payment and sends the browser to the gateway", async () => {
    const setup = await readyCart({ count: 3 });
    const before = Date.now();
    const response = await post(
      setup.person.headers,
      body(setup, { payment_method: "gateway", gateway: "sandbox", send_method: "pickup" }),
    );
    expect(response.statusCode).toBe(201);
    const { order, payment } = response.json().data;
    expect(order).toMatchObject({
      status: "pending_payment",
      payment_method: "gateway",
      total_rials: 2_400_000,
      shipping_cost_rials: 0,
      paid_at: null,
    });
    const reservedUntil = new Date(order.reserved_until).getTime();
    expect(reservedUntil).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(reservedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    expect(payment).toMatchObject({
      purpose: "order",
      order_id: order.id,
      amount_rials: 2_400_000,
      gateway: "sandbox",
      status: "pending",
    });
    expect(payment.redirect_url).toBeTruthy();
    expect(await stockOf(t.db, setup.product.id)).toBe(97);
    // Not paid yet: the cart stays open.
    expect(await cartStatus(setup.cartId)).toBe("cart");

    // The gateway confirms: paid once, however often it is told.
    for (let i = 0; i < 2; i++) {
      await t.db.transaction((tx) =>
        completeOrderPayment(tx, { orderId: order.id, paymentId: payment.id }),
      );
    }
    const [paid] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(paid).toMatchObject({ status: "paid", reservedUntil: null });
    expect(await cartStatus(setup.cartId)).toBe("ordered");
    expect(await stockOf(t.db, setup.product.id)).toBe(97);
    expect(await balanceOf(t.db, "seller_pending", setup.shop.shop.userId)).toBe(2_400_000);
    expect(await balanceOf(t.db, "customer_wallet", setup.person.user.id)).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it("keeps in the cart what was added while the gateway payment was open", async () => {
    const setup = await readyCart({ count: 2 });
    const response = await post(
      setup.person.headers,
      body(setup, { payment_method: "gateway", gateway: "sandbox", send_method: "pickup" }),
    );
    const { order, payment } = response.json().data;
    const more = await addToCart(t.app, setup.person.headers, setup.product.id, 3);
    expect(more.statusCode).toBe(200);

    await t.db.transaction((tx) =>
      completeOrderPayment(tx, { orderId: order.id, paymentId: payment.id }),
    );

    const cart = await t.app.inject({
      method: "GET",
      url: "/api/v1/customer/carts?status=cart",
      headers: setup.person.headers,
    });
    const groups = cart.json().data.groups;
    expect(groups).toHaveLength(1);
    expect(groups[0].id).toBe(setup.cartId);
    expect(groups[0].orders).toMatchObject([{ product_id: setup.product.id, count: 3 }]);
    expect(await cartStatus(setup.cartId)).toBe("cart");
    await expectLedgerBalanced(t.db);
  });

  it("releases the stock when the gateway payment fails, and keeps the cart", async () => {
    const setup = await readyCart({ count: 4 });
    const response = await post(
      setup.person.headers,
      body(setup, { payment_method: "gateway", gateway: "sandbox" }),
    );
    const { order } = response.json().data;
    expect(await stockOf(t.db, setup.product.id)).toBe(96);

    for (let i = 0; i < 2; i++) {
      await t.db.transaction((tx) =>
        failOrderPayment(tx, { orderId: order.id, reason: "payment_failed" }),
      );
    }
    expect(await stockOf(t.db, setup.product.id)).toBe(100);
    expect(await cartStatus(setup.cartId)).toBe("cart");
    const view = await t.app.inject({
      method: "GET",
      url: `/api/v1/customer/orders/${order.id}`,
      headers: setup.person.headers,
    });
    expect(view.json().data).toMatchObject({
      status: "cancelled",
      cancelled_by: "system",
      cancel_reason: null,
      system_cancel_reason: "payment_failed",
      cart_id: setup.cartId,
      reserved_until: null,
    });
    // Nothing was bought: the attempt is in neither of the customer's lists.
    for (const tab of ["current", "past"]) {
      const list = await t.app.inject({
        method: "GET",
        url: `/api/v1/customer/orders?tab=${tab}`,
        headers: setup.person.headers,
      });
      expect(list.json().data.items).toEqual([]);
    }
    // A late confirmation cannot revive it: the stock is gone.
    await expect(
      t.db.transaction((tx) => completeOrderPayment(tx, { orderId: order.id, paymentId: "x" })),
    ).rejects.toMatchObject({ code: "payment_not_pending" });
  });

  it("replaces an unpaid order when the same cart is checked out again", async () => {
    const setup = await readyCart({ count: 5 });
    const gateway = body(setup, { payment_method: "gateway", gateway: "sandbox" });
    const first = (await post(setup.person.headers, gateway)).json().data.order;
    const second = (await post(setup.person.headers, gateway)).json().data.order;
    expect(second.id).not.toBe(first.id);
    // Reserved once, not twice.
    expect(await stockOf(t.db, setup.product.id)).toBe(95);
    const [old] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, first.id));
    expect(old).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      systemCancelReason: "replaced",
      cancelReason: null,
    });
  });

  it("releases expired reservations: when touched, and by the sweep", async () => {
    const touched = await readyCart({ count: 6 });
    const swept = await readyCart({ count: 7 });
    const gatewayBody = { payment_method: "gateway", gateway: "sandbox" };
    const a = (await post(touched.person.headers, body(touched, gatewayBody))).json().data.order;
    const b = (await post(swept.person.headers, body(swept, gatewayBody))).json().data.order;
    await t.db
      .update(schema.orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(sql`${schema.orders.id} in (${a.id}, ${b.id})`);

    // Reading the list releases it; an attempt that ran out is no past order of theirs.
    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/customer/orders?tab=past",
      headers: touched.person.headers,
    });
    expect(list.json().data.items).toEqual([]);
    const [released] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, a.id));
    expect(released).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      systemCancelReason: "payment_expired",
    });
    expect(await stockOf(t.db, touched.product.id)).toBe(100);

    expect(await stockOf(t.db, swept.product.id)).toBe(93);
    expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.db, swept.product.id)).toBe(100);
    expect(await releaseExpiredReservations(t.db)).toBe(0);
  });

  it("refuses a checkout that does not add up, reserving nothing", async () => {
    const setup = await readyCart();
    const cases: [Record<string, unknown>, string][] = [
      [{ delivery_date: dayFromToday(-1) }, "delivery_date"],
      [{ payment_method: "gateway" }, "gateway"],
      [{ package_type_id: 999_999 }, "package_type_id"],
      [{ time_block_id: 999_999 }, "time_block_id"],
      [{ time_block_id: undefined }, "time_block_id"],
      [{ delivery_date: "2026-02-30" }, "delivery_date"],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(setup.person.headers, body(setup, overrides));
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors.en), field).toContain(field);
      expect(response.json().errors.fa[field]).toBeTruthy();
    }
    const pastDate = await post(
      setup.person.headers,
      body(setup, { delivery_date: dayFromToday(-1) }),
    );
    expect(pastDate.json().errors.en.delivery_date).toBe("The date cannot be before today.");
    const noGateway = await post(setup.person.headers, body(setup, { payment_method: "gateway" }));
    expect(noGateway.json().errors.en.gateway).toBe("Please choose a payment gateway.");
    expect(await stockOf(t.db, setup.product.id)).toBe(100);
    expect(await orderCount(setup.person.user.id)).toBe(0);
  });

  it("takes a pickup without a time window, and keeps none sent with it", async () => {
    const setup = await readyCart({ count: 1 });
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 10_000_000);
    const pickup = await post(
      setup.person.headers,
      body(setup, { send_method: "pickup", time_block_id: undefined }),
    );
    expect(pickup.statusCode).toBe(201);
    const order = pickup.json().data.order;
    expect(order).toMatchObject({ send_method: "pickup", time_block: null });
    // Collected at the shop: the order names where the shop is, and the unit by its code.
    expect(order.seller).toHaveProperty("city");
    expect(order.seller).toHaveProperty("province");
    expect(order.items[0].stock_type.code).toEqual(expect.any(String));

    const again = await readyCart({ count: 1 });
    await fundWallet(t.db, "customer_wallet", again.person.user.id, 10_000_000);
    const withWindow = await post(again.person.headers, body(again, { send_method: "pickup" }));
    expect(withWindow.statusCode).toBe(201);
    expect(withWindow.json().data.order.time_block).toBeNull();
  });

  it("refuses a send method the address cannot have", async () => {
    const setup = await readyCart({ place: "away" });
    await fundWallet(t.db, "customer_wallet", setup.person.user.id, 10_000_000);
    const response = await post(setup.person.headers, body(setup, { send_method: "seller" }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.en.send_method).toMatch(/own province/);
    // Freight to another province takes at least two days: the third day's window is ahead.
    const byDriver = await post(
      setup.person.headers,
      body(setup, { send_method: "driver", delivery_date: dayFromToday(3) }),
    );
    expect(byDriver.statusCode).toBe(201);
    expect(byDriver.json().data.order.shipping_cost_rials).toBeGreaterThan(0);
    await expectLedgerBalanced(t.db);
  });

  it("refuses when the stock ran short since the product was put in the cart", async () => {
    const shop = await createShop(t.app, world);
    const plenty = await createShopProduct(t.db, world, shop.shop.userId, { stock: 50 });
    const scarce = await createShopProduct(t.db, world, shop.shop.userId, { stock: 10 });
    const person = await createCustomer(t.app, world);
    await fundWallet(t.db, "customer_wallet", person.user.id, 100_000_000);
    for (const product of [plenty, scarce]) {
      await addToCart(t.app, person.headers, product.id, 8);
    }
    await t.db
      .update(schema.productVariants)
      .set({ stock: 3 })
      .where(eq(schema.productVariants.productId, scarce.id));
    const cartId = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/carts",
        headers: person.headers,
      })
    ).json().data.groups[0].id;

    const response = await post(person.headers, body({ cartId, person }));
    expect(response.statusCode).toBe(409);
    expect(response.json().messages.en).toContain(scarce.name);
    // The line reserved before the short one was put back with the rest.
    expect(await stockOf(t.db, plenty.id)).toBe(50);
    expect(await stockOf(t.db, scarce.id)).toBe(3);
    expect(await orderCount(person.user.id)).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it("checks out only the caller's own cart to the caller's own address", async () => {
    const owner = await readyCart();
    const other = await readyCart();
    const notYourCart = await post(
      other.person.headers,
      body({ cartId: owner.cartId, person: other.person }),
    );
    expect(notYourCart.statusCode).toBe(403);
    const notYourAddress = await post(
      owner.person.headers,
      body({ cartId: owner.cartId, person: other.person }),
    );
    expect(notYourAddress.statusCode).toBe(403);
    const missing = await post(
      owner.person.headers,
      body({ cartId: 999_999, person: owner.person }),
    );
    expect(missing.statusCode).toBe(404);
    expect(await stockOf(t.db, owner.product.id)).toBe(100);
  });
});
