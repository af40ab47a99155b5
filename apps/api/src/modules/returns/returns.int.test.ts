import { errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { makePng, uploadId } from "../../test/files";
import { balanceOf } from "../../test/ledger";
import {
  createSettlementWorld,
  deliveredOrder,
  deliveredOrderLine,
  moveOrder,
  type SettlementWorld,
  withLedgerTestApp,
} from "../../test/settlement";
import { signIn } from "../../test/sign-in";
import { accountId, postTransaction } from "../ledger/ledger.service";

/** Returns and partial refunds (issue 28 item 2), with a 10% commission. */
describe("returns", () => {
  let t: TestApp;
  /** How far the app's clock runs ahead of the system's: the window is judged by the app's. */
  let aheadMs = 0;
  const { post, get } = withLedgerTestApp(
    { COMMISSION_PERCENT: "10" },
    (opened) => {
      t = opened;
    },
    () => new Date(Date.now() + aheadMs),
  );

  /**
   * A pickup order of 2 kg at 1,000,000 rials received by the world's customer, settled: the
   * shop's wallet holds 1,800,000 and the platform 200,000 of commission.
   */
  async function receivedOrder(s: SettlementWorld) {
    const { order, line } = await deliveredOrderLine(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(200);
    return { order, line, url: `/customer/orders/${order.id}/returns` };
  }

  async function askOneKg(s: SettlementWorld) {
    const bought = await receivedOrder(s);
    const asked = await post(s.customer, bought.url, {
      reason: "One crate arrived bruised",
      lines: [{ order_item_id: bought.line.id, quantity: 1 }],
    });
    expect(asked.statusCode).toBe(201);
    return { ...bought, returnId: asked.json().data.id as number };
  }

  const returnRefunds = (returnId: number) =>
    t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.uniqueKey, `return-refund:${returnId}`));

  it("refunds an accepted return once under concurrent accepts, commission given back", async () => {
    const s = await createSettlementWorld(t.app);
    const platformBefore = await balanceOf(t.db, "platform_revenue", null);
    const { order, line, returnId } = await askOneKg(s);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(1_800_000);

    const bell = await get(s.seller, "/seller/notifications");
    expect(bell.json().data.items[0]).toMatchObject({ kind: "return_requested" });

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(s.seller, `/seller/returns/${returnId}/answer`, {
          decision: "accept",
          goods_back: true,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().messages).toEqual(
      errorMessages("return_state_changed"),
    );
    expect(answers.find((a) => a.statusCode === 200)?.json().data).toMatchObject({
      status: "refunded",
      asked_rials: 1_000_000,
      refund_rials: 1_000_000,
      goods_back: true,
    });
    expect(await returnRefunds(returnId)).toHaveLength(1);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(1_000_000);
    // The shop pays the goods less the commission on them; the platform gives that back.
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(900_000);
    expect(await balanceOf(t.db, "platform_revenue", null)).toBe(platformBefore + 100_000);

    const turnovers = await get(s.customer, "/customer/turnovers");
    expect(turnovers.json().data.items[0]).toMatchObject({ kind: "return_refund" });
    const bellOfCustomer = await get(s.customer, "/customer/notifications");
    expect(bellOfCustomer.json().data.items[0]).toMatchObject({ kind: "return_answered" });

    const view = (await get(s.customer, `/customer/orders/${order.id}/returns`)).json().data;
    expect(view.lines[0]).toMatchObject({ order_item_id: line.id, returnable: 1 });
    expect(view.returns[0]).toMatchObject({ id: returnId, status: "refunded" });
  });

  it("puts what the shop's wallet can't cover on its deficit", async () => {
    const s = await createSettlementWorld(t.app);
    const { returnId } = await askOneKg(s);
    // The shop cashed out all but 300,000 of its wallet.
    await t.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: "cash_out_paid",
        entries: [
          {
            accountId: await accountId(tx, "seller_wallet", s.seller.user.id),
            amountRials: -1_500_000,
          },
          { accountId: await accountId(tx, "payout_clearing", null), amountRials: 1_500_000 },
        ],
      });
    });
    const answer = await post(s.seller, `/seller/returns/${returnId}/answer`, {
      decision: "accept",
      goods_back: false,
    });
    expect(answer.statusCode).toBe(200);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(1_000_000);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "seller_deficit", s.seller.user.id)).toBe(-600_000);
  });

  it("returns a line packed short as received: what was packed, at what was paid after packing", async () => {
    const s = await createSettlementWorld(t.app);
    const platformBefore = await balanceOf(t.db, "platform_revenue", null);
    // 3 kg ordered at 1,000,000 a kilogram, 2 kg packed: 1,000,000 back at packing.
    const order = await deliveredOrder(t.app, s, {
      kg: 3,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
      stopAtPreparing: true,
    });
    const [line] = await t.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    if (!line) throw new Error("the order has no line");
    const packed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/seller/orders/${order.id}/items/${line.id}/packed-weight`,
      headers: s.seller.headers,
      payload: { packed_count: 2, unit: "kg" },
    });
    expect(packed.statusCode).toBe(200);
    await moveOrder(t.db, order.id, ["in_transit", "delivered"]);
    expect((await post(s.customer, `/customer/orders/${order.id}/receipt`)).statusCode).toBe(200);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(1_000_000);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(1_800_000);

    // The 3 kg ordered can't come back: 2 kg came.
    const url = `/customer/orders/${order.id}/returns`;
    const tooMuch = await post(s.customer, url, {
      reason: "Not what we hoped for",
      lines: [{ order_item_id: line.id, quantity: 3 }],
    });
    expect(tooMuch.json().messages).toEqual(errorMessages("return_quantity_exceeded"));
    const asked = await post(s.customer, url, {
      reason: "Not what we hoped for",
      lines: [{ order_item_id: line.id, quantity: 2 }],
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ asked_rials: 2_000_000 });
    const accepted = await post(s.seller, `/seller/returns/${asked.json().data.id}/answer`, {
      decision: "accept",
      goods_back: true,
    });
    expect(accepted.statusCode).toBe(200);
    // All paid comes back once, the shortfall not twice; the commission all given back.
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(3_000_000);
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(0);
    expect(await balanceOf(t.db, "platform_revenue", null)).toBe(platformBefore);
  });

  it("refuses before receipt, outside the window, above what is left and bad input", async () => {
    const s = await createSettlementWorld(t.app);
    const delivered = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    const early = await post(s.customer, `/customer/orders/${delivered.id}/returns`, {
      reason: "Too early",
      lines: [{ order_item_id: 1, quantity: 1 }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().messages).toEqual(errorMessages("return_not_allowed"));

    const { order, line, url } = await receivedOrder(s);
    const ask = (lines: object, extra: object = {}) =>
      post(s.customer, url, { reason: "Bruised", lines, ...extra });
    const tooMuch = await ask([{ order_item_id: line.id, quantity: 2.001 }]);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().messages).toEqual(errorMessages("return_quantity_exceeded"));
    for (const bad of [
      [{ order_item_id: line.id, quantity: 0 }],
      [{ order_item_id: line.id, quantity: -1 }],
      [{ order_item_id: line.id, quantity: 0.0001 }],
      [{ order_item_id: line.id + 9999, quantity: 1 }],
      [
        { order_item_id: line.id, quantity: 1 },
        { order_item_id: line.id, quantity: 1 },
      ],
      [],
    ]) {
      expect((await ask(bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
    const lines = [{ order_item_id: line.id, quantity: 1.5 }];
    expect((await post(s.customer, url, { reason: "a\u0000b", lines })).statusCode).toBe(422);
    expect((await post(s.customer, url, { reason: "x".repeat(1001), lines })).statusCode).toBe(422);
    expect((await ask(lines, { photo_ids: ["nope"] })).statusCode).toBe(422);
    const stranger = await signIn(t.app, { role: "customer" });
    expect((await post(stranger, url, { reason: "Mine?", lines })).statusCode).toBe(403);
    expect((await post(s.seller, url, { reason: "Mine?", lines })).statusCode).toBe(403);

    const photo = await uploadId(
      t.app,
      s.customer.headers,
      "return_photo",
      await makePng(),
      "crate.png",
    );
    const first = await ask(lines, { photo_ids: [photo] });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.photos).toHaveLength(1);
    expect(first.json().data.asked_rials).toBe(1_500_000);
    const second = await ask([{ order_item_id: line.id, quantity: 0.5 }]);
    expect(second.json().messages).toEqual(errorMessages("return_already_open"));
    const returnId = first.json().data.id;
    expect(
      (
        await post(s.seller, `/seller/returns/${returnId}/answer`, {
          decision: "refuse",
          note: "Fine when it left",
        })
      ).statusCode,
    ).toBe(200);
    // 1.5 kg is claimed by the refused return; 0.5 is left.
    expect((await ask([{ order_item_id: line.id, quantity: 0.6 }])).statusCode).toBe(422);
    const rest = await ask([{ order_item_id: line.id, quantity: 0.5 }]);
    expect(rest.statusCode).toBe(201);
    expect(rest.json().data.asked_rials).toBe(500_000);

    // Eight days after receipt the default seven-day window is closed; an admin widens it.
    await t.db
      .update(schema.orderEvents)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(
        and(eq(schema.orderEvents.orderId, order.id), eq(schema.orderEvents.toStatus, "received")),
      );
    // And by the app's clock, not the machine's: received now, asked eight days on.
    const other = await receivedOrder(s);
    aheadMs = 8 * 86_400_000;
    const late = await post(s.customer, other.url, {
      reason: "Late",
      lines: [{ order_item_id: other.line.id, quantity: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual(errorMessages("return_window_closed"));
    expect((await get(s.customer, other.url)).json().data.can_ask).toBe(false);
    const widen = await t.app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings/return_window_days",
      headers: s.admin.headers,
      payload: { value: 10 },
    });
    expect(widen.statusCode).toBe(200);
    expect(widen.json().data.return_window_days.value).toBe(10);
    expect((await get(s.customer, other.url)).json().data.can_ask).toBe(true);
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings/return_window_days",
      headers: s.admin.headers,
      payload: { value: 7 },
    });
    aheadMs = 0;
  });

  it("takes a partial offer once; a refusal goes to an admin who decides an amount, audited", async () => {
    const s = await createSettlementWorld(t.app);
    const offered = await askOneKg(s);
    const tooLarge = await post(s.seller, `/seller/returns/${offered.returnId}/answer`, {
      decision: "offer",
      goods_back: false,
      amount_rials: 1_000_000,
    });
    expect(tooLarge.json().messages).toEqual(errorMessages("return_amount_too_large"));
    const offer = await post(s.seller, `/seller/returns/${offered.returnId}/answer`, {
      decision: "offer",
      goods_back: false,
      amount_rials: 400_000,
      note: "Half the crate was fine",
    });
    expect(offer.json().data).toMatchObject({ status: "offered", offered_rials: 400_000 });
    const takes = await Promise.all(
      [1, 2].map(() =>
        post(s.customer, `/customer/returns/${offered.returnId}/offer`, { accept: true }),
      ),
    );
    expect(takes.map((take) => take.statusCode).sort()).toEqual([200, 409]);
    expect(await returnRefunds(offered.returnId)).toHaveLength(1);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(400_000);

    const refused = await askOneKg(s);
    await post(s.seller, `/seller/returns/${refused.returnId}/answer`, {
      decision: "refuse",
      note: "No",
    });
    const stranger = await signIn(t.app, { role: "customer" });
    expect((await post(stranger, `/customer/returns/${refused.returnId}/dispute`)).statusCode).toBe(
      403,
    );
    const disputed = await post(s.customer, `/customer/returns/${refused.returnId}/dispute`);
    expect(disputed.json().data.status).toBe("disputed");
    const list = await get(s.admin, "/admin/returns/disputes?per_page=50");
    expect(list.json().data.items.map((item: { id: number }) => item.id)).toContain(
      refused.returnId,
    );
    expect((await get(s.seller, "/admin/returns/disputes")).statusCode).toBe(403);

    const resolve = (amount: number) =>
      post(s.admin, `/admin/returns/${refused.returnId}/resolve`, {
        amount_rials: amount,
        note: "Photos show bruising",
      });
    expect((await resolve(1_000_001)).statusCode).toBe(422);
    const resolved = await Promise.all([resolve(300_000), resolve(300_000)]);
    expect(resolved.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await returnRefunds(refused.returnId)).toHaveLength(1);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(700_000);
    const audit = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(
        and(
          eq(schema.adminAuditLog.targetKind, "return"),
          eq(schema.adminAuditLog.targetId, String(refused.returnId)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("return.resolve");
  });
});
