import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

describe("rates set by an admin", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({ seed: false }, (setup) => {
    ({ t, admin } = setup);
  });

  const post = (payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "POST", url: "/api/v1/admin/rates", headers, payload });
  const history = (query: string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "GET", url: `/api/v1/admin/rates${query}`, headers });

  it("refuses anonymous callers and other roles", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/admin/rates?pair=USD_AED" })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/admin/rates", payload: { x: 1 } }))
        .statusCode,
    ).toBe(401);
    for (const role of ["customer", "seller", "driver"] as const) {
      const person = await signIn(t.app, { role });
      expect((await history("?pair=USD_AED", person.headers)).statusCode).toBe(403);
      expect((await post({ junk: true }, person.headers)).statusCode).toBe(403);
    }
  });

  it("sets a rate that conversions use at once, keeping the old one as history", async () => {
    await factories.createRate(t.db, {
      pair: "USD_AED",
      rate: "3.67",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const set = await post({ pair: "USD_AED", rate: 3.6725 });
    expect(set.statusCode).toBe(201);
    expect(set.json().data).toMatchObject({ pair: "USD_AED", rate: 3.6725, source: "admin" });
    expect(set.json().messages.fa).toBe("نرخ ذخیره شد.");

    const converted = await t.app.inject({
      method: "GET",
      url: "/api/v1/convert/usd-to-aed?usd=10",
    });
    expect(converted.json().data).toMatchObject({ unit_rate: 3.6725, rate: 36.725 });

    const listed = await history("?pair=USD_AED");
    expect(listed.statusCode).toBe(200);
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect(listed.json().data.items.map((row: { rate: number }) => row.rate)).toEqual([
      3.6725, 3.67,
    ]);
    const first = (await history("?pair=USD_AED&per_page=1")).json().data;
    expect(first).toMatchObject({ page: 1, per_page: 1, has_more: true });
    expect(first.items[0].rate).toBe(3.6725);
    const second = (await history("?pair=USD_AED&per_page=1&page=2")).json().data;
    expect(second).toMatchObject({
      has_more: false,
      items: [expect.objectContaining({ rate: 3.67 })],
    });
    const oldestFirst = (await history("?pair=USD_AED&order=asc")).json().data.items;
    expect(oldestFirst.map((row: { rate: number }) => row.rate)).toEqual([3.67, 3.6725]);
    expect((await history("?pair=USD_IRR")).json().data.items).toEqual([]);

    const [record] = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetKind, "rate"))
      .orderBy(desc(schema.adminAuditLog.id));
    expect(record).toMatchObject({
      adminUserId: admin.user.id,
      action: "rate.set",
      targetId: "USD_AED",
      before: expect.objectContaining({ rate: 3.67 }),
      after: expect.objectContaining({ rate: 3.6725 }),
    });
  });

  it("validates the pair and the rate in both languages", async () => {
    const zero = await post({ pair: "USD_IRR", rate: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.en.rate).toBe("Please enter a number greater than zero.");
    expect(zero.json().errors.fa.rate).toBe("لطفاً عددی بزرگ‌تر از صفر وارد کنید.");
    expect((await post({ pair: "USD_EUR", rate: 1 })).json().errors.en.pair).toBe(
      "Please choose one of the options.",
    );
    expect((await post({ pair: "USD_IRR", rate: 1.1234567 })).statusCode).toBe(422);
    expect((await post({ pair: "USD_IRR", rate: 1e12 })).statusCode).toBe(422);
    expect((await post({ pair: "USD_IRR", rate: "1000" })).statusCode).toBe(422);
    expect((await post({ pair: "USD_IRR", rate: 1000, source: "x" })).statusCode).toBe(422);
    expect((await history("")).statusCode).toBe(422);
    expect((await history("?pair=USD_IRR&per_page=0")).statusCode).toBe(422);
    expect((await history("?pair=USD_IRR&per_page=1000")).statusCode).toBe(422);
    expect((await history("?pair=USD_IRR&sort=rate")).statusCode).toBe(422);
  });
});
