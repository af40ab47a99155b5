import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceWorld, createShop } from "../../test/commerce";
import { basketOf, checkoutWithCode, createDiscountCode } from "../../test/discounts";
import { balanceOf } from "../../test/ledger";
import { moveOrder, withLedgerTestApp } from "../../test/settlement";
import { signIn } from "../../test/sign-in";

/**
 * The discount in the order's ledger story (decision 040), with a 10% commission: every
 * posting balanced (checked after each test by withLedgerTestApp), a refund never more than
 * the customer paid, the shop's code lowering its income, the platform's paid from revenue.
 */
describe("discount codes in the ledger", () => {
  let t: TestApp;
  let world: CommerceWorld;
  const { post, call } = withLedgerTestApp({ COMMISSION_PERCENT: "10" }, (opened) => {
    t = opened;
  });

  /** A shop, a customer with 2 kg at 800,000 rials a kg in the cart, and the order with `code`. */
  async function orderWithCode(
    code: (shop: { headers: Record<string, string> }) => Promise<string>,
  ) {
    world ??= await createCommerceWorld(t.db);
    const shop = await createShop(t.app, world);
    const basket = await basketOf(t.app, world, shop.user.id);
    const answer = await checkoutWithCode(
      t.app,
      world,
      basket.person,
      basket.cartId,
      await code(shop),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().data.order;
    return { shop, customer: basket.person, order, line: order.items[0] };
  }

  const platformRevenue = () => balanceOf(t.db, "platform_revenue", null);
  const walletOf = (userId: number) => balanceOf(t.db, "customer_wallet", userId);

  async function receive(orderId: number, customer: { headers: Record<string, string> }) {
    await moveOrder(t.db, orderId, ["in_transit", "delivered"]);
    const receipt = await post(customer, `/customer/orders/${orderId}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
  }

  it("a shop's code lowers the shop's income, and the commission is on what it sold for", async () => {
    const { shop, customer, order } = await orderWithCode(async (owner) => {
      const made = await createDiscountCode(t.app, owner.headers, "seller", {
        code: "SHOPTEN",
        percent: 10,
      });
      return made.code;
    });
    expect(order.discount).toEqual({ code: "SHOPTEN", funded_by: "shop", discount_rials: 160_000 });
    expect(order.items[0].discount_rials).toBe(160_000);
    expect(order.total_rials).toBe(1_440_000 + 500_000);
    expect(await walletOf(customer.user.id)).toBe(10_000_000 - 1_940_000);
    const revenueBefore = await platformRevenue();

    await moveOrder(t.db, order.id, ["preparing"]);
    await receive(order.id, customer);
    expect(await platformRevenue()).toBe(revenueBefore + 144_000);
    expect(await balanceOf(t.db, "seller_wallet", shop.user.id)).toBe(1_940_000 - 144_000);
    expect(await balanceOf(t.db, "seller_pending", shop.user.id)).toBe(0);
  });

  it("a platform code is paid from revenue at settlement; packing and a return give back only what was paid", async () => {
    const admin = await signIn(t.app, { role: "admin" });
    const { shop, customer, order, line } = await orderWithCode(async () => {
      const made = await createDiscountCode(t.app, admin.headers, "admin", {
        code: "KESHT20",
        kind: "amount",
        amount_toman: 20_000,
      });
      return made.code;
    });
    expect(order.discount).toEqual({
      code: "KESHT20",
      funded_by: "platform",
      discount_rials: 200_000,
    });
    expect(order.total_rials).toBe(1_400_000 + 500_000);
    const revenueBefore = await platformRevenue();

    // 1.5 of 2 kg packed: 400,000 short at the list price, of which the discount's part
    // (a quarter: 200,000 of 800,000 a kg... of the 1,600,000 line) stays; 350,000 goes back.
    await moveOrder(t.db, order.id, ["preparing"]);
    const packed = await call(
      shop,
      "PUT",
      `/seller/orders/${order.id}/items/${line.id}/packed-weight`,
      { packed_count: 1.5, unit: "kg" },
    );
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().data.items[0].packed_refund_rials).toBe(350_000);
    expect(await walletOf(customer.user.id)).toBe(10_000_000 - 1_900_000 + 350_000);

    // Settlement: the platform pays the discount on the 1.5 kg kept (150,000), the shop is
    // settled at the full price (1,200,000 + 500,000 fee) less 10% of 1,200,000.
    await receive(order.id, customer);
    const discountPaid = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(
        and(
          eq(schema.ledgerTransactions.orderId, order.id),
          eq(schema.ledgerTransactions.kind, "platform_discount"),
        ),
      );
    expect(discountPaid).toHaveLength(1);
    expect(await platformRevenue()).toBe(revenueBefore - 150_000 + 120_000);
    expect(await balanceOf(t.db, "seller_wallet", shop.user.id)).toBe(1_580_000);

    // Everything kept is returned: the customer gets what they paid for it (1,050,000), never
    // the list price; the shop gives back what it got for it, the platform its discount.
    const asked = await post(customer, `/customer/orders/${order.id}/returns`, {
      reason: "Not what was described",
      lines: [{ order_item_id: line.id, quantity: 1.5 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.asked_rials).toBe(1_050_000);
    const accepted = await post(shop, `/seller/returns/${asked.json().data.id}/answer`, {
      decision: "accept",
      goods_back: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await walletOf(customer.user.id)).toBe(10_000_000 - 500_000);
    expect(await balanceOf(t.db, "seller_wallet", shop.user.id)).toBe(500_000);
    expect(await platformRevenue()).toBe(revenueBefore);
  });

  it("a cancelled order with a platform code refunds what was paid and costs the platform nothing", async () => {
    const admin = await signIn(t.app, { role: "admin" });
    const { customer, order } = await orderWithCode(async () => {
      const made = await createDiscountCode(t.app, admin.headers, "admin", {
        code: "HALFOFF",
        percent: 50,
      });
      return made.code;
    });
    const revenueBefore = await platformRevenue();
    const cancelled = await post(customer, `/customer/orders/${order.id}/cancel`, {
      cancel_message_id: world.customerCancelId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await walletOf(customer.user.id)).toBe(10_000_000);
    expect(await platformRevenue()).toBe(revenueBefore);
    const uses = await t.db
      .select()
      .from(schema.discountRedemptions)
      .where(eq(schema.discountRedemptions.orderId, order.id));
    expect(uses).toEqual([]);
  });
});
