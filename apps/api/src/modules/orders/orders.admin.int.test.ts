import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createSettlementWorld, deliveredOrder, type SettlementWorld } from "../../test/settlement";

describe("orders in the admin console", () => {
  let t: TestApp;
  let s: SettlementWorld;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    s = await createSettlementWorld(t.app);
  });
  afterAll(() => t.close());

  const ids = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/admin/orders?${query}`,
      headers: s.admin.headers,
    });
    expect(response.statusCode, query).toBe(200);
    return (response.json().data.items as { id: number }[]).map((row) => row.id);
  };

  it("filters by status, shop, customer and Tehran days, newest first, paged", async () => {
    const order = {
      kg: 1,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    } as const;
    const old = await deliveredOrder(t.app, s, order);
    const recent = await deliveredOrder(t.app, s, { ...order, kg: 2 });
    // The older order was placed on 1 Farvardin 1405 (21 March 2026) in Tehran.
    await t.db
      .update(schema.orders)
      .set({ createdAt: new Date("2026-03-21T10:00:00+03:30") })
      .where(eq(schema.orders.id, old.id));

    expect(await ids(`seller_id=${s.seller.user.id}`)).toEqual([recent.id, old.id]);
    expect(await ids(`customer_id=${s.customer.user.id}&status=delivered`)).toEqual([
      recent.id,
      old.id,
    ]);
    expect(await ids(`seller_id=${s.seller.user.id}&status=cancelled`)).toEqual([]);
    expect(await ids(`seller_id=${s.seller.user.id}&from=2026-03-21&to=2026-03-21`)).toEqual([
      old.id,
    ]);
    expect(await ids(`seller_id=${s.seller.user.id}&to=2026-03-20`)).toEqual([]);
    expect(await ids(`seller_id=${s.seller.user.id}&sort=total&order=asc`)).toEqual([
      old.id,
      recent.id,
    ]);
    expect(await ids(`seller_id=${s.seller.user.id}&per_page=1&page=2`)).toEqual([old.id]);
    for (const bad of ["status=lost", "from=21-03-2026", "seller_id=-1", "sort=mobile"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/orders?${bad}`,
        headers: s.admin.headers,
      });
      expect(response.statusCode, bad).toBe(422);
    }
  });
});
