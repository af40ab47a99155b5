import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createCustomer,
  createShop,
} from "../../test/commerce";
import { clientId, deskCalls, type Person } from "../../test/desk";
import { expectError } from "../../test/shipping";
import { signIn } from "../../test/sign-in";

/** Support threads: customers and shops ask, admins answer and close (issue 12 item 4). */
describe("support threads", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let admin: Person;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  const { post, get } = deskCalls(() => t.app);

  async function openThread(person: Person, side: "customer" | "seller", subject = "Payment") {
    const answer = await post(person, `/${side}/support-messages`, {
      subject,
      client_id: clientId(),
      body: "My wallet shows the wrong amount.",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.room.id as number;
  }

  it("goes open → answered → open → closed, and a closed thread takes nothing", async () => {
    const shop = await createShop(t.app, world);
    const id = await openThread(shop, "seller", "Cash-out late");

    const mine = await get(shop, "/seller/support-messages");
    expect(mine.json().data.rooms).toEqual([
      expect.objectContaining({ id, kind: "support", subject: "Cash-out late", status: "open" }),
    ]);

    const listed = await get(admin, "/admin/support?status=open");
    expect(listed.statusCode).toBe(200);
    const room = listed.json().data.items.find((item: { id: number }) => item.id === id);
    expect(room).toMatchObject({ unseen_message_count: 1, status: "open" });

    const read = await get(admin, `/admin/support/${id}`);
    expect(read.json().data.messages).toEqual([
      expect.objectContaining({ body: "My wallet shows the wrong amount.", sender_role: "seller" }),
    ]);
    // Reading it marked it read by the admins.
    const after = await get(admin, "/admin/support?status=open");
    expect(after.json().data.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      unseen_message_count: 0,
    });

    const answer = await post(admin, `/admin/support/${id}/messages`, {
      client_id: clientId(),
      body: "It is paid today.",
    });
    expect(answer.statusCode).toBe(201);
    const thread = await get(shop, `/seller/support-messages/${id}`);
    expect(thread.json().data.room).toMatchObject({ status: "answered", unseen_message_count: 1 });
    expect(thread.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      "My wallet shows the wrong amount.",
      "It is paid today.",
    ]);
    const seen = await post(shop, `/seller/support-messages/${id}/seen`);
    expect(seen.json().data.unseen_message_count).toBe(0);

    expect(
      (
        await post(shop, `/seller/support-messages/${id}/messages`, {
          client_id: clientId(),
          body: "Thanks, not yet.",
        })
      ).statusCode,
    ).toBe(201);
    expect((await get(shop, `/seller/support-messages/${id}`)).json().data.room.status).toBe(
      "open",
    );

    const closed = await post(admin, `/admin/support/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe("closed");
    expectError(await post(admin, `/admin/support/${id}/close`), "conversation_closed");
    expectError(
      await post(shop, `/seller/support-messages/${id}/messages`, {
        client_id: clientId(),
        body: "Hello?",
      }),
      "conversation_closed",
    );
    expectError(
      await post(admin, `/admin/support/${id}/messages`, { client_id: clientId(), body: "Late" }),
      "conversation_closed",
    );
    expect((await get(admin, "/admin/support?status=closed")).json().data.items).toEqual([
      expect.objectContaining({ id, status: "closed" }),
    ]);
  });

  it("never reopens a thread when the asker's message races the admin's close", async () => {
    const shop = await createShop(t.app, world);
    for (let round = 0; round < 4; round += 1) {
      const id = await openThread(shop, "seller", `Race ${round}`);
      const [message, close] = await Promise.all([
        post(shop, `/seller/support-messages/${id}/messages`, {
          client_id: clientId(),
          body: "One more thing.",
        }),
        post(admin, `/admin/support/${id}/close`),
      ]);
      expect(close.statusCode, close.body).toBe(200);
      // Before the close it lands; after it, it is refused. Either way the thread stays closed.
      expect([201, 409], message.body).toContain(message.statusCode);
      expect((await get(shop, `/seller/support-messages/${id}`)).json().data.room.status).toBe(
        "closed",
      );
    }
  });

  it("answers a retried open with the first thread", async () => {
    const customer = await createCustomer(t.app, world);
    const body = { subject: "Login", client_id: clientId(), body: "Code never came." };
    const first = await post(customer, "/customer/support-messages", body);
    const again = await post(customer, "/customer/support-messages", body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.room.id).toBe(first.json().data.room.id);
    expect((await get(customer, "/customer/support-messages")).json().data.rooms).toHaveLength(1);
  });

  it("keeps each thread to its asker and the admins, by id guessing too", async () => {
    const customer = await createCustomer(t.app, world);
    const stranger = await createCustomer(t.app, world);
    const shop = await createShop(t.app, world);
    const id = await openThread(customer, "customer");
    const probe = { client_id: clientId(), body: "Let me in" };
    expectError(await get(stranger, `/customer/support-messages/${id}`), "conversation_not_found");
    expectError(
      await post(stranger, `/customer/support-messages/${id}/messages`, probe),
      "conversation_not_found",
    );
    expectError(
      await post(stranger, `/customer/support-messages/${id}/seen`),
      "conversation_not_found",
    );
    expectError(await get(shop, `/seller/support-messages/${id}`), "conversation_not_found");
    expectError(
      await get(customer, "/customer/support-messages/2147483647"),
      "conversation_not_found",
    );
    expect((await get(stranger, "/customer/support-messages")).json().data.rooms).toEqual([]);
    for (const person of [customer, shop]) {
      expectError(await get(person, "/admin/support"), "forbidden");
      expectError(await get(person, `/admin/support/${id}`), "forbidden");
      expectError(await post(person, `/admin/support/${id}/close`), "forbidden");
      expectError(await post(person, `/admin/support/${id}/messages`, probe), "forbidden");
      expectError(await post(person, `/admin/support/${id}/block`, { reason: "x" }), "forbidden");
    }
    expectError(
      await post(shop, "/customer/support-messages", {
        subject: "x",
        client_id: clientId(),
        body: "y",
      }),
      "forbidden",
    );
    expectError(await get(null, "/customer/support-messages"), "unauthenticated");
    expectError(await get(admin, "/admin/support/2147483647"), "conversation_not_found");
  });

  it("answers every bad input with a 4xx", async () => {
    const customer = await createCustomer(t.app, world);
    const good = { subject: "Help", client_id: clientId(), body: "Text" };
    const bad: Record<string, unknown>[] = [
      {},
      { ...good, subject: "" },
      { ...good, subject: "s".repeat(201) },
      { ...good, subject: "line\u0007bell" },
      { ...good, body: "x".repeat(2_001) },
      { ...good, body: "null\u0000byte" },
      { ...good, body: "" },
      { ...good, client_id: "short" },
      { ...good, client_id: "has spaces in it" },
      { ...good, image_ids: ["a", "b", "c", "d", "e", "f"] },
      { ...good, extra: 1 },
    ];
    for (const payload of bad) {
      const answer = await post(customer, "/customer/support-messages", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
    }
    // An image that is not one's own upload.
    expectError(
      await post(customer, "/customer/support-messages", {
        ...good,
        client_id: clientId(),
        image_ids: ["nope"],
      }),
      "conversation_image_invalid",
    );
    for (const url of [
      "/admin/support?status=waiting",
      "/admin/support?page=0",
      "/admin/support?per_page=51",
    ]) {
      expect((await get(admin, url)).statusCode, url).toBe(422);
    }
    for (const id of ["0", "x", "2147483648"]) {
      expect((await get(admin, `/admin/support/${id}`)).statusCode, id).toBe(422);
    }
  });

  it("lets an admin stop a thread's asker from sending, with a clear 403", async () => {
    const customer = await createCustomer(t.app, world);
    const id = await openThread(customer, "customer");
    expect((await post(admin, `/admin/support/${id}/block`, { reason: "" })).statusCode).toBe(422);
    const blocked = await post(admin, `/admin/support/${id}/block`, { reason: "Abuse of support" });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toEqual({ user_id: customer.user.id, reason: "Abuse of support" });
    const refused = await post(customer, `/customer/support-messages/${id}/messages`, {
      client_id: clientId(),
      body: "Still here",
    });
    expectError(refused, "conversation_blocked");
    expect(refused.json().messages.fa).toMatch(/پیام/);
    expectError(
      await post(customer, "/customer/support-messages", {
        subject: "New",
        client_id: clientId(),
        body: "Hi",
      }),
      "conversation_blocked",
    );
    // Reading stays open.
    expect((await get(customer, `/customer/support-messages/${id}`)).statusCode).toBe(200);
  });

  it("lists the support and admin-message calls in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/customer/support-messages",
        "/api/v1/seller/support-messages",
        "/api/v1/customer/support-messages/{id}/messages",
        "/api/v1/admin/support",
        "/api/v1/admin/support/{id}/close",
        "/api/v1/admin/messages",
        "/api/v1/admin/admin-threads",
        "/api/v1/seller/admin-messages",
      ]),
    );
  });
});
