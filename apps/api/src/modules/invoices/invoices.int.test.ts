import { type Invoice, toPersianDigits } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceWorld, createShop } from "../../test/commerce";
import { expectLedgerBalanced } from "../../test/ledger";
import { call, data, paidOrder, type Shop } from "../../test/shipping";
import { signIn } from "../../test/sign-in";
import { sendDueDeliveries } from "../notifications/deliveries.send";

const { emailOutbox, notificationPreferences } = schema;

describe("invoices", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    world = await createCommerceWorld(t.db);
    shop = await createShop(t.app, world);
  });
  afterAll(() => t.close());

  const invoiceOf = (headers: Record<string, string>, role: string, orderId: number) =>
    data<Invoice>(t.app, headers, "GET", `/${role}/orders/${orderId}/invoice`);

  it("numbers a shop's paid orders 1, 2, 3… with no gap and no repeat, even when paid at once", async () => {
    const own = await createShop(t.app, world);
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => paidOrder(t.app, world, own, { accept: false })),
    );
    const numbers = await Promise.all(
      orders.map(async ({ orderId }) => (await invoiceOf(own.headers, "seller", orderId)).number),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    // Another shop's sequence starts at 1 on its own.
    const other = await createShop(t.app, world);
    const first = await paidOrder(t.app, world, other, { accept: false });
    expect((await invoiceOf(other.headers, "seller", first.orderId)).number).toBe(1);
  });

  it("shows lines, the discount, shipping and the total to the buyer, the shop and the admins alike", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop, {
      accept: false,
      product: { priceRials: 500_000, discountPercent: 20 },
    });
    const invoice = await invoiceOf(customer.headers, "customer", orderId);
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({
      count: 2,
      unit_price_rials: 400_000,
      list_price_rials: 500_000,
      discount_rials: 200_000,
      total_rials: 800_000,
    });
    expect(invoice.discount_rials).toBe(200_000);
    expect(invoice.total_rials).toBe(invoice.items_total_rials + invoice.shipping_cost_rials);
    expect(invoice.seller.id).toBe(shop.user.id);
    expect(invoice.buyer.mobile).toBe(customer.user.mobile);
    expect(invoice.refunds).toEqual([]);
    expect(invoice.net_rials).toBe(invoice.total_rials);
    expect(await invoiceOf(shop.headers, "seller", orderId)).toEqual(invoice);
    const admin = await signIn(t.app, { role: "admin" });
    expect(await invoiceOf(admin.headers, "admin", orderId)).toEqual(invoice);
  });

  it("lists a refund posted to the ledger for the order, without the invoice changing its number", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    const before = await invoiceOf(customer.headers, "customer", orderId);
    await data(t.app, customer.headers, "POST", `/customer/orders/${orderId}/cancel`, {
      reason: "Changed my mind",
    });
    const after = await invoiceOf(customer.headers, "customer", orderId);
    expect(after.number).toBe(before.number);
    expect(after.order_status).toBe("cancelled");
    expect(after.refunds).toEqual([
      { kind: "order_refund", amount_rials: before.total_rials, created_at: expect.any(String) },
    ]);
    expect(after.refunded_rials).toBe(before.total_rials);
    expect(after.net_rials).toBe(0);
    await expectLedgerBalanced(t.db);
  });

  it("shows what was packed of a weighed line and the shortfall refunded", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop, {
      product: { priceRials: 500_000, stockTypeId: world.kg.id },
    });
    const invoiceBefore = await invoiceOf(customer.headers, "customer", orderId);
    expect(invoiceBefore.lines[0]).toMatchObject({ count: 2, packed_count: null });
    const [line] = await t.db
      .select({ id: schema.orderItems.id })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId));
    await data(
      t.app,
      shop.headers,
      "PUT",
      `/seller/orders/${orderId}/items/${line?.id}/packed-weight`,
      { packed_count: 1.5, unit: "kg" },
    );
    const invoice = await invoiceOf(customer.headers, "customer", orderId);
    expect(invoice.lines[0]).toMatchObject({ count: 2, packed_count: 1.5 });
    expect(invoice.refunds).toEqual([
      { kind: "packed_weight_refund", amount_rials: 250_000, created_at: expect.any(String) },
    ]);
    expect(invoice.net_rials).toBe(invoice.total_rials - 250_000);
  });

  it("lets nobody read another's invoice: 403 for another's order, 404 for none", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    const stranger = await signIn(t.app, { role: "customer" });
    const otherShop = await createShop(t.app, world);
    for (const [headers, role] of [
      [stranger.headers, "customer"],
      [otherShop.headers, "seller"],
    ] as const) {
      expect(
        (await call(t.app, headers, "GET", `/${role}/orders/${orderId}/invoice`)).statusCode,
      ).toBe(403);
      const pdf = await call(t.app, headers, "GET", `/${role}/orders/${orderId}/invoice.pdf`);
      expect(pdf.statusCode).toBe(403);
      expect(pdf.json().messages.fa).toBeTruthy();
    }
    expect(
      (await call(t.app, customer.headers, "GET", "/customer/orders/999999/invoice")).statusCode,
    ).toBe(404);
    expect((await call(t.app, shop.headers, "GET", "/seller/orders/abc/invoice")).statusCode).toBe(
      422,
    );
    expect(
      (await call(t.app, customer.headers, "GET", "/seller/orders/1/invoice")).statusCode,
    ).toBe(403);
    expect((await call(t.app, {}, "GET", `/customer/orders/${orderId}/invoice`)).statusCode).toBe(
      401,
    );
  });

  it("serves the PDF in the asked language, and refuses an unknown one with a bilingual 422", async () => {
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    for (const lang of ["en", "fa"]) {
      const pdf = await call(
        t.app,
        customer.headers,
        "GET",
        `/customer/orders/${orderId}/invoice.pdf?lang=${lang}`,
      );
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="kesht-invoice-/);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const wrong = await call(
      t.app,
      customer.headers,
      "GET",
      `/customer/orders/${orderId}/invoice.pdf?lang=de`,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.fa.lang).toBeTruthy();
  });

  it("e-mails the customer the lines and the total with the invoice link, and a one-click unsubscribe", async () => {
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    await sendDueDeliveries(t.db, t.app.outbound, new Date(), 500);
    const mails = (await t.db.select().from(emailOutbox)).filter((mail) =>
      mail.text.includes(`/customer/orders/${orderId}/invoice`),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    // Persian by default: the line, the total in Persian digits and toman, the invoice number.
    expect(mail.text).toContain("آنچه خریدید:");
    // Two kilograms at 50,000 toman: the line's 100,000 toman, in Persian digits.
    expect(mail.text).toContain(`${toPersianDigits("100")}٬${toPersianDigits("000")} تومان`);
    expect(mail.text).toContain("مبلغ پرداخت‌شده");
    expect(mail.text).toContain(`فاکتور فروش ${toPersianDigits("1")}`);
    const token = /\/email-stop\/(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const stop = await call(t.app, {}, "POST", "/email/stop", { token });
    expect(stop.statusCode).toBe(200);
    const [preference] = await t.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, customer.user.id),
          eq(notificationPreferences.kind, "payment_confirmed"),
          eq(notificationPreferences.channel, "email"),
        ),
      );
    expect(preference?.enabled).toBe(false);
    // Once more is the same; a forged token is refused in both languages.
    expect((await call(t.app, {}, "POST", "/email/stop", { token })).statusCode).toBe(200);
    const forged = await call(t.app, {}, "POST", "/email/stop", { token: `${token}x` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().messages.fa).toBeTruthy();
  });
});
