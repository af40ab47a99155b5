import { errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { autoConfirmDueReceipts } from "../../flows/confirm-receipt";
import { createTestApp, type TestApp } from "../../test/app";
import { balanceOf, expectLedgerBalanced, fundWallet } from "../../test/ledger";
import {
  createDriver,
  createSettlementWorld,
  deliveredOrder,
  groupOrders,
  type SettlementWorld,
  withLedgerTestApp,
} from "../../test/settlement";
import { signIn } from "../../test/sign-in";

/*
 * Receipt, disputes and settlement (issue 11 items 5 and 7, docs/decisions/012-settlement.md):
 * what the seller, the driver and the platform get, exactly, and that it happens once.
 */
describe("receipt and settlement", () => {
  let t: TestApp;
  const { post, get } = withLedgerTestApp({ COMMISSION_PERCENT: "5" }, (opened) => {
    t = opened;
  });
  const receipt = (s: SettlementWorld, orderId: number) =>
    post(s.customer, `/customer/orders/${orderId}/receipt`);
  const statusOf = async (orderId: number) =>
    (await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]?.status;

  it("a pickup order: the seller gets goods − commission, the platform the commission, no driver", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 3,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const revenueBefore = await balanceOf(t.db, "platform_revenue", null);
    const answer = await receipt(s, order.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.status).toBe("received");
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(3_000_000 - 150_000);
    expect((await balanceOf(t.db, "platform_revenue", null)) - revenueBefore).toBe(150_000);
    const lines = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.uniqueKey, `order-settlement:${order.id}`));
    expect(lines).toHaveLength(1);
  });

  it("the shop's own delivery: the seller keeps the fee, the commission is on goods only", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 2_000_000,
      shippingFeeRials: 500_000,
      sendMethod: "seller",
    });
    await groupOrders(t.db, s, [order.id], "seller");
    expect((await receipt(s, order.id)).statusCode).toBe(200);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      4_000_000 - 200_000 + 500_000,
    );
  });

  it("one order carried by a driver: goods − commission + fee − driver price, and the driver paid", async () => {
    const s = await createSettlementWorld(t.app);
    const driver = await createDriver(t.app, s.world);
    const order = await deliveredOrder(t.app, s, {
      kg: 10,
      priceRials: 1_000_000,
      shippingFeeRials: 3_000_000,
    });
    await groupOrders(t.db, s, [order.id], { driverId: driver.user.id, priceRials: 2_500_000 });
    expect((await receipt(s, order.id)).statusCode).toBe(200);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      10_000_000 - 500_000 + 3_000_000 - 2_500_000,
    );
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(2_500_000);

    // The turnovers show the settlement with the order number, for the seller and the driver.
    const sellerTurnovers = (await get(s.seller, "/seller/turnovers")).json().data.items;
    expect(sellerTurnovers[0]).toMatchObject({
      kind: "order_settlement",
      order_id: order.id,
      amount_rials: 10_000_000,
    });
    const driverWallet = (await get(driver, "/driver/wallet")).json().data;
    expect(driverWallet.balance_rials).toBe(2_500_000);
    const driverTurnovers = (await get(driver, "/driver/turnovers")).json().data.items;
    expect(driverTurnovers).toEqual([
      expect.objectContaining({
        kind: "order_settlement",
        order_id: order.id,
        amount_rials: 2_500_000,
      }),
    ]);
  });

  it("the driver's wallet shows what delivered loads will pay as pending income, until receipt settles it", async () => {
    const s = await createSettlementWorld(t.app);
    const driver = await createDriver(t.app, s.world);
    const pendingIncome = async () =>
      (await get(driver, "/driver/wallet")).json().data.pending_income_rials;
    expect(await pendingIncome()).toBe(0);
    const light = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 1_000_000,
    });
    const heavy = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 1_000_000,
    });
    await groupOrders(t.db, s, [light.id, heavy.id], {
      driverId: driver.user.id,
      priceRials: 3_000_001,
    });
    expect(await pendingIncome()).toBe(3_000_001);

    // Receipt of the lighter order pays its share into the wallet; the heavier one's still waits.
    expect((await receipt(s, light.id)).statusCode).toBe(200);
    const wallet = (await get(driver, "/driver/wallet")).json().data;
    expect(wallet.balance_rials).toBe(1_000_000);
    expect(wallet.pending_income_rials).toBe(2_000_001);
  });

  it("a merged group of two orders: the driver price is split by weight and sums exactly", async () => {
    const s = await createSettlementWorld(t.app);
    const driver = await createDriver(t.app, s.world);
    const secondCustomer = await signIn(t.app, { role: "customer" });
    const light = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 1_000_000,
    });
    const heavy = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 1_000_000,
      customerId: secondCustomer.user.id,
    });
    // 1 kg and 2 kg share 3,000,001 rials: 1,000,000 and 2,000,001 (the odd rial to the larger fraction).
    await groupOrders(t.db, s, [light.id, heavy.id], {
      driverId: driver.user.id,
      priceRials: 3_000_001,
    });
    expect((await receipt(s, light.id)).statusCode).toBe(200);
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(1_000_000);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      1_000_000 - 50_000 + 1_000_000 - 1_000_000,
    );
    expect((await post(secondCustomer, `/customer/orders/${heavy.id}/receipt`)).statusCode).toBe(
      200,
    );
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(3_000_001);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      950_000 + (2_000_000 - 100_000 + 1_000_000 - 2_000_001),
    );
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(0);
  });

  it("a driver dearer than fee and goods: the wallet pays what it has, the rest is deficit, paid off from the next income", async () => {
    const s = await createSettlementWorld(t.app);
    const driver = await createDriver(t.app, s.world);
    await fundWallet(t.db, "seller_wallet", s.seller.user.id, 300_000);
    const order = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
    });
    await groupOrders(t.db, s, [order.id], { driverId: driver.user.id, priceRials: 2_000_000 });
    expect((await receipt(s, order.id)).statusCode).toBe(200);
    // The seller's part: 1,000,000 − 50,000 − 2,000,000 = −1,050,000; 300,000 from the wallet.
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "seller_deficit", s.seller.user.id)).toBe(-750_000);
    expect(await balanceOf(t.db, "driver_wallet", driver.user.id)).toBe(2_000_000);
    const wallet = (await get(s.seller, "/seller/wallet")).json().data;
    expect(wallet).toMatchObject({ balance_rials: 0, deficit_rials: 750_000 });

    // The next income pays the deficit off first.
    const next = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    expect((await receipt(s, next.id)).statusCode).toBe(200);
    expect(await balanceOf(t.db, "seller_deficit", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(950_000 - 750_000);
    expect((await get(s.seller, "/seller/wallet")).json().data).toMatchObject({
      balance_rials: 200_000,
      deficit_rials: 0,
    });
  });

  it("refuses what is not the customer's to confirm, not delivered, twice, or no order at all", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const stranger = await signIn(t.app, { role: "customer" });
    expect((await post(stranger, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(403);
    expect((await post(s.seller, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(403);
    expect((await post(s.customer, "/customer/orders/999999/receipt")).statusCode).toBe(404);
    expect((await post(s.customer, "/customer/orders/abc/receipt")).statusCode).toBe(422);
    expect((await post(s.customer, "/customer/orders/0/receipt")).statusCode).toBe(422);
    expect((await receipt(s, order.id)).statusCode).toBe(200);
    const again = await receipt(s, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual(errorMessages("invalid_transition"));
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(950_000);

    const undelivered = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
    });
    await t.db
      .update(schema.orders)
      .set({ status: "in_transit" })
      .where(eq(schema.orders.id, undelivered.id));
    expect((await receipt(s, undelivered.id)).statusCode).toBe(409);
    expect(
      (
        await post(s.customer, `/customer/orders/${undelivered.id}/dispute`, {
          reason: "Never came",
        })
      ).statusCode,
    ).toBe(409);
  });

  it("two confirmations at once settle the order once", async () => {
    const s = await createSettlementWorld(t.app);
    const order = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const answers = await Promise.all([receipt(s, order.id), receipt(s, order.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(950_000);
  });

  describe("the receipt job", () => {
    it("confirms orders delivered longer ago than the waiting time, and two workers never settle one twice", async () => {
      const s = await createSettlementWorld(t.app);
      const due = [];
      for (let i = 0; i < 3; i += 1) {
        due.push(
          await deliveredOrder(t.app, s, {
            kg: 1,
            priceRials: 1_000_000,
            shippingFeeRials: 0,
            sendMethod: "pickup",
            deliveredHoursAgo: 80,
          }),
        );
      }
      const fresh = await deliveredOrder(t.app, s, {
        kg: 1,
        priceRials: 1_000_000,
        shippingFeeRials: 0,
        sendMethod: "pickup",
        deliveredHoursAgo: 10,
      });
      const disputed = await deliveredOrder(t.app, s, {
        kg: 1,
        priceRials: 1_000_000,
        shippingFeeRials: 0,
        sendMethod: "pickup",
        deliveredHoursAgo: 80,
      });
      expect(
        (
          await post(s.customer, `/customer/orders/${disputed.id}/dispute`, {
            reason: "Half of the crate was rotten",
          })
        ).statusCode,
      ).toBe(200);

      const worker = () => autoConfirmDueReceipts(t.db, { afterHours: 72, commissionPercent: 5 });
      const [first, second] = await Promise.all([worker(), worker()]);
      expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(3);
      for (const order of due) expect(await statusOf(order.id)).toBe("received");
      expect(await statusOf(fresh.id)).toBe("delivered");
      expect(await statusOf(disputed.id)).toBe("disputed");
      expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(3 * 950_000);
      const settlements = await t.db
        .select()
        .from(schema.ledgerTransactions)
        .where(eq(schema.ledgerTransactions.kind, "order_settlement"));
      for (const order of due) {
        expect(settlements.filter((row) => row.orderId === order.id)).toHaveLength(1);
      }
      // Idempotent: a rerun finds nothing left to do.
      expect(await worker()).toBe(0);
      expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(3 * 950_000);
    });

    it("runs from the job table with the configured waiting time", async () => {
      const short = await createTestApp({
        seed: false,
        env: { RECEIPT_AUTO_CONFIRM_HOURS: "1", JOBS_ENABLED: "false" },
      });
      try {
        const s = await createSettlementWorld(short.app);
        const order = await deliveredOrder(short.app, s, {
          kg: 1,
          priceRials: 1_000_000,
          shippingFeeRials: 0,
          sendMethod: "pickup",
          deliveredHoursAgo: 2,
        });
        await short.app.jobs.runDue();
        const [row] = await short.db
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.id, order.id));
        expect(row?.status).toBe("received");
        await expectLedgerBalanced(short.db);
      } finally {
        await short.close();
      }
    });

    it("runs now, as if some hours had passed, through the development route", async () => {
      const s = await createSettlementWorld(t.app);
      const order = await deliveredOrder(t.app, s, {
        kg: 1,
        priceRials: 1_000_000,
        shippingFeeRials: 0,
        sendMethod: "pickup",
        deliveredHoursAgo: 10,
      });
      const run = (payload: Record<string, unknown>) =>
        t.app.inject({ method: "POST", url: "/api/v1/dev/receipts/auto-confirm", payload });
      for (const bad of [
        {},
        { hours_ahead: -1 },
        { hours_ahead: 1.5 },
        { hours_ahead: 9e9 },
        { hours_ahead: 63, order_id: 0 },
        { hours_ahead: 63, order_id: 2 ** 31 },
        { hours_ahead: 63, order_id: "1" },
      ]) {
        expect((await run(bad)).statusCode).toBe(422);
      }
      // Ten hours after delivery, the three-day wait has not passed yet...
      expect((await run({ hours_ahead: 0 })).statusCode).toBe(200);
      expect(await statusOf(order.id)).toBe("delivered");
      // ...and a run narrowed to another order leaves this one alone, however late it is.
      const narrowed = await run({ hours_ahead: 63, order_id: order.id + 1_000_000 });
      expect(narrowed.json().data.confirmed).toBe(0);
      expect(await statusOf(order.id)).toBe("delivered");
      // ...sixty-three hours on, it has.
      const response = await run({ hours_ahead: 63 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.confirmed).toBeGreaterThanOrEqual(1);
      expect(await statusOf(order.id)).toBe("received");
    });
  });
});
