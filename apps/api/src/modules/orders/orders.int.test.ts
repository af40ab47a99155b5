import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  checkoutCartGroup,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
  stockOf,
} from "../../test/commerce";
import { balanceOf, expectLedgerBalanced, fundWallet } from "../../test/ledger";

interface OrderJson {
  id: number;
  status: string;
  total_rials: number;
  cancel_reason: string | null;
  cancel_message: { id: number; title: string; title_en: string } | null;
  cancelled_by: string | null;
  events: { from_status: string | null; to_status: string; reason: string | null }[];
}

describe("orders", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const call = (headers: Headers, method: "GET" | "POST", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A customer's order with a shop: paid from the wallet, or left waiting for the gateway. */
  async function placeOrder(
    options: { gateway?: boolean; shop?: Awaited<ReturnType<typeof createShop>> } = {},
  ) {
    const shop = options.shop ?? (await createShop(t.app, world));
    const product = await createShopProduct(t.db, world, shop.shop.userId, {
      priceRials: 1_000_000,
      stock: 40,
    });
    const customer = await createCustomer(t.app, world);
    await fundWallet(t.db, "customer_wallet", customer.user.id, 10_000_000);
    const cart = await call(customer.headers, "POST", "/customer/carts", {
      product_id: product.id,
      count: 3,
    });
    const response = await checkoutCartGroup(t.app, world, customer, {
      cartId: cart.json().data.groups[0].id,
      sendMethod: "pickup",
      deliveryDate: dayFromToday(1),
      payWith: options.gateway ? "gateway" : "wallet",
    });
    expect(response.statusCode).toBe(201);
    return { shop, product, customer, order: response.json().data.order as OrderJson };
  }

  it("lets the shop accept a new order, once", async () => {
    const { shop, customer, order } = await placeOrder();
    const newOrders = (await call(shop.headers, "GET", "/seller/orders?tab=new")).json().data;
    expect(newOrders.items.map((item: OrderJson) => item.id)).toEqual([order.id]);

    const accepted = await call(shop.headers, "POST", `/seller/orders/${order.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.status).toBe("preparing");
    expect(accepted.json().messages.fa).toBeTruthy();
    expect(accepted.json().data.events.at(-1)).toMatchObject({
      from_status: "paid",
      to_status: "preparing",
    });

    const again = await call(shop.headers, "POST", `/seller/orders/${order.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages.en).toBe(
      "This order cannot be changed this way in its current state.",
    );

    expect((await call(shop.headers, "GET", "/seller/orders?tab=new")).json().data.items).toEqual(
      [],
    );
    const current = (await call(shop.headers, "GET", "/seller/orders?tab=current")).json().data;
    expect(current.items.map((item: OrderJson) => item.id)).toEqual([order.id]);
    const customerView = await call(customer.headers, "GET", `/customer/orders/${order.id}`);
    expect(customerView.json().data.status).toBe("preparing");

    // Accepted: the customer can no longer cancel it.
    const late = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
      cancel_message_id: world.customerCancelId,
    });
    expect(late.statusCode).toBe(409);
  });

  it("cancels a paid order for the customer: refunded to the wallet, stock back", async () => {
    const { shop, product, customer, order } = await placeOrder();
    expect(await stockOf(t.db, product.id)).toBe(37);
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(7_000_000);

    const response = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
      cancel_message_id: world.customerCancelId,
      reason: "Ordered twice by mistake",
    });
    expect(response.statusCode).toBe(200);
    const cancelled = response.json().data as OrderJson;
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelled_by: "customer",
      cancel_reason: "Ordered twice by mistake",
      cancel_message: { id: world.customerCancelId },
    });
    expect(cancelled.cancel_message?.title).toMatch(/[\u0600-\u06FF]/);
    expect(cancelled.cancel_message?.title_en).toMatch(/[A-Za-z]/);
    expect(cancelled.events.at(-1)).toMatchObject({ from_status: "paid", to_status: "cancelled" });

    expect(await stockOf(t.db, product.id)).toBe(40);
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(10_000_000);
    expect(await balanceOf(t.db, "seller_pending", shop.shop.userId)).toBe(0);

    // Cancelled is final: nothing more moves, no second refund.
    const twice = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
      reason: "again",
    });
    expect(twice.statusCode).toBe(409);
    expect((await call(shop.headers, "POST", `/seller/orders/${order.id}/accept`)).statusCode).toBe(
      409,
    );
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(10_000_000);

    const past = (await call(customer.headers, "GET", "/customer/orders?tab=past")).json().data;
    expect(past.items.map((item: OrderJson) => item.id)).toEqual([order.id]);
    expect((await call(customer.headers, "GET", "/customer/orders")).json().data.items).toEqual([]);
    await expectLedgerBalanced(t.db);
  });

  it("needs a reason to cancel, from the canceller's own side", async () => {
    const { customer, order } = await placeOrder();
    const none = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.en.reason).toBe("Please give a reason for cancelling.");
    expect(none.json().errors.fa.reason).toBe("لطفاً دلیل لغو را بنویسید.");
    const blank = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
      reason: "   ",
    });
    expect(blank.statusCode).toBe(422);
    const sellersReason = await call(
      customer.headers,
      "POST",
      `/customer/orders/${order.id}/cancel`,
      { cancel_message_id: world.sellerCancelId },
    );
    expect(sellersReason.statusCode).toBe(422);
    expect(sellersReason.json().errors.en.cancel_message_id).toBeTruthy();
    const view = await call(customer.headers, "GET", `/customer/orders/${order.id}`);
    expect(view.json().data.status).toBe("paid");
  });

  it("lets the shop cancel a paid or preparing order with its reason, refunding the customer", async () => {
    const first = await placeOrder();
    const second = await placeOrder({ shop: first.shop });
    const { shop } = first;
    await call(shop.headers, "POST", `/seller/orders/${second.order.id}/accept`);

    for (const placed of [first, second]) {
      const response = await call(
        shop.headers,
        "POST",
        `/seller/orders/${placed.order.id}/cancel`,
        {
          cancel_message_id: world.sellerCancelId,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        status: "cancelled",
        cancelled_by: "seller",
        cancel_reason: null,
        cancel_message: { id: world.sellerCancelId },
      });
      expect(await balanceOf(t.db, "customer_wallet", placed.customer.user.id)).toBe(10_000_000);
      expect(await stockOf(t.db, placed.product.id)).toBe(40);
    }
    const wrongSide = await placeOrder({ shop });
    const refused = await call(
      shop.headers,
      "POST",
      `/seller/orders/${wrongSide.order.id}/cancel`,
      {
        cancel_message_id: world.customerCancelId,
      },
    );
    expect(refused.statusCode).toBe(422);
    const past = (await call(shop.headers, "GET", "/seller/orders?tab=past")).json().data;
    expect(past.items.map((item: OrderJson) => item.id).sort()).toEqual(
      [first.order.id, second.order.id].sort(),
    );
    await expectLedgerBalanced(t.db);
  });

  it("shows an unpaid order to its customer only, never to the shop", async () => {
    const { shop, customer, order } = await placeOrder({ gateway: true });
    expect(order.status).toBe("pending_payment");
    const current = (await call(customer.headers, "GET", "/customer/orders?tab=current")).json()
      .data;
    expect(current.items.map((item: OrderJson) => item.id)).toEqual([order.id]);
    expect((await call(shop.headers, "GET", `/seller/orders/${order.id}`)).statusCode).toBe(404);
    for (const tab of ["new", "current", "past"]) {
      expect(
        (await call(shop.headers, "GET", `/seller/orders?tab=${tab}`)).json().data.items,
      ).toEqual([]);
    }
    // Nothing was paid, so there is nothing to cancel with a refund.
    const cancel = await call(customer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
      reason: "changed my mind",
    });
    expect(cancel.statusCode).toBe(409);
  });

  it("keeps every order to its own customer and shop", async () => {
    const { shop, customer, order } = await placeOrder();
    const otherCustomer = await createCustomer(t.app, world);
    const otherShop = await createShop(t.app, world);

    expect(
      (await call(otherCustomer.headers, "GET", `/customer/orders/${order.id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(otherCustomer.headers, "POST", `/customer/orders/${order.id}/cancel`, {
          reason: "not mine",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(otherCustomer.headers, "GET", "/customer/orders")).json().data.items,
    ).toEqual([]);
    for (const [method, url] of [
      ["GET", `/seller/orders/${order.id}`],
      ["POST", `/seller/orders/${order.id}/accept`],
    ] as const) {
      expect((await call(otherShop.headers, method, url)).statusCode, url).toBe(403);
    }
    expect(
      (
        await call(otherShop.headers, "POST", `/seller/orders/${order.id}/cancel`, {
          reason: "not mine",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(otherShop.headers, "GET", "/seller/orders?tab=new")).json().data.items,
    ).toEqual([]);
    // Roles: a shop is not a customer and the other way round.
    expect((await call(shop.headers, "GET", `/customer/orders/${order.id}`)).statusCode).toBe(403);
    expect((await call(customer.headers, "GET", `/seller/orders/${order.id}`)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/v1/customer/orders" })).statusCode).toBe(
      401,
    );
    expect((await call(customer.headers, "GET", "/customer/orders/999999")).statusCode).toBe(404);
    // The owner still sees it unchanged.
    const own = await call(customer.headers, "GET", `/customer/orders/${order.id}`);
    expect(own.json().data.status).toBe("paid");
  });

  it("pages the lists", async () => {
    const shop = await createShop(t.app, world);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder({ shop }));
    const page1 = (await call(shop.headers, "GET", "/seller/orders?tab=new&per_page=2")).json()
      .data;
    const page2 = (
      await call(shop.headers, "GET", "/seller/orders?tab=new&per_page=2&page=2")
    ).json().data;
    expect(page1).toMatchObject({ page: 1, per_page: 2, has_more: true });
    expect(page2).toMatchObject({ page: 2, has_more: false });
    const ids = [...page1.items, ...page2.items].map((item: OrderJson) => item.id);
    expect(ids).toEqual(placed.map((entry) => entry.order.id).reverse());
  });
});
