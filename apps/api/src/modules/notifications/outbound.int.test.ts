import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SmsDeliveryError, type SmsProvider } from "../../lib/sms";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { call, data, expectError, paidOrder } from "../../test/shipping";
import { signIn } from "../../test/sign-in";
import { planDeliveries } from "./deliveries.plan";
import { sendDueDeliveries } from "./deliveries.send";
import { reachOfNotifications } from "./notifications.repo";

/*
 * The outbound channel layer (issue 27): deliveries written with each notification, sent by
 * the job through the development outboxes, retried and dead-lettered, and the person's
 * choices and quiet hours obeyed.
 */

const { notifications, notificationDeliveries: deliveries, smsOutbox, emailOutbox } = schema;

describe("outbound deliveries", () => {
  let t: TestApp;
  let world: CommerceWorld;
  /** The app's clock runs this far ahead of the real one (quiet-hours tests move it). */
  let aheadMs = 0;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp({ clock: () => new Date(Date.now() + aheadMs) }));
  });
  afterAll(() => t.close());

  /** Moves the clock forward to the next `hh:30` in Tehran (UTC+03:30). */
  function atTehranHour(hour: number) {
    const now = Date.now();
    const utcHour = (hour - 3 + 24) % 24; // hh:30 Tehran = (hh-3):00 UTC
    const base = now + aheadMs;
    const target = new Date(base);
    target.setUTCHours(utcHour, 0, 0, 0);
    if (target.getTime() <= base) target.setUTCDate(target.getUTCDate() + 1);
    aheadMs = target.getTime() - now;
  }

  const deliveriesOf = async (kind: string, subjectId: number) => {
    const rows = await t.db
      .select({ delivery: deliveries, userId: notifications.userId, role: notifications.role })
      .from(deliveries)
      .innerJoin(notifications, eq(notifications.id, deliveries.notificationId))
      .where(eq(notifications.kind, kind));
    return rows
      .filter((row) => row.delivery.notificationId && subjectMatches(row, subjectId))
      .map((row) => ({ ...row.delivery, userId: row.userId, role: row.role }));
  };
  const subjects = new Map<number, number>();
  const subjectMatches = (row: { delivery: { notificationId: number } }, subjectId: number) =>
    subjects.get(row.delivery.notificationId) === subjectId;
  async function refreshSubjects() {
    for (const row of await t.db.select().from(notifications)) {
      subjects.set(row.id, row.subjectId ?? 0);
    }
  }
  const channelsOf = async (kind: string, subjectId: number) => {
    await refreshSubjects();
    return (await deliveriesOf(kind, subjectId)).map((row) => row.channel).sort();
  };
  /** One round of the sending job now (the job itself runs every few seconds). */
  const flush = () => sendDueDeliveries(t.db, t.app.outbound, t.app.clock());
  const textsTo = async (mobile: string) =>
    (await t.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).map(
      (row) => row.text,
    );

  it("a paid order writes one SMS for the shop and SMS + e-mail for the customer, sent once by the job", async () => {
    aheadMs = 0;
    atTehranHour(11);
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });

    expect(await channelsOf("order_paid", orderId)).toEqual(["sms"]);
    expect(await channelsOf("payment_confirmed", orderId)).toEqual(["email", "sms"]);

    // Planning the same notification again adds nothing: one row per notification and channel.
    const [written] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "order_paid"))
      .orderBy(notifications.id);
    if (!written) throw new Error("no notification");
    await planDeliveries(t.db, await reachOfNotifications(t.db, [written.id]));
    expect((await deliveriesOf("order_paid", orderId)).length).toBe(1);

    await t.app.jobs.runDue();
    await flush();
    const shopTexts = await textsTo(shop.user.mobile);
    expect(shopTexts).toHaveLength(1);
    // Persian by default: Persian digits, the order number, an absolute link and the stop link.
    expect(shopTexts[0]).toContain(`سفارش #${toFa(orderId)}`);
    expect(shopTexts[0]).toContain(`http://localhost:3000/shop/orders/${orderId}`);
    expect(shopTexts[0]).toMatch(/لغو پیامک: http:\/\/localhost:3000\/sms-stop\/\S+/);
    expect(await textsTo(customer.user.mobile)).toHaveLength(1);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.filter((mail) => mail.text.includes(`/customer/orders/${orderId}`))).toHaveLength(
      1,
    );
    expect((await deliveriesOf("order_paid", orderId))[0]?.status).toBe("sent");

    // The same event twice (a second accept is refused): still one order_accepted delivery.
    await data(t.app, shop.headers, "POST", `/seller/orders/${orderId}/accept`);
    const again = await call(t.app, shop.headers, "POST", `/seller/orders/${orderId}/accept`);
    expect(again.statusCode).toBe(409);
    expect(await channelsOf("order_accepted", orderId)).toEqual(["sms"]);
  });

  it("writes texts in English for a person who chose English", async () => {
    atTehranHour(11);
    const shop = await createShop(t.app, world);
    await data(t.app, shop.headers, "PUT", "/me/notification-preferences", { language: "en" });
    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    await flush();
    const [text] = await textsTo(shop.user.mobile);
    expect(text).toContain(`Kesht: Order #${orderId} was paid.`);
    expect(text).toContain("Stop SMS:");
  });

  it("retries a failing provider with backoff, then marks the delivery dead for the admins", async () => {
    atTehranHour(11);
    await flush();
    const shop = await createShop(t.app, world);
    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    await refreshSubjects();
    const [delivery] = await deliveriesOf("order_paid", orderId);
    if (!delivery) throw new Error("no delivery");
    // Only this delivery is due: the others of earlier tests were sent.
    const failing: SmsProvider = {
      async send() {
        throw new SmsDeliveryError("kavenegar", "no credit", 418);
      },
    };
    const deps = { ...t.app.outbound, sms: failing, maxAttempts: 2 };
    const first = t.app.clock();
    await sendDueDeliveries(t.db, deps, first);
    let [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row?.lastError).toContain("no credit");
    expect(row?.nextAttemptAt.getTime()).toBe(first.getTime() + 10_000);

    // Not yet due: nothing is tried.
    await sendDueDeliveries(t.db, deps, new Date(first.getTime() + 5_000));
    [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row?.attempts).toBe(1);

    await sendDueDeliveries(t.db, deps, new Date(first.getTime() + 11_000));
    [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row).toMatchObject({ status: "dead", attempts: 2 });

    const admin = await signIn(t.app, { role: "admin" });
    const dead = await data<{ id: number; kind: string; channel: string }[]>(
      t.app,
      admin.headers,
      "GET",
      "/admin/deliveries?status=dead",
    );
    // The shop's text, and the customer's (the same provider refused it too).
    expect(dead.map((entry) => [entry.kind, entry.channel]).sort()).toEqual([
      ["order_paid", "sms"],
      ["payment_confirmed", "sms"],
    ]);
    expect(dead).toContainEqual(expect.objectContaining({ id: delivery.id }));
    expect((await call(t.app, shop.headers, "GET", "/admin/deliveries")).statusCode).toBe(403);
    expect((await call(t.app, admin.headers, "GET", "/admin/deliveries?status=x")).statusCode).toBe(
      422,
    );

    await data(t.app, admin.headers, "POST", `/admin/deliveries/${delivery.id}/retry`);
    expectError(
      await call(t.app, admin.headers, "POST", `/admin/deliveries/${delivery.id}/retry`),
      "delivery_not_dead",
    );
    expectError(
      await call(t.app, admin.headers, "POST", "/admin/deliveries/999999/retry"),
      "not_found",
    );
    await flush();
    [row] = await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row?.status).toBe("sent");
  });

  it("holds SMS written at night until 08:00 Tehran time", async () => {
    const shop = await createShop(t.app, world);
    aheadMs = 0;
    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    atTehranHour(23);
    await flush();
    expect(await textsTo(shop.user.mobile)).toEqual([]);
    await refreshSubjects();
    const [held] = await deliveriesOf("order_paid", orderId);
    expect(held).toMatchObject({ status: "pending", attempts: 0 });
    // 08:00 the next morning in Tehran is 04:30 UTC.
    expect(held?.nextAttemptAt.toISOString()).toMatch(/T04:30:00\.000Z$/);

    atTehranHour(8);
    await flush();
    expect(await textsTo(shop.user.mobile)).toHaveLength(1);
  });

  it("obeys a person's choices per kind and channel, and refuses bad ones", async () => {
    atTehranHour(11);
    const shop = await createShop(t.app, world);
    const prefs = await data<{ kinds: { kind: string; channels: { sms: boolean } }[] }>(
      t.app,
      shop.headers,
      "PUT",
      "/me/notification-preferences",
      { kinds: [{ kind: "order_paid", channels: { sms: false } }] },
    );
    expect(prefs.kinds.find((entry) => entry.kind === "order_paid")?.channels.sms).toBe(false);
    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    expect(await channelsOf("order_paid", orderId)).toEqual([]);
    // Back to the default: the stored change goes away.
    await data(t.app, shop.headers, "PUT", "/me/notification-preferences", {
      kinds: [{ kind: "order_paid", channels: { sms: true } }],
    });
    expect(
      await t.db
        .select()
        .from(schema.notificationPreferences)
        .where(eq(schema.notificationPreferences.userId, shop.user.id)),
    ).toEqual([]);

    for (const body of [
      { kinds: [{ kind: "no_such_kind", channels: { sms: true } }] },
      { kinds: [{ kind: "new_loads", channels: { sms: true } }] },
      { kinds: [{ kind: "order_paid", channels: { fax: true } }] },
      { language: "de" },
      { sms_stopped: "yes" },
    ]) {
      const answer = await call(t.app, shop.headers, "PUT", "/me/notification-preferences", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/v1/me/notification-preferences" }))
        .statusCode,
    ).toBe(401);
  });

  it("stops SMS with the one-tap link from a text", async () => {
    atTehranHour(11);
    const shop = await createShop(t.app, world);
    await paidOrder(t.app, world, shop, { accept: false });
    await flush();
    const [text] = await textsTo(shop.user.mobile);
    const token = /sms-stop\/(\S+)/.exec(text ?? "")?.[1];
    if (!token) throw new Error("no stop link");

    const stop = (body: unknown) =>
      t.app.inject({ method: "POST", url: "/api/v1/sms/stop", payload: body as object });
    expect((await stop({ token: `${token.slice(0, -1)}x` })).statusCode).toBe(404);
    expect((await stop({})).statusCode).toBe(422);
    expect((await stop({ token })).statusCode).toBe(200);

    const { orderId } = await paidOrder(t.app, world, shop, { accept: false });
    expect(await channelsOf("order_paid", orderId)).toEqual([]);
    const prefs = await data<{ sms_stopped: boolean }>(
      t.app,
      shop.headers,
      "GET",
      "/me/notification-preferences",
    );
    expect(prefs.sms_stopped).toBe(true);
  });

  it("never writes two deliveries for one notification and channel", async () => {
    await flush();
    const rows = await t.db.select().from(deliveries);
    const pairs = rows.map((row) => `${row.notificationId}:${row.channel}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

function toFa(value: number): string {
  return String(value).replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit);
}
