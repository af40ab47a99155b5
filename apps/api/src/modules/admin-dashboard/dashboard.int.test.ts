import type { OrderStatus } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createOrderRow } from "../../test/payments";
import { signIn, signInSeller } from "../../test/sign-in";
import { tehranDayStart } from "./dashboard.service";

describe("the admin dashboard", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const get = (headers?: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/admin/dashboard",
      ...(headers ? { headers } : {}),
    });

  it("refuses anonymous callers and other roles", async () => {
    expect((await get()).statusCode).toBe(401);
    for (const role of ["customer", "seller", "driver"] as const) {
      expect((await get((await signIn(t.app, { role })).headers)).statusCode).toBe(403);
    }
  });

  it("counts today's orders and paid volume, the queues, and 30 days of figures", async () => {
    const admin = await signIn(t.app, { role: "admin" });
    const customer = await signIn(t.app, { role: "customer" });
    const shop = await signInSeller(t.app);
    await signInSeller(t.app, { reviewStatus: "pending_review" });
    const today = tehranDayStart(new Date());
    const at = (days: number) => new Date(today.getTime() - days * 86_400_000 + 3_600_000);

    const order = async (
      totalRials: number,
      placed: Date,
      paid: Date | null,
      status?: OrderStatus,
    ) => {
      const row = await createOrderRow(t.db, {
        customerId: customer.user.id,
        sellerId: shop.user.id,
        totalRials,
        status: status ?? (paid ? "paid" : "pending_payment"),
      });
      await t.db
        .update(schema.orders)
        .set({ createdAt: placed, paidAt: paid })
        .where(eq(schema.orders.id, row.id));
    };
    await order(1_000_000, at(0), at(0));
    await order(500_000, at(0), null);
    await order(2_000_000, at(2), at(2), "disputed");
    await order(9_000_000, at(45), at(45));

    const response = await get(admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = response.json().data;
    expect(data).toMatchObject({
      orders_today: 2,
      paid_volume_today_rials: 1_000_000,
      shops_waiting: 1,
      drivers_waiting: 0,
      open_cash_requests: 0,
      open_disputes: 1,
      open_reports: 0,
      open_support_threads: 0,
    });
    // The month holds at least today's orders, and never the one 45 days old.
    expect(data.orders_this_month).toBeGreaterThanOrEqual(2);
    expect(data.orders_this_month).toBeLessThanOrEqual(3);
    expect(data.paid_volume_this_month_rials).toBeLessThan(9_000_000);

    expect(data.daily).toHaveLength(30);
    const last = data.daily[29];
    expect(last).toMatchObject({ orders: 2, paid_volume_rials: 1_000_000 });
    expect(data.daily[27]).toMatchObject({ orders: 1, paid_volume_rials: 2_000_000 });
    const total = data.daily.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0);
    expect(total).toBe(3);
  });
});
