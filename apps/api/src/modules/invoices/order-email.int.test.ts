import { toPersianDigits } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceWorld, createShop } from "../../test/commerce";
import { call, paidOrder } from "../../test/shipping";
import { sendDueDeliveries } from "../notifications/deliveries.send";

const { emailOutbox, notificationPreferences } = schema;

describe("the order confirmation e-mail", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    world = await createCommerceWorld(t.db);
  });
  afterAll(() => t.close());

  it("lists the lines and the total, links the invoice and ends with a one-click unsubscribe", async () => {
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    await sendDueDeliveries(t.db, t.app.outbound, new Date(), 500);
    const mails = (await t.db.select().from(emailOutbox)).filter((mail) =>
      mail.text.includes(`/customer/orders/${orderId}/invoice`),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    // Persian by default: the line, the total in Persian digits and toman, the invoice number.
    expect(mail.text).toContain("آنچه خریدید:");
    // Two kilograms at 50,000 toman: the line's 100,000 toman, in Persian digits.
    expect(mail.text).toContain(`${toPersianDigits("100")}٬${toPersianDigits("000")} تومان`);
    expect(mail.text).toContain("مبلغ پرداخت‌شده");
    expect(mail.text).toContain(`فاکتور فروش ${toPersianDigits("1")}`);
    const token = /\/email-stop\/(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const stop = await call(t.app, {}, "POST", "/email/stop", { token });
    expect(stop.statusCode).toBe(200);
    const [preference] = await t.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, customer.user.id),
          eq(notificationPreferences.kind, "payment_confirmed"),
          eq(notificationPreferences.channel, "email"),
        ),
      );
    expect(preference?.enabled).toBe(false);
    // Once more is the same; a forged token is refused in both languages.
    expect((await call(t.app, {}, "POST", "/email/stop", { token })).statusCode).toBe(200);
    const forged = await call(t.app, {}, "POST", "/email/stop", { token: `${token}x` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().messages.fa).toBeTruthy();
  });
});
