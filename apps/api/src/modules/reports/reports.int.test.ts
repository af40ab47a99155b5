import { validationMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
} from "../../test/commerce";
import { deskCalls, type Person } from "../../test/desk";
import { expectError, paidOrder } from "../../test/shipping";
import { signIn, signInSeller } from "../../test/sign-in";

/** Reports of products, shops, orders and chat messages, and the admins' answers (issue 12). */
describe("reports", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let admin: Person;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  const { post, get } = deskCalls(() => t.app);

  const body = (overrides: Record<string, unknown> = {}) => ({
    subject_kind: "product",
    subject_id: 1,
    reason: "wrong_information",
    text: "The photo shows another fruit.",
    ...overrides,
  });

  /** An order chat with one message from each side, written as the conversations module would. */
  async function orderChat(orderId: number, customerId: number, sellerId: number) {
    const [room] = await t.db
      .insert(schema.conversations)
      .values({ kind: "order", orderId })
      .returning();
    if (!room) throw new Error("no conversation");
    await t.db.insert(schema.conversationMembers).values([
      { conversationId: room.id, userId: customerId, role: "customer" },
      { conversationId: room.id, userId: sellerId, role: "seller" },
    ]);
    const [fromSeller, fromCustomer] = await t.db
      .insert(schema.conversationMessages)
      .values([
        {
          conversationId: room.id,
          senderId: sellerId,
          senderRole: "seller",
          clientId: "s1",
          body: "Rude words",
        },
        {
          conversationId: room.id,
          senderId: customerId,
          senderRole: "customer",
          clientId: "c1",
          body: "Hello",
        },
      ])
      .returning();
    if (!fromSeller || !fromCustomer) throw new Error("no messages");
    return { fromSeller: fromSeller.id, fromCustomer: fromCustomer.id };
  }

  it("lets a customer report a listed product and read the admin's answer", async () => {
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.user.id, {
      name: "سیب قرمز",
      latinName: "Red apple",
    });
    const customer = await createCustomer(t.app, world);

    const sent = await post(customer, "/customer/report-message", body({ subject_id: product.id }));
    expect(sent.statusCode).toBe(201);
    const report = sent.json().data;
    expect(report).toMatchObject({
      subject: { kind: "product", id: product.id, title: "سیب قرمز", title_en: "Red apple" },
      reason: "wrong_information",
      status: "open",
      answer: null,
    });

    const again = await post(
      customer,
      "/customer/report-message",
      body({ subject_id: product.id }),
    );
    expectError(again, "report_already_open");

    const listed = await get(admin, "/admin/reports?status=open&subject_kind=product");
    expect(listed.statusCode).toBe(200);
    const seen = listed.json().data.items.find((item: { id: number }) => item.id === report.id);
    expect(seen).toMatchObject({ reporter: { id: customer.user.id, role: "customer" } });

    const answered = await post(admin, `/admin/reports/${report.id}/answer`, {
      text: "We asked the shop to change the photo.",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ status: "answered" });
    expectError(
      await post(admin, `/admin/reports/${report.id}/answer`, { text: "Twice" }),
      "report_settled",
    );

    const mine = await get(customer, "/customer/report-message");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.items).toEqual([
      expect.objectContaining({
        id: report.id,
        status: "answered",
        answer: "We asked the shop to change the photo.",
        answered_at: expect.any(String),
      }),
    ]);

    const closed = await post(admin, `/admin/reports/${report.id}/close`);
    expect(closed.json().data.status).toBe("closed");
    expectError(await post(admin, `/admin/reports/${report.id}/close`), "report_settled");
    // Once the first is settled, the same thing may be reported again.
    expect(
      (await post(customer, "/customer/report-message", body({ subject_id: product.id })))
        .statusCode,
    ).toBe(201);

    const filtered = await get(admin, "/admin/reports?status=closed&subject_kind=shop");
    expect(filtered.json().data.items).toEqual([]);
  });

  it("refuses subjects the reporter cannot see, by id guessing too", async () => {
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop);
    const stranger = await createCustomer(t.app, world);
    const otherShop = await createShop(t.app, world);
    const pendingShop = await signInSeller(t.app, { reviewStatus: "pending_review" });
    const hidden = await createShopProduct(t.db, world, shop.user.id, { isActive: false });
    const chat = await orderChat(orderId, customer.user.id, shop.user.id);

    const refused: [Person, string, Record<string, unknown>][] = [
      [stranger, "customer", { subject_kind: "order", subject_id: orderId }],
      [otherShop, "seller", { subject_kind: "order", subject_id: orderId }],
      [stranger, "customer", { subject_kind: "chat_message", subject_id: chat.fromSeller }],
      [otherShop, "seller", { subject_kind: "chat_message", subject_id: chat.fromCustomer }],
      // One's own message is not reported.
      [customer, "customer", { subject_kind: "chat_message", subject_id: chat.fromCustomer }],
      [stranger, "customer", { subject_kind: "product", subject_id: hidden.id }],
      [stranger, "customer", { subject_kind: "shop", subject_id: pendingShop.user.id }],
      [stranger, "customer", { subject_kind: "product", subject_id: 2_147_483_647 }],
      [stranger, "customer", { subject_kind: "chat_message", subject_id: 2_147_483_647 }],
    ];
    for (const [person, side, subject] of refused) {
      expectError(
        await post(person, `/${side}/report-message`, body(subject)),
        "report_subject_not_found",
      );
    }

    const allowed: [Person, string, Record<string, unknown>][] = [
      [customer, "customer", { subject_kind: "order", subject_id: orderId }],
      [shop, "seller", { subject_kind: "order", subject_id: orderId }],
      [customer, "customer", { subject_kind: "chat_message", subject_id: chat.fromSeller }],
      [shop, "seller", { subject_kind: "chat_message", subject_id: chat.fromCustomer }],
      [stranger, "customer", { subject_kind: "shop", subject_id: shop.user.id }],
      [otherShop, "seller", { subject_kind: "shop", subject_id: shop.user.id }],
    ];
    for (const [person, side, subject] of allowed) {
      const answer = await post(person, `/${side}/report-message`, body(subject));
      expect(answer.statusCode, JSON.stringify(subject)).toBe(201);
    }

    const shopReports = await get(shop, "/seller/report-message");
    expect(shopReports.json().data.items).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({
          kind: "chat_message",
          title: "Hello",
          order_id: orderId,
        }),
      }),
      expect.objectContaining({
        subject: expect.objectContaining({ kind: "order", order_id: orderId }),
      }),
    ]);
    // A reporter's list holds only their own reports.
    const strangerReports = await get(stranger, "/customer/report-message?per_page=50");
    expect(strangerReports.json().data.items).toHaveLength(1);
  });

  it("keeps each side and the admins' calls to their roles", async () => {
    const customer = await createCustomer(t.app, world);
    const shop = await createShop(t.app, world);
    expectError(await post(null, "/customer/report-message", body()), "unauthenticated");
    expectError(await get(null, "/customer/report-message"), "unauthenticated");
    expectError(await post(shop, "/customer/report-message", body()), "forbidden");
    expectError(await post(customer, "/seller/report-message", body()), "forbidden");
    expectError(await get(customer, "/seller/report-message"), "forbidden");
    for (const person of [customer, shop]) {
      expectError(await get(person, "/admin/reports"), "forbidden");
      expectError(await post(person, "/admin/reports/1/answer", { text: "Mine" }), "forbidden");
      expectError(await post(person, "/admin/reports/1/close"), "forbidden");
    }
    expectError(await post(admin, "/admin/reports/999999/close"), "report_not_found");
    expectError(
      await post(admin, "/admin/reports/999999/answer", { text: "Nobody" }),
      "report_not_found",
    );
  });

  it("answers every bad input with a 4xx", async () => {
    const customer = await createCustomer(t.app, world);
    const bad: Record<string, unknown>[] = [
      {},
      body({ subject_kind: "driver" }),
      body({ subject_id: 0 }),
      body({ subject_id: -3 }),
      body({ subject_id: 1.5 }),
      body({ subject_id: "1" }),
      body({ subject_id: 2_147_483_648 }),
      body({ reason: "boring" }),
      body({ text: "" }),
      body({ text: "   " }),
      body({ text: "x".repeat(2_001) }),
      body({ text: "bell\u0007 inside" }),
      body({ text: "escape \u001b[31m red" }),
      body({ extra: true }),
    ];
    for (const payload of bad) {
      const answer = await post(customer, "/customer/report-message", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const controlled = await post(customer, "/customer/report-message", body({ text: "a\u0000b" }));
    expect(controlled.json().errors.en.text).toBe(validationMessages.control_characters.en);
    // Persian's zero-width non-joiner and line breaks are ordinary text.
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.user.id);
    const persian = await post(
      customer,
      "/customer/report-message",
      body({ subject_id: product.id, text: "می‌خواهم\nگزارش کنم" }),
    );
    expect(persian.statusCode).toBe(201);

    const badPosts = await post(customer, "/customer/report-message", "not json");
    expect(badPosts.statusCode).toBeGreaterThanOrEqual(400);
    expect(badPosts.statusCode).toBeLessThan(500);

    for (const url of [
      "/admin/reports?status=pending",
      "/admin/reports?subject_kind=user",
      "/admin/reports?page=0",
      "/admin/reports?per_page=51",
      "/admin/reports?per_page=x",
      "/admin/reports?other=1",
    ]) {
      expect((await get(admin, url)).statusCode, url).toBe(422);
    }
    for (const id of ["0", "x", "2147483648", "-1"]) {
      expect((await post(admin, `/admin/reports/${id}/close`)).statusCode, id).toBe(422);
    }
    const report = persian.json().data.id;
    for (const payload of [
      {},
      { text: "" },
      { text: "a\u0008" },
      { text: "y".repeat(2_001) },
      { text: "ok", more: 1 },
    ]) {
      expect((await post(admin, `/admin/reports/${report}/answer`, payload)).statusCode).toBe(422);
    }
  });

  it("lists the report calls in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/customer/report-message",
        "/api/v1/seller/report-message",
        "/api/v1/admin/reports",
        "/api/v1/admin/reports/{id}/answer",
        "/api/v1/admin/reports/{id}/close",
      ]),
    );
  });
});
