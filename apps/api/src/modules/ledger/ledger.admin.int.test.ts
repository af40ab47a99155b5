import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { balanceOf, expectLedgerBalanced } from "../../test/ledger";
import { createSettlementWorld, deliveredOrder, type SettlementWorld } from "../../test/settlement";
import { lastMonths } from "./revenue-months";

/*
 * The admins' ledger: the trial balance after the commerce flows (payments, settlement with a
 * commission, a refund) sums to zero, and the commission setting drives what the platform
 * earns from the next settlement on.
 */
describe("the ledger and the commission in the admin console", () => {
  let t: TestApp;
  let s: SettlementWorld;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { COMMISSION_PERCENT: "5" } });
    s = await createSettlementWorld(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: s.admin.headers });
  const put = (url: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/v1${url}`, headers: s.admin.headers, payload });
  const receive = (orderId: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/customer/orders/${orderId}/receipt`,
      headers: s.customer.headers,
    });

  it("settles with the admins' commission once set, keeping the history", async () => {
    const before = (await get("/admin/settings")).json().data.commission_percent;
    expect(before).toEqual({ value: 5, default_value: 5, history: [] });

    const revenueBefore = await balanceOf(t.db, "platform_revenue", null);
    const atFive = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    expect((await receive(atFive.id)).statusCode).toBe(200);
    expect((await balanceOf(t.db, "platform_revenue", null)) - revenueBefore).toBe(100_000);

    const changed = await put("/admin/settings/commission_percent", { value: 7.5 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.commission_percent).toMatchObject({
      value: 7.5,
      default_value: 5,
      history: [{ value: 7.5, changed_by: { id: s.admin.user.id } }],
    });
    const middle = await balanceOf(t.db, "platform_revenue", null);
    const atSeven = await deliveredOrder(t.app, s, {
      kg: 2,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    expect((await receive(atSeven.id)).statusCode).toBe(200);
    expect((await balanceOf(t.db, "platform_revenue", null)) - middle).toBe(150_000);

    for (const value of [-1, 51, 2.345, "5"]) {
      expect(
        (await put("/admin/settings/commission_percent", { value })).statusCode,
        String(value),
      ).toBe(422);
    }
    const audit = (await get("/admin/audit?action=setting")).json().data.items;
    expect(audit[0]).toMatchObject({ before: { value: 5 }, after: { value: 7.5 } });
  });

  it("has a trial balance that sums to zero after payments, settlements and a refund", async () => {
    const pending = await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 500_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    // A dispute resolved as cancelled refunds the customer from the seller's pending income.
    const disputed = await t.app.inject({
      method: "POST",
      url: `/api/v1/customer/orders/${pending.id}/dispute`,
      headers: s.customer.headers,
      payload: { reason: "The goods never came" },
    });
    expect(disputed.statusCode).toBe(200);
    const resolved = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/disputes/${pending.id}/resolve`,
      headers: s.admin.headers,
      payload: { outcome: "cancelled", note: "Refunded" },
    });
    expect(resolved.statusCode).toBe(200);
    const audit = (await get(`/admin/audit?action=dispute&target_id=${pending.id}`)).json().data;
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: "dispute.resolve",
        after: { outcome: "cancelled", note: "Refunded" },
      }),
    ]);
    await expectLedgerBalanced(t.db);

    const response = await get("/admin/ledger/trial-balance");
    expect(response.statusCode).toBe(200);
    const balance = response.json().data;
    expect(balance).toMatchObject({ sum_rials: 0, balanced: true });
    const total = (kind: string) =>
      balance.kinds.find((row: { kind: string }) => row.kind === kind)?.total_rials;
    expect(total("platform_revenue")).toBe(await balanceOf(t.db, "platform_revenue", null));
    expect(total("platform_revenue")).toBeGreaterThan(0);
    expect(balance.kinds.map((row: { kind: string }) => row.kind)).toContain("payout_reserved");
  });

  it("shows the platform's revenue by Tehran month", async () => {
    const response = await get("/admin/ledger/revenue?months=3");
    expect(response.statusCode).toBe(200);
    const months = response.json().data as { month: string; revenue_rials: number }[];
    expect(months.map((row) => row.month)).toEqual(
      lastMonths(new Date(), 3, "gregorian").map((row) => row.month),
    );
    expect(months.at(-1)?.revenue_rials).toBe(await balanceOf(t.db, "platform_revenue", null));
    expect((await get("/admin/ledger/revenue?months=0")).statusCode).toBe(422);
  });

  it("shows the platform's revenue by Jalali month, each from its own first day", async () => {
    const response = await get("/admin/ledger/revenue?months=3&calendar=jalali");
    expect(response.statusCode).toBe(200);
    const months = response.json().data as {
      month: string;
      first_day: string;
      last_day: string;
      revenue_rials: number;
    }[];
    expect(months.map(({ revenue_rials, ...month }) => month)).toEqual(
      lastMonths(new Date(), 3, "jalali"),
    );
    expect(months.at(-1)?.month).toMatch(/^14\d\d-\d\d$/);
    // Everything this test earned was earned today, in the current Jalali month.
    expect(months.at(-1)?.revenue_rials).toBe(await balanceOf(t.db, "platform_revenue", null));
    expect((await get("/admin/ledger/revenue?calendar=lunar")).statusCode).toBe(422);
  });

  it("counts months back across a new year", () => {
    expect(
      lastMonths(new Date("2026-02-10T12:00:00Z"), 4, "gregorian").map((row) => row.month),
    ).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});
