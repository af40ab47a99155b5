import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcastBatchSize, deliverBroadcastBatch } from "../../flows/send-admin-message";
import { deliverBroadcastJob } from "../../jobs/deliver-broadcast.job";
import { runDueJobs } from "../../jobs/job-runner";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createShop,
  createShopProduct,
} from "../../test/commerce";
import { clientId, deskCalls, type Person } from "../../test/desk";
import { expectError } from "../../test/shipping";
import { signIn, signInSeller } from "../../test/sign-in";

/** Admin messages to shops, the shops' replies and the admins' threads (issue 12 item 3). */
describe("admin messages", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let admin: Person;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  const { post, get } = deskCalls(() => t.app);

  const adminBodies = async (shop: Person) =>
    (await get(shop, "/seller/admin-messages"))
      .json()
      .data.messages.filter((m: { sender_role: string }) => m.sender_role === "admin")
      .map((m: { body: string }) => m.body);

  it("reaches one shop, a province's shops or every approved shop, once each", async () => {
    const home = await createShop(t.app, world);
    const away = await signInSeller(t.app, {
      shop: { provinceId: world.away.provinceId, cityId: world.away.cityId },
    });
    const pending = await signInSeller(t.app, {
      reviewStatus: "pending_review",
      shop: { provinceId: world.home.provinceId, cityId: world.home.cityId },
    });

    const one = await post(admin, "/admin/messages", {
      audience: "shop",
      seller_id: pending.user.id,
      text: "Please upload a clearer licence.",
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().data).toMatchObject({ audience: "shop", recipient_count: 1 });

    const province = await post(admin, "/admin/messages", {
      audience: "province",
      province_id: world.home.provinceId,
      text: "Roads in your province close on Friday.",
    });
    expect(province.json().data.recipient_count).toBe(1);

    const all = await post(admin, "/admin/messages", {
      audience: "all_shops",
      text: "New fees from next month.",
    });
    expect(all.statusCode).toBe(201);
    expect(all.json().data.recipient_count).toBeGreaterThanOrEqual(2);

    expect(await adminBodies(home)).toEqual([
      "Roads in your province close on Friday.",
      "New fees from next month.",
    ]);
    expect(await adminBodies(away)).toEqual(["New fees from next month."]);
    expect(await adminBodies(pending)).toEqual(["Please upload a clearer licence."]);

    const sent = await get(admin, "/admin/messages");
    expect(
      sent
        .json()
        .data.items.map((b: { id: number }) => b.id)
        .slice(0, 3),
    ).toEqual([all.json().data.id, province.json().data.id, one.json().data.id]);
  });

  // It builds more shops than a batch holds, one by one: slow on a busy machine.
  it("delivers a large broadcast a batch per transaction through its job, once per shop", async () => {
    const province = await factories.createProvince(t.db, { countryId: world.countryId });
    const shopCount = broadcastBatchSize + 30;
    for (let index = 0; index < shopCount; index += 1) {
      await factories.createSeller(t.db, { provinceId: province.id });
    }
    const sent = await post(admin, "/admin/messages", {
      audience: "province",
      province_id: province.id,
      text: "Harvest fair on Friday.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const broadcast = sent.json().data;
    expect(broadcast.recipient_count).toBe(shopCount);
    const delivered = async () => {
      const [row] = await t.db
        .select({ count: sql<number>`count(*)::int` })
        .from(schema.conversationMessages)
        .where(eq(schema.conversationMessages.broadcastId, broadcast.id));
      return row?.count;
    };
    // The first batch went with the request; the job brings the rest.
    expect(await delivered()).toBe(broadcastBatchSize);
    expect(await runDueJobs(t.db, [deliverBroadcastJob], t.app)).toBe(1);
    expect(await delivered()).toBe(shopCount);
    expect(await runDueJobs(t.db, [deliverBroadcastJob], t.app)).toBe(0);
    // A batch run again (a crash before its job was marked done) adds nothing.
    const shops = await t.db
      .select({ id: schema.sellers.userId })
      .from(schema.sellers)
      .where(eq(schema.sellers.provinceId, province.id));
    await deliverBroadcastBatch(t.db, {
      broadcastId: broadcast.id,
      shopIds: shops.map((shop) => shop.id),
    });
    expect(await delivered()).toBe(shopCount);
  }, 120_000);

  it("lets the shop read, mark seen and reply; the admins see the reply unseen and answer", async () => {
    const shop = await createShop(t.app, world);
    await post(admin, "/admin/messages", {
      audience: "shop",
      seller_id: shop.user.id,
      text: "Hello shop",
    });

    const rooms = await get(shop, "/seller/chat-rooms");
    const room = rooms.json().data.rooms.find((r: { kind: string }) => r.kind === "admin");
    expect(room).toMatchObject({ unseen_message_count: 1 });
    const seen = await post(shop, "/seller/admin-messages/seen");
    expect(seen.json().data.unseen_message_count).toBe(0);

    const reply = await post(shop, "/seller/admin-messages", {
      client_id: clientId(),
      body: "Thank you",
    });
    expect(reply.statusCode).toBe(201);

    const threads = await get(admin, "/admin/admin-threads?unseen=true");
    const thread = threads.json().data.items.find((r: { id: number }) => r.id === room.id);
    expect(thread).toMatchObject({ unseen_message_count: 1 });
    const read = await get(admin, `/admin/admin-threads/${room.id}`);
    expect(read.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      "Hello shop",
      "Thank you",
    ]);
    // Shops that only received the message are not replies: the list holds this one alone.
    const others = await createShop(t.app, world);
    await post(admin, "/admin/messages", {
      audience: "shop",
      seller_id: others.user.id,
      text: "Hi",
    });
    const all = (await get(admin, "/admin/admin-threads")).json().data.items;
    expect(all.map((r: { id: number }) => r.id)).toEqual([room.id]);
    const none = await get(admin, "/admin/admin-threads?unseen=true");
    expect(none.json().data.items.find((r: { id: number }) => r.id === room.id)).toBeUndefined();

    const answer = await post(admin, `/admin/admin-threads/${room.id}/messages`, {
      client_id: clientId(),
      body: "You are welcome",
    });
    expect(answer.statusCode).toBe(201);
    expect(await adminBodies(shop)).toEqual(["Hello shop", "You are welcome"]);
  });

  it("refuses other roles, unknown targets and bad input", async () => {
    const shop = await createShop(t.app, world);
    const customer = await signIn(t.app, { role: "customer" });
    for (const person of [shop, customer]) {
      expectError(
        await post(person, "/admin/messages", { audience: "all_shops", text: "x" }),
        "forbidden",
      );
      expectError(await get(person, "/admin/messages"), "forbidden");
      expectError(await get(person, "/admin/admin-threads"), "forbidden");
      expectError(await get(person, "/admin/admin-threads/1"), "forbidden");
    }
    expectError(await get(customer, "/seller/admin-messages"), "forbidden");
    expectError(
      await post(null, "/seller/admin-messages", { client_id: clientId(), body: "x" }),
      "unauthenticated",
    );

    expectError(
      await post(admin, "/admin/messages", {
        audience: "shop",
        seller_id: 2_147_483_647,
        text: "Hi",
      }),
      "shop_not_found",
    );
    const noProvince = await post(admin, "/admin/messages", {
      audience: "province",
      province_id: 2_147_483_647,
      text: "Hi",
    });
    expect(noProvince.statusCode).toBe(422);
    expect(noProvince.json().errors.en.province_id).toBeDefined();

    const bad: Record<string, unknown>[] = [
      {},
      { audience: "everyone", text: "x" },
      { audience: "shop", text: "x" },
      { audience: "province", text: "x" },
      { audience: "all_shops", seller_id: shop.user.id, text: "x" },
      { audience: "shop", seller_id: shop.user.id, province_id: world.home.provinceId, text: "x" },
      { audience: "all_shops", text: "" },
      { audience: "all_shops", text: "x".repeat(2_001) },
      { audience: "all_shops", text: "bell\u0007" },
      { audience: "shop", seller_id: 0, text: "x" },
      { audience: "shop", seller_id: 2_147_483_648, text: "x" },
      { audience: "all_shops", text: "x", more: true },
    ];
    for (const payload of bad) {
      const answer = await post(admin, "/admin/messages", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
    }
    for (const payload of [
      {},
      { client_id: clientId() },
      { client_id: clientId(), body: "a\u0000" },
    ]) {
      expect((await post(shop, "/seller/admin-messages", payload)).statusCode).toBe(422);
    }
    expectError(await get(admin, "/admin/admin-threads/2147483647"), "conversation_not_found");
    for (const url of [
      "/admin/admin-threads?unseen=maybe",
      "/admin/messages?page=0",
      "/admin/admin-threads/0",
    ]) {
      expect((await get(admin, url)).statusCode, url).toBe(422);
    }
  });

  it("refuses a blocked shop's reply with a clear 403", async () => {
    const shop = await createShop(t.app, world);
    await post(admin, "/admin/messages", {
      audience: "shop",
      seller_id: shop.user.id,
      text: "Warning",
    });
    const customer = await signIn(t.app, { role: "customer" });
    const product = await createShopProduct(t.db, world, shop.user.id);
    const report = await post(customer, "/customer/report-message", {
      subject_kind: "product",
      subject_id: product.id,
      reason: "fraud",
      text: "Fake product",
    });
    expect(report.statusCode, report.body).toBe(201);
    const blocked = await post(admin, `/admin/reports/${report.json().data.id}/block-sender`, {
      reason: "Fraud",
    });
    expect(blocked.json().data).toEqual({ user_id: shop.user.id, reason: "Fraud" });
    const refused = await post(shop, "/seller/admin-messages", {
      client_id: clientId(),
      body: "Why?",
    });
    expectError(refused, "conversation_blocked");
    expectError(
      await post(admin, "/admin/reports/2147483647/block-sender", { reason: "x" }),
      "report_not_found",
    );
  });
});
