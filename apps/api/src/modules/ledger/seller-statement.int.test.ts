import { type StatementMonth, toPersianDigits } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMonthlyStatements } from "../../flows/monthly-statements";
import { createTestApp, type TestApp } from "../../test/app";
import { expectLedgerBalanced } from "../../test/ledger";
import { createSettlementWorld, deliveredOrder } from "../../test/settlement";
import { call, data } from "../../test/shipping";
import { sendDueDeliveries } from "../notifications/deliveries.send";
import { lastMonths } from "./revenue-months";

describe("the shop's monthly commission statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { COMMISSION_PERCENT: "5" } });
  });
  afterAll(() => t.close());

  it("counts this month's settled orders: goods, commission and net from the ledger; payments alone add nothing", async () => {
    const s = await createSettlementWorld(t.app);
    const settled = await deliveredOrder(t.app, s, {
      kg: 3,
      priceRials: 1_000_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    // Paid and delivered, but not received: its money is still pending, not in the statement.
    await deliveredOrder(t.app, s, {
      kg: 1,
      priceRials: 700_000,
      shippingFeeRials: 0,
      sendMethod: "pickup",
    });
    await data(t.app, s.customer.headers, "POST", `/customer/orders/${settled.id}/receipt`);

    for (const calendar of ["gregorian", "jalali"] as const) {
      const months = await data<StatementMonth[]>(
        t.app,
        s.seller.headers,
        "GET",
        `/seller/statement?months=3&calendar=${calendar}`,
      );
      expect(months).toHaveLength(3);
      expect(months.at(-1)).toMatchObject({
        orders: 1,
        goods_rials: 3_000_000,
        commission_rials: 150_000,
        driver_rials: 0,
        net_rials: 2_850_000,
      });
      expect(months.slice(0, 2).every((month) => month.orders === 0)).toBe(true);
    }
    // Another shop sees none of it.
    const other = await createSettlementWorld(t.app);
    const theirs = await data<StatementMonth[]>(
      t.app,
      other.seller.headers,
      "GET",
      "/seller/statement",
    );
    expect(theirs.every((month) => month.goods_rials === 0)).toBe(true);
    await expectLedgerBalanced(t.db);

    // Once the month has closed, the shop is e-mailed its figures, once however often the job runs.
    const [current] = lastMonths(new Date(), 1, "jalali");
    if (!current) throw new Error("no month");
    const nextMonth = new Date(Date.parse(`${current.last_day}T12:00:00Z`) + 86_400_000);
    expect(await sendMonthlyStatements(t.db, nextMonth)).toBeGreaterThan(0);
    expect(await sendMonthlyStatements(t.db, nextMonth)).toBe(0);
    await sendDueDeliveries(t.db, t.app.outbound, new Date(), 500);
    const [profile] = await t.db
      .select({ email: schema.users.email })
      .from(schema.users)
      .where(eq(schema.users.id, s.seller.user.id));
    const mails = await t.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, profile?.email ?? ""));
    const statement = mails.filter((mail) => mail.text.includes("/shop/profile/statement"));
    expect(statement).toHaveLength(1);
    // Persian by default: 300,000 toman of goods, 15,000 commission, 285,000 net.
    expect(statement[0]?.text).toContain(
      `کارمزد کشت: ${toPersianDigits("15")}٬${toPersianDigits("000")} تومان`,
    );
    expect(statement[0]?.text).toContain(
      `${toPersianDigits("285")}٬${toPersianDigits("000")} تومان`,
    );
    expect(statement[0]?.text).toMatch(/\/email-stop\/\S+/);
  });

  it("refuses a bad month count or calendar with a bilingual 422, and other roles with 403", async () => {
    const s = await createSettlementWorld(t.app);
    for (const query of ["months=0", "months=25", "months=abc", "calendar=lunar"]) {
      const answer = await call(t.app, s.seller.headers, "GET", `/seller/statement?${query}`);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().messages.fa).toBeTruthy();
    }
    expect((await call(t.app, s.customer.headers, "GET", "/seller/statement")).statusCode).toBe(
      403,
    );
  });
});
