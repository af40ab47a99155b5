import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { createTestApp, type TestApp } from "../../test/app";
import { balanceOf, expectLedgerBalanced, fundWallet } from "../../test/ledger";
import { createOrderRow } from "../../test/payments";
import { payOrderFromGateway, payOrderFromWallet, refundOrder } from "./ledger.postings";
import { accountId, postTransaction } from "./ledger.service";

describe("the ledger", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterEach(() => expectLedgerBalanced(t.db));
  afterAll(() => t.close());

  async function people() {
    const customer = await factories.createUser(t.db, { role: "customer" });
    const shop = await factories.createSeller(t.db);
    return { customerId: customer.id, sellerId: shop.userId };
  }

  it("refuses a transaction that does not balance, is empty or has a zero entry", async () => {
    const { customerId } = await people();
    await t.db.transaction(async (tx) => {
      const clearing = await accountId(tx, "gateway_clearing", null);
      const wallet = await accountId(tx, "customer_wallet", customerId);
      const post = (entries: { accountId: number; amountRials: number }[]) =>
        postTransaction(tx, { kind: "wallet_credit", entries });
      await expect(
        post([
          { accountId: clearing, amountRials: -100 },
          { accountId: wallet, amountRials: 90 },
        ]),
      ).rejects.toThrow(/does not balance/);
      await expect(post([])).rejects.toThrow(/at least two entries/);
      await expect(post([{ accountId: wallet, amountRials: 0 }])).rejects.toThrow();
      await expect(
        post([
          { accountId: clearing, amountRials: 0 },
          { accountId: wallet, amountRials: 0 },
        ]),
      ).rejects.toThrow(/non-zero whole number/);
      await expect(
        post([
          { accountId: clearing, amountRials: -0.5 },
          { accountId: wallet, amountRials: 0.5 },
        ]),
      ).rejects.toThrow(/non-zero whole number/);
    });
    expect(await t.db.select().from(schema.ledgerTransactions)).toEqual([]);
  });

  it("posts a movement with a unique key once, however often it is attempted", async () => {
    const { customerId } = await people();
    const attempt = () =>
      t.db.transaction(async (tx) =>
        postTransaction(tx, {
          kind: "wallet_credit",
          uniqueKey: `test-credit:${customerId}`,
          entries: [
            { accountId: await accountId(tx, "gateway_clearing", null), amountRials: -5000 },
            { accountId: await accountId(tx, "customer_wallet", customerId), amountRials: 5000 },
          ],
        }),
      );
    const results = await Promise.all([attempt(), attempt(), attempt()]);
    expect(results.filter((result) => result.posted)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await balanceOf(t.db, "customer_wallet", customerId)).toBe(5000);
  });

  it("makes one account per kind and owner, even when asked for at once", async () => {
    const { customerId } = await people();
    const ids = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.db.transaction((tx) => accountId(tx, "customer_wallet", customerId)),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const platform = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction((tx) => accountId(tx, "payout_clearing", null)),
      ),
    );
    expect(new Set(platform).size).toBe(1);
    await expect(
      t.db.transaction((tx) => accountId(tx, "customer_wallet", null)),
    ).rejects.toThrow();
    await expect(t.db.transaction((tx) => accountId(tx, "gateway_clearing", 1))).rejects.toThrow();
  });

  it("lets 100 concurrent wallet payments spend a balance for 10: exactly 10, never below zero", async () => {
    const { customerId, sellerId } = await people();
    const price = 250_000;
    await fundWallet(t.db, "customer_wallet", customerId, price * 10);
    const orders = [];
    for (let i = 0; i < 100; i += 1) {
      orders.push(await createOrderRow(t.db, { customerId, sellerId, totalRials: price }));
    }

    const outcomes = await Promise.allSettled(
      orders.map((order) =>
        t.db.transaction((tx) =>
          payOrderFromWallet(tx, { customerId, sellerId, orderId: order.id, amountRials: price }),
        ),
      ),
    );
    const paid = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === "rejected",
    );
    expect(paid).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(AppError);
      expect((outcome.reason as AppError).code).toBe("insufficient_balance");
    }
    expect(await balanceOf(t.db, "customer_wallet", customerId)).toBe(0);
    expect(await balanceOf(t.db, "seller_pending", sellerId)).toBe(price * 10);
    const payments = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.kind, "order_wallet_payment"));
    expect(payments).toHaveLength(10);
  });

  it("pays an order through a gateway once per payment, and refunds it once", async () => {
    const { customerId, sellerId } = await people();
    const order = await createOrderRow(t.db, { customerId, sellerId, totalRials: 700_000 });
    const [payment] = await t.db
      .insert(schema.payments)
      .values({
        id: `test-payment-${order.id}`,
        userId: customerId,
        purpose: "order",
        orderId: order.id,
        amountRials: 700_000,
        currency: "IRR",
        amountMinor: 700_000,
        gateway: "sandbox",
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    const money = { customerId, sellerId, orderId: order.id, amountRials: 700_000 };

    for (let i = 0; i < 3; i += 1) {
      await t.db.transaction((tx) => payOrderFromGateway(tx, { ...money, paymentId: payment.id }));
    }
    // The money passed through the customer's wallet and rests in the seller's pending income.
    expect(await balanceOf(t.db, "customer_wallet", customerId)).toBe(0);
    expect(await balanceOf(t.db, "seller_pending", sellerId)).toBe(700_000);
    expect(await balanceOf(t.db, "gateway_clearing", null)).toBeLessThanOrEqual(-700_000);

    await t.db.transaction((tx) => refundOrder(tx, money));
    await t.db.transaction((tx) => refundOrder(tx, money));
    expect(await balanceOf(t.db, "customer_wallet", customerId)).toBe(700_000);
    expect(await balanceOf(t.db, "seller_pending", sellerId)).toBe(0);
  });
});
