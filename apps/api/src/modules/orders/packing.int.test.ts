import { type ErrorCode, errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { balanceOf } from "../../test/ledger";
import {
  createSettlementWorld,
  deliveredOrderLine,
  moveOrder,
  type Person,
  type SettlementWorld,
  withLedgerTestApp,
} from "../../test/settlement";

/*
 * Packed weight (issue 28 item 3, docs/decisions/033-packed-weight.md): less packed than
 * ordered is refunded at once, once; settlement and cancellation use what is left.
 */
describe("packed weight", () => {
  let t: TestApp;
  const { call } = withLedgerTestApp({ COMMISSION_PERCENT: "5" }, (opened) => {
    t = opened;
  });

  /** A preparing order of 3 kg at 1,000,000 rials a kilogram, and its one line. */
  const preparingOrder = (s: SettlementWorld, shippingFeeRials = 0) =>
    deliveredOrderLine(t.app, s, {
      kg: 3,
      priceRials: 1_000_000,
      shippingFeeRials,
      sendMethod: "pickup",
      stopAtPreparing: true,
    });
  const pack = (s: SettlementWorld, orderId: number, itemId: number, body: object) =>
    call(s.seller, "PUT", `/seller/orders/${orderId}/items/${itemId}/packed-weight`, body);
  const refundsOf = (orderId: number) =>
    t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(
        and(
          eq(schema.ledgerTransactions.orderId, orderId),
          eq(schema.ledgerTransactions.kind, "packed_weight_refund"),
        ),
      );

  it("refunds the shortfall to the customer's wallet in one balanced transaction, shown on the order and in turnovers", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s);
    const answer = await pack(s, order.id, line.id, { packed_count: 2.5, unit: "kg" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.items[0]).toMatchObject({
      packed_count: 2.5,
      packed_refund_rials: 500_000,
    });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(500_000);
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(2_500_000);

    const seen = (await call(s.customer, "GET", `/customer/orders/${order.id}`)).json().data;
    expect(seen.items[0].packed_refund_rials).toBe(500_000);
    const turnovers = (await call(s.customer, "GET", "/customer/turnovers")).json().data.items;
    expect(turnovers[0]).toMatchObject({
      kind: "packed_weight_refund",
      order_id: order.id,
      amount_rials: 500_000,
    });
  });

  it("posts the refund once when the shop sends the same packing concurrently", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pack(s, order.id, line.id, { packed_count: 2, unit: "kg" })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().messages).toEqual(
      errorMessages("already_packed"),
    );
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(1_000_000);
  });

  it("settles at receipt what is left in pending, commission on the lower goods amount", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s, 200_000);
    expect((await pack(s, order.id, line.id, { packed_count: 2, unit: "kg" })).statusCode).toBe(
      200,
    );
    await moveOrder(t.db, order.id, ["in_transit", "delivered"]);
    expect(
      (await call(s.customer, "POST", `/customer/orders/${order.id}/receipt`)).statusCode,
    ).toBe(200);
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(0);
    // Goods 2,000,000 − 5% commission + the 200,000 fee the shop keeps (a pickup).
    expect(await balanceOf(t.db, "seller_wallet", s.seller.user.id)).toBe(
      2_000_000 - 100_000 + 200_000,
    );
  });

  it("a cancellation after packing refunds only the rest", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s, 200_000);
    await pack(s, order.id, line.id, { packed_count: 1.25, unit: "kg" });
    const cancelled = await call(s.seller, "POST", `/seller/orders/${order.id}/cancel`, {
      reason: "Out of stock after weighing",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOf(t.db, "seller_pending", s.seller.user.id)).toBe(0);
    // Everything paid is back: 1,750,000 at packing, the remaining 1,450,000 at cancellation.
    expect(await balanceOf(t.db, "customer_wallet", s.customer.user.id)).toBe(3_200_000);
    const [refund] = await t.db
      .select()
      .from(schema.ledgerTransactions)
      .where(eq(schema.ledgerTransactions.uniqueKey, `order-refund:${order.id}`));
    expect(refund).toBeDefined();
  });

  it("records more than ordered without charging it", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s);
    const answer = await pack(s, order.id, line.id, { packed_count: 3.2, unit: "kg" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.items[0]).toMatchObject({
      packed_count: 3.2,
      packed_refund_rials: 0,
    });
    expect(answer.json().data.total_rials).toBe(3_000_000);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it("answers documented 4xx for bad input, other shops, other units and later states", async () => {
    const s = await createSettlementWorld(t.app);
    const { order, line } = await preparingOrder(s);
    const answerOf = (body: object, itemId = line.id, person: Person = s.seller) =>
      call(person, "PUT", `/seller/orders/${order.id}/items/${itemId}/packed-weight`, body);
    /** The status and whether the answer's texts are the code's own, in both languages. */
    const codeOf = async (body: object, itemId = line.id, person: Person = s.seller) => {
      const answer = await answerOf(body, itemId, person);
      return [answer.statusCode, answer.json().messages];
    };
    const failureOf = (status: number, code: ErrorCode) => [status, errorMessages(code)];
    for (const packed_count of [-1, 0, 1e9, "two"]) {
      const answer = await answerOf({ packed_count, unit: "kg" });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.en.packed_count).toBeTruthy();
    }
    expect((await answerOf({ packed_count: 2, unit: "kg", extra: 1 })).statusCode).toBe(422);
    expect((await answerOf({ packed_count: 2 })).json().errors.fa.unit).toBeTruthy();
    expect(await codeOf({ packed_count: 2, unit: "gram" })).toEqual(
      failureOf(422, "packed_unit_mismatch"),
    );
    expect(await codeOf({ packed_count: 2, unit: "kg" }, line.id + 100_000)).toEqual(
      failureOf(404, "order_item_not_found"),
    );
    expect((await answerOf({ packed_count: 2, unit: "kg" }, line.id, s.customer)).statusCode).toBe(
      403,
    );
    const other = await createSettlementWorld(t.app);
    expect(await codeOf({ packed_count: 2, unit: "kg" }, line.id, other.seller)).toEqual(
      failureOf(403, "forbidden"),
    );

    const [piece] = await t.db
      .insert(schema.stockTypes)
      .values({ code: `piece-${order.id}`, nameFa: "عدد", nameEn: "Piece" })
      .returning();
    if (!piece) throw new Error("no stock type");
    await t.db
      .update(schema.orderItems)
      .set({ stockTypeId: piece.id })
      .where(eq(schema.orderItems.id, line.id));
    expect(await codeOf({ packed_count: 2, unit: piece.code })).toEqual(
      failureOf(409, "not_sold_by_weight"),
    );
    await t.db
      .update(schema.orderItems)
      .set({ stockTypeId: s.world.kg.id })
      .where(eq(schema.orderItems.id, line.id));

    await moveOrder(t.db, order.id, ["in_transit"]);
    const late = await pack(s, order.id, line.id, { packed_count: 2, unit: "kg" });
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual(errorMessages("packing_closed"));
    expect(await refundsOf(order.id)).toHaveLength(0);
  });
});
