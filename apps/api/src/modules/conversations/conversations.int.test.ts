import { randomUUID } from "node:crypto";
import { conversationRules } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { makePng, uploadId } from "../../test/files";
import {
  createDriver,
  expectError,
  type Headers,
  orderInState,
  paidOrder,
  type Shop,
} from "../../test/shipping";
import { readEvents, waitFor } from "../../test/sse";
import { blockSender } from "./conversations.service";

describe("order chat", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const send = (base: string, headers: Headers, body: Record<string, unknown>) =>
    call("POST", `${base}/messages`, headers, { client_id: randomUUID(), ...body });

  /** A paid order of a new shop with a new customer, and both sides' chat paths. */
  async function room() {
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    return {
      shop,
      customer,
      orderId,
      customerChat: `/customer/orders/${orderId}/chat`,
      sellerChat: `/seller/orders/${orderId}/chat`,
    };
  }

  it("carries a message from the customer to the shop: rooms, unseen counts, ticks and names", async () => {
    const r = await room();
    const sent = await send(r.customerChat, r.customer.headers, {
      body: "سلام، سیب‌ها کی می‌رسند؟\nممنون",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      body: "سلام، سیب‌ها کی می‌رسند؟\nممنون",
      sender_role: "customer",
      mine: true,
      seen: false,
      images: [],
    });

    const rooms = await call("GET", "/seller/chat-rooms", r.shop.headers);
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers["cache-control"]).toBe("private, no-store");
    const data = rooms.json().data;
    expect(data.unseen_total).toBe(1);
    expect(data.rooms).toHaveLength(1);
    expect(data.rooms[0]).toMatchObject({
      kind: "order",
      order_id: r.orderId,
      other_party_name: { fa: "Test Person", en: "Test Person" },
      unseen_message_count: 1,
      last_message: { preview: "سلام، سیب‌ها کی می‌رسند؟ ممنون", mine: false, image_count: 0 },
    });
    // The other side's mobile number is never shown.
    expect(rooms.body).not.toContain(r.customer.user.mobile);
    expect(rooms.body).not.toContain(r.shop.user.mobile);

    const customerRooms = (await call("GET", "/customer/chat-rooms", r.customer.headers)).json()
      .data;
    expect(customerRooms.unseen_total).toBe(0);
    expect(customerRooms.rooms[0].other_party_name.fa).not.toBe("");
    expect(customerRooms.rooms[0].last_message.mine).toBe(true);

    const thread = (await call("GET", `${r.sellerChat}/messages`, r.shop.headers)).json().data;
    expect(thread.messages).toHaveLength(1);
    expect(thread.messages[0]).toMatchObject({ mine: false, seen: false });
    expect(thread.room.unseen_message_count).toBe(1);

    const seen = await call("POST", `${r.sellerChat}/seen`, r.shop.headers, {});
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      last_seen_message_id: thread.messages[0].id,
      unseen_message_count: 0,
      unseen_total: 0,
    });
    const mine = (await call("GET", `${r.customerChat}/messages`, r.customer.headers)).json().data;
    expect(mine.messages[0]).toMatchObject({ mine: true, seen: true });
    expect((await call("GET", "/seller/chat-rooms", r.shop.headers)).json().data.unseen_total).toBe(
      0,
    );

    // The answer counts for the customer until they read it; a mark never moves back.
    await send(r.sellerChat, r.shop.headers, { body: "Tomorrow morning." });
    expect(
      (await call("GET", "/customer/chat-rooms", r.customer.headers)).json().data.unseen_total,
    ).toBe(1);
    await call("POST", `${r.customerChat}/seen`, r.customer.headers, {});
    const back = await call("POST", `${r.customerChat}/seen`, r.customer.headers, { up_to: 1 });
    expect(back.json().data.unseen_total).toBe(0);
  });

  it("lets no one outside the room read or write it, however the id is guessed", async () => {
    const r = await room();
    await send(r.customerChat, r.customer.headers, { body: "private" });
    const other = await room();
    const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
    const attempts: Array<[string, Headers]> = [
      [r.customerChat, other.customer.headers],
      [r.sellerChat, other.shop.headers],
      ["/customer/orders/2147483647/chat", r.customer.headers],
      ["/seller/orders/2147483647/chat", r.shop.headers],
      [`/driver/jobs/1/orders/${r.orderId}/chat`, driver.headers],
    ];
    for (const [base, headers] of attempts) {
      expectError(await call("GET", `${base}/messages`, headers), "conversation_not_found");
      expectError(await send(base, headers, { body: "hello" }), "conversation_not_found");
      expectError(await call("POST", `${base}/seen`, headers, {}), "conversation_not_found");
    }
    // A role one does not hold is refused before anything is looked up.
    expect((await call("GET", `${r.sellerChat}/messages`, r.customer.headers)).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/customer/chat-rooms", other.customer.headers)).json().data).toEqual(
      { rooms: [], unseen_total: 0, has_more: false },
    );
    const thread = (await call("GET", `${r.sellerChat}/messages`, r.shop.headers)).json().data;
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual(["private"]);
  });

  it("has no chat before the order is paid", async () => {
    const r = await room();
    await t.db
      .update(schema.orders)
      .set({ status: "pending_payment" })
      .where(eq(schema.orders.id, r.orderId));
    expectError(
      await call("GET", `${r.customerChat}/messages`, r.customer.headers),
      "conversation_order_unpaid",
    );
  });

  it("makes one message of a send retried with the same client id, even at once", async () => {
    const r = await room();
    const body = { client_id: randomUUID(), body: "once" };
    const answers = await Promise.all(
      [0, 1, 2].map(() => call("POST", `${r.customerChat}/messages`, r.customer.headers, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const again = await call("POST", `${r.customerChat}/messages`, r.customer.headers, body);
    expect(again.statusCode).toBe(200);
    const thread = (await call("GET", `${r.sellerChat}/messages`, r.shop.headers)).json().data;
    expect(thread.messages).toHaveLength(1);
    expect(thread.room.unseen_message_count).toBe(1);
  });

  it("counts exactly after concurrent sends from both sides, and pages older messages", async () => {
    const r = await room();
    const fromCustomer = 12;
    const fromShop = 11;
    await Promise.all([
      ...Array.from({ length: fromCustomer }, (_, i) =>
        send(r.customerChat, r.customer.headers, { body: `c${i}` }),
      ),
      ...Array.from({ length: fromShop }, (_, i) =>
        send(r.sellerChat, r.shop.headers, { body: `s${i}` }),
      ),
    ]).then((answers) => {
      for (const answer of answers) expect(answer.statusCode).toBe(201);
    });
    expect(
      (await call("GET", "/seller/chat-rooms", r.shop.headers)).json().data.rooms[0]
        .unseen_message_count,
    ).toBe(fromCustomer);
    const customerRooms = (await call("GET", "/customer/chat-rooms", r.customer.headers)).json()
      .data;
    expect(customerRooms.unseen_total).toBe(fromShop);

    const [conversation] = await t.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.orderId, r.orderId));
    const messages = await t.db
      .select({ id: schema.conversationMessages.id })
      .from(schema.conversationMessages)
      .where(eq(schema.conversationMessages.conversationId, conversation?.id ?? 0));
    expect(messages).toHaveLength(fromCustomer + fromShop);
    expect(conversation?.lastMessageId).toBe(Math.max(...messages.map((m) => m.id)));

    // Newest page first (oldest first within it), then the rest before it.
    const first = (await call("GET", `${r.customerChat}/messages`, r.customer.headers)).json().data;
    expect(first.messages).toHaveLength(Math.min(conversationRules.pageSize, 23));
    const older = (
      await call(
        "GET",
        `${r.customerChat}/messages?before=${first.messages[0].id}`,
        r.customer.headers,
      )
    ).json().data;
    expect(older.has_older).toBe(false);
    const all = [...older.messages, ...first.messages].map((m: { id: number }) => m.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(fromCustomer + fromShop);
    expect(first.has_older).toBe(23 > conversationRules.pageSize);
  });

  it("refuses a blocked sender but still lets them read", async () => {
    const r = await room();
    await blockSender(t.db, {
      userId: r.customer.user.id,
      blockedBy: r.shop.user.id,
      reason: "Insults",
    });
    expectError(
      await send(r.customerChat, r.customer.headers, { body: "hello" }),
      "conversation_blocked",
    );
    expect((await call("GET", `${r.customerChat}/messages`, r.customer.headers)).statusCode).toBe(
      200,
    );
  });

  it("limits how many messages one person sends in a minute", async () => {
    const r = await room();
    for (let i = 0; i < conversationRules.maxSendsPerWindow; i += 1) {
      expect((await send(r.sellerChat, r.shop.headers, { body: `n${i}` })).statusCode).toBe(201);
    }
    expectError(
      await send(r.sellerChat, r.shop.headers, { body: "one too many" }),
      "conversation_rate_limited",
    );
    // The other side is not held back by it.
    expect((await send(r.customerChat, r.customer.headers, { body: "ok" })).statusCode).toBe(201);
  });

  it("refuses bad input with 4xx and field errors", async () => {
    const r = await room();
    const bad: unknown[] = [
      {},
      { client_id: randomUUID() },
      { client_id: randomUUID(), body: "   " },
      { client_id: randomUUID(), body: "a".repeat(conversationRules.maxTextLength + 1) },
      { client_id: randomUUID(), body: "ring \u0007 bell" },
      { client_id: randomUUID(), body: "null \u0000" },
      { client_id: "short", body: "hello" },
      { client_id: "x".repeat(65), body: "hello" },
      { client_id: randomUUID(), body: 42 },
      { client_id: randomUUID(), body: "hello", extra: true },
      { client_id: randomUUID(), image_ids: ["a", "b", "c", "d", "e", "f"] },
      { client_id: randomUUID(), image_ids: "abc" },
    ];
    for (const body of bad) {
      const response = await call("POST", `${r.customerChat}/messages`, r.customer.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().messages.fa).not.toBe("");
    }
    for (const url of [
      "/customer/orders/abc/chat/messages",
      "/customer/orders/0/chat/messages",
      "/customer/orders/99999999999/chat/messages",
      `/customer/orders/${r.orderId}/chat/messages?before=abc`,
      `/customer/orders/${r.orderId}/chat/messages?before=-1`,
      `/customer/orders/${r.orderId}/chat/messages?page=2`,
    ]) {
      expect((await call("GET", url, r.customer.headers)).statusCode, url).toBe(422);
    }
    // Tabs and line breaks are kept; \r\n becomes \n.
    const kept = await send(r.customerChat, r.customer.headers, { body: "a\tb\r\nc" });
    expect(kept.json().data.body).toBe("a\tb\nc");
    // Someone else's image, or one that does not exist.
    const theirs = await uploadId(
      t.app,
      r.shop.headers,
      "chat_image",
      await makePng(40, 40),
      "a.png",
    );
    for (const ids of [[theirs], ["no-such-file"]]) {
      expectError(
        await send(r.customerChat, r.customer.headers, { image_ids: ids }),
        "conversation_image_invalid",
      );
    }
  });

  it("sends images the sender uploaded, and text as it was typed", async () => {
    const r = await room();
    const first = await uploadId(
      t.app,
      r.shop.headers,
      "chat_image",
      await makePng(64, 48),
      "a.png",
    );
    const second = await uploadId(
      t.app,
      r.shop.headers,
      "chat_image",
      await makePng(48, 64),
      "b.png",
    );
    const sent = await send(r.sellerChat, r.shop.headers, {
      body: "<b>fresh</b> https://example.com",
      image_ids: [first, second],
    });
    expect(sent.statusCode).toBe(201);
    const thread = (await call("GET", `${r.customerChat}/messages`, r.customer.headers)).json()
      .data;
    expect(thread.messages[0].body).toBe("<b>fresh</b> https://example.com");
    expect(thread.messages[0].images.map((image: { id: string }) => image.id)).toEqual([
      first,
      second,
    ]);
    expect(thread.messages[0].images[0].kind).toBe("image");
    const rooms = (await call("GET", "/customer/chat-rooms", r.customer.headers)).json().data;
    expect(rooms.rooms[0].last_message.image_count).toBe(2);
    // Images alone are a message too.
    expect((await send(r.sellerChat, r.shop.headers, { image_ids: [first] })).statusCode).toBe(201);
  });

  it("lets the group's driver join the chat once assigned, and no other driver", async () => {
    const shop: Shop = await createShop(t.app, world);
    const state = await orderInState(t.app, world, "driver_assigned", { shop });
    const driver = state.driver;
    if (!driver) throw new Error("no driver");
    const base = `/driver/jobs/${state.groupId}/orders/${state.orderId}/chat`;
    const read = await call("GET", `${base}/messages`, driver.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.room.other_party_name.fa).not.toBe("");
    expect((await send(base, driver.headers, { body: "I am at the gate." })).statusCode).toBe(201);
    const thread = (
      await call("GET", `/customer/orders/${state.orderId}/chat/messages`, state.customer.headers)
    ).json().data;
    expect(thread.messages[0]).toMatchObject({ sender_role: "driver", mine: false });

    // The customer answers: the driver's rooms count it until the driver reads it.
    const customerBase = `/customer/orders/${state.orderId}/chat`;
    await send(customerBase, state.customer.headers, { body: "Coming down now." });
    const rooms = (await call("GET", "/driver/chat-rooms", driver.headers)).json().data;
    expect(rooms.unseen_total).toBe(1);
    expect(rooms.rooms).toEqual([
      expect.objectContaining({ order_id: state.orderId, unseen_message_count: 1 }),
    ]);
    expect((await call("POST", `${base}/seen`, driver.headers, {})).json().data.unseen_total).toBe(
      0,
    );
    // The rooms of the driver role are the driver's alone.
    expectError(await call("GET", "/driver/chat-rooms", state.customer.headers), "forbidden");

    const stranger = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
    expectError(await call("GET", `${base}/messages`, stranger.headers), "conversation_not_found");
    // The right driver, but an order of another group.
    const other = await paidOrder(t.app, world, shop);
    expectError(
      await call(
        "GET",
        `/driver/jobs/${state.groupId}/orders/${other.orderId}/chat/messages`,
        driver.headers,
      ),
      "conversation_not_found",
    );
  });

  it("streams a new message and a read to the other side over Server-Sent Events", async () => {
    const r = await room();
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: "127.0.0.1", port: 0 });
    const sellerStream = new AbortController();
    const customerStream = new AbortController();
    try {
      const seller = await fetch(`${address}/api/v1/seller/chat-rooms/stream`, {
        headers: { cookie: r.shop.cookie },
        signal: sellerStream.signal,
      });
      expect(seller.status).toBe(200);
      expect(seller.headers.get("content-type")).toContain("text/event-stream");
      const sellerEvents = readEvents(seller);
      expect(await sellerEvents.next()).toEqual({ event: "counts", data: '{"unseen_total":0}' });
      const customer = await fetch(`${address}/api/v1/customer/chat-rooms/stream`, {
        headers: { cookie: r.customer.cookie },
        signal: customerStream.signal,
      });
      const customerEvents = readEvents(customer);
      expect((await customerEvents.next()).event).toBe("counts");

      await send(r.customerChat, r.customer.headers, { body: "زنده" });
      const arrived = await sellerEvents.next();
      expect(arrived.event).toBe("message");
      expect(JSON.parse(arrived.data)).toMatchObject({
        order_id: r.orderId,
        message: { body: "زنده", mine: false, sender_role: "customer" },
        unseen_message_count: 1,
        unseen_total: 1,
      });
      // The sender's own stream hears of it too (another tab of theirs).
      const own = await customerEvents.next();
      expect(JSON.parse(own.data)).toMatchObject({ message: { mine: true }, unseen_total: 0 });

      await call("POST", `${r.sellerChat}/seen`, r.shop.headers, {});
      const ticked = await customerEvents.next();
      expect(ticked.event).toBe("seen");
      expect(JSON.parse(ticked.data).other_seen_up_to).toBe(JSON.parse(arrived.data).message.id);
      const counted = await sellerEvents.next();
      expect(JSON.parse(counted.data)).toMatchObject({ unseen_total: 0 });
    } finally {
      sellerStream.abort();
      customerStream.abort();
      await waitFor(() => t.app.conversationHub.size === 0);
    }
  });

  it("refuses a person's sixth stream", async () => {
    const r = await room();
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: "127.0.0.1", port: 0 });
    const controllers: AbortController[] = [];
    try {
      for (let i = 0; i < 5; i += 1) {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${address}/api/v1/customer/chat-rooms/stream`, {
          headers: { cookie: r.customer.cookie },
          signal: controller.signal,
        });
        expect(response.status).toBe(200);
      }
      const refused = await fetch(`${address}/api/v1/customer/chat-rooms/stream`, {
        headers: { cookie: r.customer.cookie },
      });
      expect(refused.status).toBe(429);
      const body = (await refused.json()) as { messages: { en: string } };
      expect(body.messages.en).toContain("too many windows");
    } finally {
      for (const controller of controllers) controller.abort();
      await waitFor(() => t.app.conversationHub.size === 0);
    }
  });

  it("pages a person's rooms, newest activity first, the unseen total over all of them", async () => {
    const { customer, sellerChat, shop } = await room();
    // Older support threads fill a page behind the order's room.
    const perPage = conversationRules.roomsPerPage;
    const older = Array.from({ length: perPage }, (_, index) => ({
      kind: "support" as const,
      subject: `Question ${index}`,
      status: "open" as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    }));
    const made = await t.db.insert(schema.conversations).values(older).returning();
    await t.db.insert(schema.conversationMembers).values(
      made.map((conversation) => ({
        conversationId: conversation.id,
        userId: customer.user.id,
        role: "customer" as const,
      })),
    );
    await send(sellerChat, shop.headers, { body: "Your order is packed." });

    const first = (await call("GET", "/customer/chat-rooms", customer.headers)).json().data;
    expect(first.rooms).toHaveLength(perPage);
    expect(first.has_more).toBe(true);
    expect(first.unseen_total).toBe(1);
    // The room written in last comes first; the oldest support thread is on page two.
    expect(first.rooms[0].order_id).not.toBeNull();
    const second = (await call("GET", "/customer/chat-rooms?page=2", customer.headers)).json().data;
    expect(second.has_more).toBe(false);
    expect(second.unseen_total).toBe(1);
    const ids = [...first.rooms, ...second.rooms].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(perPage + 1);
    expect(second.rooms.at(-1).subject).toBe("Question 0");

    for (const page of ["0", "1001", "x", "1.5"]) {
      const answer = await call("GET", `/customer/chat-rooms?page=${page}`, customer.headers);
      expect(answer.statusCode, page).toBe(422);
    }
  });

  it("lists every chat endpoint in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      "/api/v1/customer/chat-rooms",
      "/api/v1/customer/chat-rooms/stream",
      "/api/v1/seller/chat-rooms",
      "/api/v1/seller/chat-rooms/stream",
      "/api/v1/driver/chat-rooms",
      "/api/v1/driver/chat-rooms/stream",
      "/api/v1/customer/orders/{id}/chat/messages",
      "/api/v1/customer/orders/{id}/chat/seen",
      "/api/v1/seller/orders/{id}/chat/messages",
      "/api/v1/seller/orders/{id}/chat/seen",
      "/api/v1/driver/jobs/{gid}/orders/{oid}/chat/messages",
      "/api/v1/driver/jobs/{gid}/orders/{oid}/chat/seen",
    ]) {
      expect(paths).toContain(path);
    }
    const post = document.paths["/api/v1/customer/orders/{id}/chat/messages"].post;
    for (const status of ["200", "201", "403", "404", "409", "422", "429"]) {
      expect(post.responses).toHaveProperty(status);
    }
  });
});
