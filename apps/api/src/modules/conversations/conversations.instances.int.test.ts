import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { secondInstance } from "../../test/instances";
import { paidOrder } from "../../test/shipping";
import { readEvents, waitFor } from "../../test/sse";

/*
 * Live streams behind a balancer: a person's stream may be held by another instance than the
 * one that stores the message, so the change travels by NOTIFY to every instance's hub.
 */
describe("a chat stream across instances", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let second: App;
  let secondClosed = false;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    second = await secondInstance(t);
  });
  afterAll(async () => {
    if (!secondClosed) await second.close();
    await t.close();
  });

  it("hears a message stored by the other instance, and is told to reconnect when its instance closes", async () => {
    const shop = await createShop(t.app, world);
    const { orderId, customer } = await paidOrder(t.app, world, shop, { accept: false });
    const address = await second.listen({ host: "127.0.0.1", port: 0 });
    const stream = new AbortController();
    try {
      const response = await fetch(`${address}/api/v1/seller/chat-rooms/stream`, {
        headers: { cookie: shop.cookie },
        signal: stream.signal,
      });
      expect(response.status).toBe(200);
      const events = readEvents(response);
      expect((await events.next()).event).toBe("counts");
      expect(second.conversationHub.size).toBe(1);
      expect(t.app.conversationHub.size).toBe(0);

      const sent = await t.app.inject({
        method: "POST",
        url: `/api/v1/customer/orders/${orderId}/chat/messages`,
        headers: customer.headers,
        payload: { client_id: randomUUID(), body: "از آن سو" },
      });
      expect(sent.statusCode).toBe(201);
      const arrived = await events.next();
      expect(arrived.event).toBe("message");
      expect(JSON.parse(arrived.data)).toMatchObject({
        order_id: orderId,
        message: { body: "از آن سو", sender_role: "customer" },
        unseen_total: 1,
      });

      secondClosed = true;
      const closing = second.close();
      expect(await events.next()).toEqual({ event: "reconnect", data: "{}" });
      await closing;
      await waitFor(() => second.conversationHub.size === 0);
    } finally {
      stream.abort();
    }
  });
});
