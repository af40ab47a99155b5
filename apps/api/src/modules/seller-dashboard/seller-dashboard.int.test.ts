import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { addToCart } from "../../test/cart";
import {
  type CommerceWorld,
  checkoutCartGroup,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
} from "../../test/commerce";
import { fundWallet } from "../../test/ledger";
import { signIn } from "../../test/sign-in";
import { todayIn } from "../checkout/checkout.rules";

describe("GET /seller/dashboard", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  const dashboard = (headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/v1/seller/dashboard", headers });

  type Shop = Awaited<ReturnType<typeof createShop>>;

  /** A customer buys `count` kg at 1,000,000 rials from the shop, paying from the wallet. */
  async function paidOrder(shop: Shop, count = 2) {
    const product = await createShopProduct(t.db, world, shop.shop.userId, { stock: 40 });
    const customer = await createCustomer(t.app, world);
    await fundWallet(t.db, "customer_wallet", customer.user.id, 10_000_000);
    const cart = await addToCart(t.app, customer.headers, product.id, count);
    const response = await checkoutCartGroup(t.app, world, customer, {
      cartId: cart.json().data.groups[0].id,
      sendMethod: "pickup",
      deliveryDate: dayFromToday(1),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().data.order as { id: number; total_rials: number };
    return { order, customer };
  }

  it("counts today's paid orders, sums the pending income and lists products running out", async () => {
    const shop = await createShop(t.app, world);
    const other = await createShop(t.app, world);

    const first = await paidOrder(shop, 2);
    await paidOrder(shop, 3);
    // Paid yesterday (Tehran): not today's.
    const yesterday = await paidOrder(shop, 1);
    await t.db
      .update(schema.orders)
      .set({ paidAt: sql`now() - interval '26 hours'` })
      .where(eq(schema.orders.id, yesterday.order.id));
    // Paid today, then cancelled by the customer (refunded): no longer an order of today.
    const cancelled = await paidOrder(shop, 1);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/v1/customer/orders/${cancelled.order.id}/cancel`,
      headers: cancelled.customer.headers,
      payload: { cancel_message_id: world.customerCancelId },
    });
    expect(cancel.statusCode).toBe(200);
    // Another shop's order is not this shop's business.
    await paidOrder(other, 4);

    // Stock: 40 each for the ordered products above, minus what was bought.
    const zero = await createShopProduct(t.db, world, shop.shop.userId, { stock: 0 });
    const three = await createShopProduct(t.db, world, shop.shop.userId, { stock: 3 });
    const atThreshold = await createShopProduct(t.db, world, shop.shop.userId, { stock: 5 });
    await createShopProduct(t.db, world, shop.shop.userId, { stock: 5.5 });
    await createShopProduct(t.db, world, shop.shop.userId, { stock: 1, isActive: false });
    await createShopProduct(t.db, world, shop.shop.userId, { stock: 1, deletedAt: new Date() });
    await createShopProduct(t.db, world, other.shop.userId, { stock: 1 });

    const response = await dashboard(shop.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const data = response.json().data;
    expect(data.today).toBe(todayIn(new Date()));
    expect(data.orders_today).toBe(2);
    // Pending income: every paid order not refunded (2 + 3 + 1 kg at 1,000,000 rials).
    expect(data.pending_income_rials).toBe(6_000_000);
    expect(first.order.total_rials).toBe(2_000_000);
    expect(data.low_stock.threshold).toBe(5);
    expect(data.low_stock.total).toBe(3);
    expect(data.low_stock.products.map((product: { id: number }) => product.id)).toEqual([
      zero.id,
      three.id,
      atThreshold.id,
    ]);
    expect(data.low_stock.products[1]).toMatchObject({ stock: 3, is_active: true });
  });

  it("lists at most five products running out, and says how many there are", async () => {
    const shop = await createShop(t.app, world);
    for (let stock = 0; stock < 7; stock += 1) {
      await createShopProduct(t.db, world, shop.shop.userId, { stock: stock % 2 });
    }
    const data = (await dashboard(shop.headers)).json().data;
    expect(data.low_stock.total).toBe(7);
    expect(data.low_stock.products).toHaveLength(5);
    expect(data.low_stock.products.map((product: { stock: number }) => product.stock)).toEqual([
      0, 0, 0, 0, 1,
    ]);
  });

  it("answers a new shop with zeros and an empty list", async () => {
    const shop = await createShop(t.app, world);
    const data = (await dashboard(shop.headers)).json().data;
    expect(data).toMatchObject({
      orders_today: 0,
      pending_income_rials: 0,
      low_stock: { threshold: 5, products: [], total: 0 },
    });
  });

  it("is the seller's only: 401 signed out, 403 for a customer", async () => {
    expect((await dashboard({})).statusCode).toBe(401);
    const customer = await signIn(t.app, { role: "customer" });
    const refused = await dashboard(customer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe("error");
  });
});
