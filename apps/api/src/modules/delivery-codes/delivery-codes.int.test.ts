import { deliveryCodeRules } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp } from "../../test/commerce";
import { makePng, uploadId } from "../../test/files";
import { closeWithLedgerBalanced } from "../../test/ledger";
import {
  call,
  data,
  deliveryCodeOf,
  expectError,
  type Headers,
  orderInState,
} from "../../test/shipping";
import { signIn } from "../../test/sign-in";

/*
 * The delivery code (issue 27 item 3, decision 030): a wrong code is refused and counted, five
 * lock it, the lock holds even against the right code until the no-code path (a reason and a
 * photo) or an admin lifts it; two deliveries at once deliver once; only the customer sees it.
 */
describe("the delivery code", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => closeWithLedgerBalanced(t));

  /** An order on the way with a driver, its customer's code, and the driver's delivery URL. */
  async function onTheWay() {
    const state = await orderInState(t.app, world, "in_transit");
    if (!state.driver) throw new Error("no driver");
    const code = await deliveryCodeOf(t.app, state.customer.headers, state.orderId);
    if (!code) throw new Error("no code on the customer's page");
    const url = `/driver/jobs/${state.groupId}/orders/${state.orderId}/delivered`;
    return { ...state, driver: state.driver, code, url };
  }

  /** A code of the right shape that is not `code`. */
  const wrongOf = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, "0");

  const codeRow = async (orderId: number) =>
    (
      await t.db
        .select()
        .from(schema.deliveryCodes)
        .where(eq(schema.deliveryCodes.orderId, orderId))
    )[0];

  const proofSeenBy = async (headers: Headers, url: string) =>
    (await data<{ delivery_proof: unknown }>(t.app, headers, "GET", url)).delivery_proof;

  it("delivers with the right code, typed in Persian digits too, and shows how it was proven", async () => {
    const state = await onTheWay();
    expect(state.code).toMatch(new RegExp(`^\\d{${deliveryCodeRules.length}}$`));
    const persian = state.code.replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? digit);
    const job = await data<{ orders: { id: number; status: string }[] }>(
      t.app,
      state.driver.headers,
      "POST",
      state.url,
      { code: persian },
    );
    expect(job.orders.find((order) => order.id === state.orderId)?.status).toBe("delivered");
    const proof = {
      method: "code",
      no_code_reason: null,
      photo_url: null,
      delivered_at: expect.any(String),
      // No place given: the device could not tell.
      latitude: null,
      longitude: null,
    };
    const customerUrl = `/customer/orders/${state.orderId}`;
    expect(await proofSeenBy(state.customer.headers, customerUrl)).toEqual(proof);
    expect(await proofSeenBy(state.shop.headers, `/seller/orders/${state.orderId}`)).toEqual(proof);
    const admin = await signIn(t.app, { role: "admin" });
    const detail = await data<{ order: { delivery_proof: unknown } }>(
      t.app,
      admin.headers,
      "GET",
      `/admin/orders/${state.orderId}`,
    );
    expect(detail.order.delivery_proof).toEqual(proof);
    // Spent: the customer's page no longer shows it, and only its hash is left.
    expect(await deliveryCodeOf(t.app, state.customer.headers, state.orderId)).toBeNull();
    expect(await codeRow(state.orderId)).toMatchObject({ code: null, attempts: 0 });
  });

  it("refuses a wrong code in both languages and counts it", async () => {
    const state = await onTheWay();
    const refused = await call(t.app, state.driver.headers, "POST", state.url, {
      code: wrongOf(state.code),
    });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.messages.en).toContain("not the customer's delivery code");
    expect(body.messages.en).toContain("4 tries are left");
    expect(body.messages.fa).toContain("۴ بار دیگر");
    expect(body.errors.en.code).toBeTruthy();
    expect(body.errors.fa.code).toBeTruthy();
    expect((await codeRow(state.orderId))?.attempts).toBe(1);
    // A code of the wrong shape is a plain validation error and is not counted.
    const malformed = await call(t.app, state.driver.headers, "POST", state.url, { code: "12" });
    expect(malformed.statusCode).toBe(422);
    expect((await codeRow(state.orderId))?.attempts).toBe(1);
    expect(await deliveryCodeOf(t.app, state.customer.headers, state.orderId)).toBe(state.code);
  });

  it("locks after five wrong codes, and the lock holds against the right code", async () => {
    const state = await onTheWay();
    const wrong = wrongOf(state.code);
    for (let attempt = 1; attempt < deliveryCodeRules.maxAttempts; attempt += 1) {
      const refused = await call(t.app, state.driver.headers, "POST", state.url, { code: wrong });
      expect(refused.statusCode).toBe(422);
    }
    const fifth = await call(t.app, state.driver.headers, "POST", state.url, { code: wrong });
    expectError(fifth, "delivery_code_locked");
    expect(fifth.statusCode).toBe(423);
    const right = await call(t.app, state.driver.headers, "POST", state.url, { code: state.code });
    expectError(right, "delivery_code_locked");
    expect((await codeRow(state.orderId))?.attempts).toBe(deliveryCodeRules.maxAttempts);
    const order = await data<{ status: string }>(
      t.app,
      state.customer.headers,
      "GET",
      `/customer/orders/${state.orderId}`,
    );
    expect(order.status).toBe("in_transit");

    // The admins lift it (once: a second unlock finds nothing locked); the right code delivers.
    const admin = await signIn(t.app, { role: "admin" });
    const unlockUrl = `/admin/orders/${state.orderId}/delivery-code/unlock`;
    const page = async () =>
      (
        await data<{ actions: { unlock_delivery_code: boolean } }>(
          t.app,
          admin.headers,
          "GET",
          `/admin/orders/${state.orderId}`,
        )
      ).actions.unlock_delivery_code;
    expect(await page()).toBe(true);
    expect((await call(t.app, admin.headers, "POST", unlockUrl)).statusCode).toBe(200);
    expect(await page()).toBe(false);
    expectError(await call(t.app, admin.headers, "POST", unlockUrl), "delivery_code_not_locked");
    expect((await call(t.app, state.driver.headers, "POST", unlockUrl)).statusCode).toBe(403);
    await data(t.app, state.driver.headers, "POST", state.url, { code: state.code });
  });

  it("counts concurrent wrong codes exactly: five lock it, the rest are refused as locked", async () => {
    const state = await onTheWay();
    const wrong = wrongOf(state.code);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, state.driver.headers, "POST", state.url, { code: wrong }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 423, 423, 423, 423]);
    expect(await codeRow(state.orderId)).toMatchObject({ attempts: 5 });
    expect((await codeRow(state.orderId))?.lockedAt).not.toBeNull();
  });

  it("delivers once when two deliveries with the right code race: the other is 409", async () => {
    const state = await onTheWay();
    const [first, second] = await Promise.all([
      call(t.app, state.driver.headers, "POST", state.url, { code: state.code }),
      call(t.app, state.driver.headers, "POST", state.url, { code: state.code }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const events = await t.db
      .select()
      .from(schema.orderEvents)
      .where(eq(schema.orderEvents.orderId, state.orderId));
    expect(events.filter((event) => event.toStatus === "delivered")).toHaveLength(1);
  });

  it("without the code, needs a reason and the carrier's own photo, and lifts a lock", async () => {
    const state = await onTheWay();
    const photo = await uploadId(
      t.app,
      state.driver.headers,
      "delivery_photo",
      await makePng(),
      "door.png",
    );
    const cases: [unknown, string][] = [
      [{}, "code"],
      [{ no_code_reason: "customer_absent" }, "photo_file_id"],
      [{ no_code_reason: "lost_in_space", photo_file_id: photo }, "no_code_reason"],
      [
        { code: state.code, no_code_reason: "customer_absent", photo_file_id: photo },
        "no_code_reason",
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await call(t.app, state.driver.headers, "POST", state.url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors.en)).toContain(field);
      expect(Object.keys(refused.json().errors.fa)).toContain(field);
    }
    // Someone else's photo is not proof.
    const other = await signIn(t.app, { role: "seller" });
    const theirs = await uploadId(t.app, other.headers, "delivery_photo", await makePng(), "x.png");
    const notMine = await call(t.app, state.driver.headers, "POST", state.url, {
      no_code_reason: "customer_absent",
      photo_file_id: theirs,
    });
    expect(notMine.statusCode).toBe(422);
    expect(Object.keys(notMine.json().errors.en)).toEqual(["photo_file_id"]);

    for (let attempt = 0; attempt < deliveryCodeRules.maxAttempts; attempt += 1) {
      await call(t.app, state.driver.headers, "POST", state.url, { code: wrongOf(state.code) });
    }
    expect((await codeRow(state.orderId))?.lockedAt).not.toBeNull();
    await data(t.app, state.driver.headers, "POST", state.url, {
      no_code_reason: "handed_to_someone_else",
      photo_file_id: photo,
    });
    expect(await codeRow(state.orderId)).toMatchObject({ lockedAt: null, code: null });
    const proof = await proofSeenBy(state.customer.headers, `/customer/orders/${state.orderId}`);
    expect(proof).toMatchObject({
      method: "no_code",
      no_code_reason: "handed_to_someone_else",
      photo_url: expect.stringMatching(/^\/api\/v1\/files\//),
    });
  });

  it("a shop carrying its own order delivers by the same rule", async () => {
    const state = await orderInState(t.app, world, "preparing");
    const url = `/seller/orders/${state.orderId}/delivered`;
    await data(t.app, state.shop.headers, "POST", `/seller/orders/${state.orderId}/self-loading`, {
      expected_delivery_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const code = await deliveryCodeOf(t.app, state.customer.headers, state.orderId);
    if (!code) throw new Error("no code for a self-loaded order");
    expect((await call(t.app, state.shop.headers, "POST", url, {})).statusCode).toBe(422);
    const wrong = await call(t.app, state.shop.headers, "POST", url, { code: wrongOf(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().messages.en).toContain("not the customer's delivery code");
    expect((await codeRow(state.orderId))?.attempts).toBe(1);
    const group = await data<{ status: string }>(t.app, state.shop.headers, "POST", url, { code });
    expect(group.status).toBe("delivered");
    expect(
      await proofSeenBy(state.customer.headers, `/customer/orders/${state.orderId}`),
    ).toMatchObject({ method: "code" });
  });

  it("is shown to no one but the customer: not the driver, not the shop, not the admins", async () => {
    const state = await onTheWay();
    const admin = await signIn(t.app, { role: "admin" });
    // The code as a number on its own (not a part of a longer number or a time).
    const shown = new RegExp(`(?<![\\d.:-])${state.code}(?![\\d:-])`);
    const reads: [Headers, string][] = [
      [state.driver.headers, `/driver/jobs/${state.groupId}`],
      [state.driver.headers, "/driver/jobs"],
      [state.driver.headers, "/driver/notifications"],
      [state.shop.headers, `/seller/orders/${state.orderId}`],
      [state.shop.headers, "/seller/orders?tab=current"],
      [state.shop.headers, `/seller/order-groups/${state.groupId}`],
      [state.shop.headers, "/seller/notifications"],
      [admin.headers, `/admin/orders/${state.orderId}`],
      [admin.headers, "/admin/orders"],
    ];
    for (const [headers, url] of reads) {
      const response = await call(t.app, headers, "GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('"delivery_code"');
      expect(response.body, url).not.toMatch(shown);
    }
    // Another customer cannot read the order (nor so its code).
    const stranger = await signIn(t.app, { role: "customer" });
    expect(
      (await call(t.app, stranger.headers, "GET", `/customer/orders/${state.orderId}`)).statusCode,
    ).toBe(403);
    // Its own customer reads it on the order page and in the notification.
    const mine = await call(t.app, state.customer.headers, "GET", "/customer/notifications");
    expect(mine.body).toMatch(shown);
  });
});
