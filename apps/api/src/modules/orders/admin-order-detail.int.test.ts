import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
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
import { balanceOf, expectLedgerBalanced } from "../../test/ledger";
import { decideInSandbox } from "../../test/payments";
import { createSettlementWorld, deliveredOrder } from "../../test/settlement";
import { call, data, paidOrder } from "../../test/shipping";
import { signIn } from "../../test/sign-in";

/*
 * One order in the admin console (issue 14 item 6): its page, its chat read-only, and the
 * admin's cancel with refund.
 */
describe("an order's page in the admin console", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let shop: Awaited<ReturnType<typeof createShop>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    shop = await createShop(t.app, world);
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  /** An order paid through the sandbox gateway: a payment row and the ledger's postings. */
  async function gatewayPaidOrder() {
    const product = await createShopProduct(t.db, world, shop.shop.userId, {
      priceRials: 700_000,
      stock: 20,
    });
    const customer = await createCustomer(t.app, world);
    const cart = await data<{ groups: { id: number }[] }>(
      t.app,
      customer.headers,
      "POST",
      "/customer/carts",
      { product_id: product.id, count: 3 },
    );
    const checkout = await checkoutCartGroup(t.app, world, customer, {
      cartId: cart.groups[0]?.id,
      sendMethod: "pickup",
      deliveryDate: dayFromToday(1),
      payWith: "gateway",
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { order, payment } = checkout.json().data;
    await decideInSandbox(t.app, payment.redirect_url, "approve");
    return { orderId: order.id as number, paymentId: payment.id as string, customer, product };
  }

  const detail = (orderId: number | string) =>
    call(t.app, admin.headers, "GET", `/admin/orders/${orderId}`);

  it("shows a paid order with its people, timeline, payment and ledger lines", async () => {
    const { orderId, paymentId, customer } = await gatewayPaidOrder();
    const response = await detail(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json().data;

    expect(body.order).toMatchObject({ id: orderId, status: "paid", total_rials: 2_100_000 });
    expect(body.order.items).toHaveLength(1);
    expect(body.order.items[0]).toMatchObject({ count: 3, unit_price_rials: 700_000 });
    expect(body.order.address.address).toBe("Farm road 12");
    expect(body.order.events.map((event: { to_status: string }) => event.to_status)).toEqual([
      "pending_payment",
      "paid",
    ]);
    expect(body.customer).toEqual({
      id: customer.user.id,
      name: "Test Person",
      mobile: customer.user.mobile,
    });
    expect(body.shop).toMatchObject({ id: shop.shop.userId, store_name: shop.shop.storeName });
    expect(body.shop.mobile).toMatch(/^09\d{9}$/);

    expect(body.payments).toHaveLength(1);
    expect(body.payments[0]).toMatchObject({
      id: paymentId,
      order_id: orderId,
      status: "paid",
      gateway: "sandbox",
      amount_rials: 2_100_000,
      // The page to pay on is the customer's alone.
      redirect_url: null,
    });

    // The gateway's money through the customer's wallet into the shop's pending income: one
    // balanced transaction, posting by posting.
    const line = (account_kind: string, owner_id: number | null, amount_rials: number) =>
      expect.objectContaining({
        transaction_kind: "order_gateway_payment",
        account_kind,
        owner_id,
        amount_rials,
      });
    expect(body.ledger).toEqual([
      line("gateway_clearing", null, -2_100_000),
      line("customer_wallet", customer.user.id, 2_100_000),
      line("customer_wallet", customer.user.id, -2_100_000),
      line("seller_pending", shop.shop.userId, 2_100_000),
    ]);
    expect(
      new Set(body.ledger.map((entry: { transaction_id: number }) => entry.transaction_id)).size,
    ).toBe(1);
    expect(body.dispute).toBeNull();
    expect(body.order.shipment).toBeNull();
    expect(body.actions).toEqual({
      cancel: true,
      resolve_dispute: false,
      unlock_delivery_code: false,
      cancel_load: false,
    });
  });

  it("reads the order's chat without marking anything seen or making a room", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop);
    const empty = await call(t.app, admin.headers, "GET", `/admin/orders/${orderId}/chat`);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data).toEqual({ messages: [], has_older: false });
    const rooms = await t.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.orderId, orderId));
    expect(rooms).toEqual([]);

    const send = (headers: Record<string, string>, who: "customer" | "seller", body: string) =>
      data(t.app, headers, "POST", `/${who}/orders/${orderId}/chat/messages`, {
        client_id: randomUUID(),
        body,
      });
    await send(customer.headers, "customer", "Is it fresh?");
    await send(shop.headers, "seller", "Picked this morning.");
    const unseen = async () => ({
      customer: (
        await data<{ unseen_total: number }>(t.app, customer.headers, "GET", "/customer/chat-rooms")
      ).unseen_total,
      seller: (
        await data<{ unseen_total: number }>(t.app, shop.headers, "GET", "/seller/chat-rooms")
      ).unseen_total,
    });
    const before = await unseen();
    expect(before.customer).toBeGreaterThanOrEqual(1);
    expect(before.seller).toBeGreaterThanOrEqual(1);

    const chat = await call(t.app, admin.headers, "GET", `/admin/orders/${orderId}/chat`);
    expect(chat.statusCode, chat.body).toBe(200);
    const messages = chat.json().data.messages as {
      body: string;
      sender_role: string;
      mine: boolean;
    }[];
    expect(messages.map((message) => [message.sender_role, message.body, message.mine])).toEqual([
      ["customer", "Is it fresh?", false],
      ["seller", "Picked this morning.", false],
    ]);
    expect(chat.json().data.has_older).toBe(false);
    expect(await unseen()).toEqual(before);

    // Paged like the members' thread: nothing before the first message.
    const first = (messages[0] as unknown as { id: number }).id;
    const older = await call(
      t.app,
      admin.headers,
      "GET",
      `/admin/orders/${orderId}/chat?before=${first}`,
    );
    expect(older.json().data).toEqual({ messages: [], has_older: false });
  });

  it("cancels a paid order with its refund, audited", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop);
    const order = (await detail(orderId)).json().data.order;
    expect(order.status).toBe("preparing");
    const productId = order.items[0].product_id as number;
    const walletBefore = await balanceOf(t.db, "customer_wallet", customer.user.id);
    const stockBefore = await stockOf(t.db, productId);

    const empty = await call(t.app, admin.headers, "POST", `/admin/orders/${orderId}/cancel`, {
      reason: "   ",
    });
    expect(empty.statusCode).toBe(422);

    const cancelled = await call(t.app, admin.headers, "POST", `/admin/orders/${orderId}/cancel`, {
      reason: "The shop cannot reach the customer.",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().messages.fa).toBeTruthy();
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      cancelled_by: "admin",
      cancel_reason: "The shop cannot reach the customer.",
    });
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(
      walletBefore + order.total_rials,
    );
    expect(await stockOf(t.db, productId)).toBe(stockBefore + 2);
    await expectLedgerBalanced(t.db);

    const audit = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(
        and(
          eq(schema.adminAuditLog.action, "order.cancel"),
          eq(schema.adminAuditLog.targetId, String(orderId)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminUserId: admin.user.id,
      targetKind: "order",
      before: { status: "preparing" },
      after: { status: "cancelled", refunded_rials: order.total_rials },
    });

    const page = (await detail(orderId)).json().data;
    expect(page.order.events.at(-1)).toMatchObject({
      from_status: "preparing",
      to_status: "cancelled",
      reason: "The shop cannot reach the customer.",
    });
    expect(
      page.ledger.map((line: { transaction_kind: string }) => line.transaction_kind),
    ).toContain("order_refund");
    expect(page.actions).toEqual({
      cancel: false,
      resolve_dispute: false,
      unlock_delivery_code: false,
      cancel_load: false,
    });

    // Once cancelled, the state table allows nothing more.
    const again = await call(t.app, admin.headers, "POST", `/admin/orders/${orderId}/cancel`, {
      reason: "Twice.",
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t.db, "customer_wallet", customer.user.id)).toBe(
      walletBefore + order.total_rials,
    );
  });

  it("shows an open dispute with its report; the admin resolves it, not cancels it", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 900_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const disputed = await call(
      t.app,
      s.customer.headers,
      "POST",
      `/customer/orders/${order.id}/dispute`,
      {
        reason: "Half the crate was rotten",
      },
    );
    expect(disputed.statusCode, disputed.body).toBe(200);

    const page = (await call(t.app, s.admin.headers, "GET", `/admin/orders/${order.id}`)).json()
      .data;
    expect(page.order.status).toBe("disputed");
    expect(page.dispute).toEqual({
      reason: "Half the crate was rotten",
      disputed_at: page.order.events.at(-1).created_at,
    });
    expect(page.actions).toEqual({
      cancel: false,
      resolve_dispute: true,
      unlock_delivery_code: false,
      cancel_load: false,
    });
    // Wallet-paid: no gateway payment, the money in the ledger's postings.
    expect(page.payments).toEqual([]);
    expect(page.ledger.map((line: { transaction_kind: string }) => line.transaction_kind)).toEqual([
      "order_wallet_payment",
      "order_wallet_payment",
    ]);

    const cancel = await call(t.app, s.admin.headers, "POST", `/admin/orders/${order.id}/cancel`, {
      reason: "Rotten goods.",
    });
    expect(cancel.statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, String(order.id)));
    expect(audits).toEqual([]);

    const resolved = await call(
      t.app,
      s.admin.headers,
      "POST",
      `/admin/disputes/${order.id}/resolve`,
      {
        outcome: "cancelled",
        note: "Refunded: photos show rotten fruit",
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = (await call(t.app, s.admin.headers, "GET", `/admin/orders/${order.id}`)).json()
      .data;
    expect(after.dispute).toBeNull();
    expect(after.actions).toEqual({
      cancel: false,
      resolve_dispute: false,
      unlock_delivery_code: false,
      cancel_load: false,
    });
    expect(after.order).toMatchObject({ status: "cancelled", cancelled_by: "admin" });
  });

  it("refuses anonymous callers, customers, shops and drivers; 404 and 422 for bad ids", async () => {
    const { orderId } = await paidOrder(t.app, world, shop);
    const urls = [
      ["GET", `/admin/orders/${orderId}`],
      ["GET", `/admin/orders/${orderId}/chat`],
      ["POST", `/admin/orders/${orderId}/cancel`],
    ] as const;
    const origin = { origin: t.app.sessionSettings.webOrigins[0] ?? "" };
    const people = [
      await signIn(t.app, { role: "customer" }),
      shop,
      await signIn(t.app, { role: "driver" }),
    ];
    for (const [method, url] of urls) {
      const payload = method === "POST" ? { reason: "No." } : undefined;
      expect((await call(t.app, origin, method, url, payload)).statusCode, url).toBe(401);
      for (const person of people) {
        expect((await call(t.app, person.headers, method, url, payload)).statusCode, url).toBe(403);
      }
    }
    expect((await detail(orderId)).json().data.order.status).toBe("preparing");

    for (const [method, url] of [
      ["GET", "/admin/orders/2147483647"],
      ["GET", "/admin/orders/2147483647/chat"],
      ["POST", "/admin/orders/2147483647/cancel"],
    ] as const) {
      const payload = method === "POST" ? { reason: "None." } : undefined;
      const response = await call(t.app, admin.headers, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe("This order was not found.");
    }
    for (const bad of ["0", "-1", "abc", "2147483648", "1.5"]) {
      expect((await detail(bad)).statusCode, bad).toBe(422);
    }
    const badBefore = await call(
      t.app,
      admin.headers,
      "GET",
      `/admin/orders/${orderId}/chat?before=x`,
    );
    expect(badBefore.statusCode).toBe(422);
  });
});
