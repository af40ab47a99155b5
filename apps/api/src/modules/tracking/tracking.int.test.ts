import { errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn } from "../../test/sign-in";
import { readEvents, waitFor } from "../../test/sse";
import {
  advanceOrder,
  createTrackedGroup,
  insertPositionAt,
  signInDriver,
  type TrackedGroupWorld,
} from "../../test/tracking";

const minute = 60_000;
const day = 24 * 60 * minute;
const tehran = { latitude: 35.6892, longitude: 51.389 };

describe("live driver location", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (gid: number, headers: Record<string, string>, body: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/driver/jobs/${gid}/positions`,
      headers,
      payload: body as object,
    });
  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  /** Lets the next position of a group be stored at once (as if 5 s went by). */
  const ageGroupPositions = (world: TrackedGroupWorld) =>
    t.db
      .update(schema.driverPositions)
      .set({ recordedAt: sql`${schema.driverPositions.recordedAt} - interval '10 seconds'` })
      .where(eq(schema.driverPositions.orderGroupId, world.group.id));

  it("stores the assigned driver's position and shows the trail to the seller, customer, driver and admin", async () => {
    const world = await createTrackedGroup(t.app, {
      orders: 2,
      loadedAt: new Date(Date.now() - minute),
    });
    // Before loading: not part of the trail.
    await insertPositionAt(t.db, world, { latitude: 29.6, longitude: 52.5 }, 2 * day);
    const sent = await post(world.group.id, world.driver.headers, { ...tehran, accuracy_m: 12.4 });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ ...tehran, accuracy_m: 12 });
    await ageGroupPositions(world);
    expect(
      (await post(world.group.id, world.driver.headers, { latitude: 35.7, longitude: 51.4 }))
        .statusCode,
    ).toBe(201);

    const admin = await signIn(t.app, { role: "admin" });
    const [customer] = world.customers;
    const [order] = world.orders;
    if (!customer || !order) throw new Error("world without a customer");
    const reads = [
      get(`/seller/order-groups/${world.group.id}/driver-location`, world.seller.headers),
      get(`/customer/orders/${order.id}/driver-location`, customer.headers),
      get(`/driver/jobs/${world.group.id}/driver-location`, world.driver.headers),
      get(`/admin/order-groups/${world.group.id}/driver-location`, admin.headers),
    ];
    for (const response of await Promise.all(reads)) {
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        group_id: world.group.id,
        in_transit: true,
        last_position: { latitude: 35.7, longitude: 51.4, accuracy_m: null },
      });
      expect(data.positions.map((p: { latitude: number }) => p.latitude)).toEqual([35.6892, 35.7]);
      expect(data.last_seen_at).toBe(data.last_position.recorded_at);
      expect(data.destination.city_id).toBe(world.group.destinationCityId);
      expect(data.destination.city.en).not.toBe("");
      expect(response.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("gives the customer their own address's pin as the destination", async () => {
    const world = await createTrackedGroup(t.app);
    const [order] = world.orders;
    const [customer] = world.customers;
    if (!order || !customer) throw new Error("world without an order");
    await t.db
      .update(schema.orders)
      .set({ address: { address: "Farm road 12", latitude: 35.75, longitude: 51.41 } })
      .where(eq(schema.orders.id, order.id));
    const response = await get(`/customer/orders/${order.id}/driver-location`, customer.headers);
    expect(response.json().data).toMatchObject({
      positions: [],
      last_position: null,
      last_seen_at: null,
      destination: { latitude: 35.75, longitude: 51.41 },
    });
  });

  it("lets no one else post or read: another driver, another group's customer, another shop", async () => {
    const world = await createTrackedGroup(t.app);
    const other = await createTrackedGroup(t.app);
    const [order] = world.orders;
    const [otherCustomer] = other.customers;
    if (!order || !otherCustomer) throw new Error("world without an order");

    // The driver of another group: neither posts nor reads this one.
    expect((await post(world.group.id, other.driver.headers, tehran)).statusCode).toBe(404);
    expect(
      (await get(`/driver/jobs/${world.group.id}/driver-location`, other.driver.headers))
        .statusCode,
    ).toBe(404);
    // A driver who carries nothing.
    const idle = await signInDriver(t.app);
    expect((await post(world.group.id, idle.headers, tehran)).json().messages).toEqual(
      errorMessages("tracking_not_found"),
    );
    // Another shop, another order's customer, the stream too.
    for (const url of [
      `/seller/order-groups/${world.group.id}/driver-location`,
      `/seller/order-groups/${world.group.id}/driver-location/stream`,
    ]) {
      expect((await get(url, other.seller.headers)).statusCode).toBe(404);
    }
    for (const url of [
      `/customer/orders/${order.id}/driver-location`,
      `/customer/orders/${order.id}/driver-location/stream`,
    ]) {
      expect((await get(url, otherCustomer.headers)).statusCode).toBe(404);
    }
    // Wrong roles are refused before anything is looked up; no session at all is 401.
    expect((await post(world.group.id, world.seller.headers, tehran)).statusCode).toBe(403);
    expect(
      (await get(`/admin/order-groups/${world.group.id}/driver-location`, world.seller.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/seller/order-groups/${world.group.id}/driver-location`, {})).statusCode,
    ).toBe(401);
    // Nothing was stored by the refused posts.
    const stored = await t.db
      .select()
      .from(schema.driverPositions)
      .where(eq(schema.driverPositions.orderGroupId, world.group.id));
    expect(stored).toEqual([]);
  });

  it("refuses positions unless the job is in transit, and once the customer's order is delivered hides it", async () => {
    const waiting = await createTrackedGroup(t.app, { status: "driver_assigned", loadedAt: null });
    const refused = await post(waiting.group.id, waiting.driver.headers, tehran);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual(errorMessages("tracking_not_in_transit"));

    const world = await createTrackedGroup(t.app, { orders: 2 });
    const [first, second] = world.orders;
    const [firstCustomer] = world.customers;
    if (!first || !second || !firstCustomer) throw new Error("world without orders");
    await t.db
      .update(schema.orders)
      .set({ deliveredAt: new Date() })
      .where(eq(schema.orders.id, first.id));
    await advanceOrder(t.db, first.id, "in_transit");
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, first.id));
    if (!row) throw new Error("order vanished");
    const { transitionOrder } = await import("../orders/orders.transition");
    await transitionOrder(t.db, row, "delivered", { actorId: null });
    // The second order still travels: the driver keeps sharing, the first customer sees it over.
    expect((await post(world.group.id, world.driver.headers, tehran)).statusCode).toBe(201);
    const mine = await get(`/customer/orders/${first.id}/driver-location`, firstCustomer.headers);
    expect(mine.json().data.in_transit).toBe(false);
    const shop = await get(
      `/seller/order-groups/${world.group.id}/driver-location`,
      world.seller.headers,
    );
    expect(shop.json().data.in_transit).toBe(true);
  });

  it("never refuses a position sent soon after another: it replaces the latest, and checks the coordinates", async () => {
    const world = await createTrackedGroup(t.app);
    expect((await post(world.group.id, world.driver.headers, tehran)).statusCode).toBe(201);
    // The job page reopened a few seconds later sends at once: taken, as the newest position.
    const moved = { latitude: 35.7, longitude: 51.4, accuracy_m: 8 };
    const soon = await post(world.group.id, world.driver.headers, moved);
    expect(soon.statusCode).toBe(201);
    const trail = await get(
      `/seller/order-groups/${world.group.id}/driver-location`,
      world.seller.headers,
    );
    expect(trail.json().data.positions).toEqual([expect.objectContaining(moved)]);
    expect(trail.json().data.last_position).toMatchObject(moved);

    for (const body of [
      { latitude: 91, longitude: 51 },
      { latitude: 35, longitude: -181 },
      { latitude: "35", longitude: 51 },
      { latitude: 35 },
      { latitude: 35, longitude: 51, accuracy_m: -1 },
      { latitude: 35, longitude: 51, speed: 3 },
    ]) {
      const response = await post(world.group.id, world.driver.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await post(99_999_999_999, world.driver.headers, tehran)).statusCode).toBe(422);
    expect((await post(2_000_000_000, world.driver.headers, tehran)).statusCode).toBe(404);
  });

  it("keeps a person to a bounded number of open streams", async () => {
    const world = await createTrackedGroup(t.app);
    const url = `/seller/order-groups/${world.group.id}/driver-location/stream`;
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const controllers: AbortController[] = [];
    try {
      for (let i = 0; i < 5; i += 1) {
        const controller = new AbortController();
        controllers.push(controller);
        const response = await fetch(`${address}/api/v1${url}`, {
          headers: { cookie: world.seller.cookie },
          signal: controller.signal,
        });
        expect(response.status).toBe(200);
      }
      const sixth = await fetch(`${address}/api/v1${url}`, {
        headers: { cookie: world.seller.cookie },
      });
      expect(sixth.status).toBe(429);
      expect(((await sixth.json()) as { messages: unknown }).messages).toEqual(
        errorMessages("tracking_too_many_streams"),
      );
      // A closed stream frees its place.
      controllers.pop()?.abort();
      await waitFor(() => t.app.trackingHub.size === 4);
      const again = new AbortController();
      controllers.push(again);
      const response = await fetch(`${address}/api/v1${url}`, {
        headers: { cookie: world.seller.cookie },
        signal: again.signal,
      });
      expect(response.status).toBe(200);
    } finally {
      for (const controller of controllers) controller.abort();
      await waitFor(() => t.app.trackingHub.size === 0);
    }
  });

  it("streams a posted position to a subscriber over Server-Sent Events", async () => {
    const world = await createTrackedGroup(t.app);
    const [order] = world.orders;
    const [customer] = world.customers;
    if (!order || !customer) throw new Error("world without an order");
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: "127.0.0.1", port: 0 });
    const controller = new AbortController();
    const response = await fetch(
      `${address}/api/v1/customer/orders/${order.id}/driver-location/stream`,
      { headers: { cookie: customer.cookie }, signal: controller.signal },
    );
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      expect(response.headers.get("cache-control")).toContain("no-transform");
      const events = readEvents(response);
      const first = await events.next();
      expect(first.event).toBe("location");
      expect(JSON.parse(first.data)).toMatchObject({ group_id: world.group.id, positions: [] });

      expect((await post(world.group.id, world.driver.headers, tehran)).statusCode).toBe(201);
      const next = await events.next();
      expect(next.event).toBe("position");
      expect(JSON.parse(next.data)).toMatchObject({ group_id: world.group.id, ...tehran });
    } finally {
      controller.abort();
      await waitFor(() => t.app.trackingHub.size === 0);
    }
  });

  it("tells a stream the trip is over and closes it", async () => {
    const world = await createTrackedGroup(t.app, { status: "driver_assigned" });
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ host: "127.0.0.1", port: 0 });
    const response = await fetch(
      `${address}/api/v1/seller/order-groups/${world.group.id}/driver-location/stream`,
      { headers: { cookie: world.seller.cookie } },
    );
    const events = readEvents(response);
    expect((await events.next()).event).toBe("location");
    expect((await events.next()).event).toBe("ended");
    await waitFor(() => t.app.trackingHub.size === 0);
  });

  it("lists every tracking endpoint in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      "/api/v1/driver/jobs/{gid}/positions",
      "/api/v1/seller/order-groups/{gid}/driver-location",
      "/api/v1/seller/order-groups/{gid}/driver-location/stream",
      "/api/v1/customer/orders/{id}/driver-location",
      "/api/v1/customer/orders/{id}/driver-location/stream",
      "/api/v1/admin/order-groups/{gid}/driver-location",
      "/api/v1/admin/order-groups/{gid}/driver-location/stream",
      "/api/v1/driver/jobs/{gid}/driver-location",
      "/api/v1/driver/jobs/{gid}/driver-location/stream",
    ]) {
      expect(paths).toContain(path);
    }
    expect(document.paths["/api/v1/driver/jobs/{gid}/positions"].post.responses).toHaveProperty(
      "409",
    );
  });

  it("purges positions older than 30 days with the durable job, and running it again deletes nothing more", async () => {
    const world = await createTrackedGroup(t.app);
    const old = await insertPositionAt(t.db, world, tehran, 31 * day);
    const recent = await insertPositionAt(t.db, world, tehran, 29 * day);
    const { purgeOldPositions } = await import("./tracking.service");
    const [job] = await t.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.kind, "purge_driver_positions"));
    expect(job).toBeDefined();
    await t.app.jobs.runDue();
    const left = async () =>
      (
        await t.db
          .select({ id: schema.driverPositions.id })
          .from(schema.driverPositions)
          .where(eq(schema.driverPositions.orderGroupId, world.group.id))
      ).map((row) => row.id);
    expect(await left()).toEqual([recent.id]);
    expect(await left()).not.toContain(old.id);
    expect(await purgeOldPositions(t.db)).toBe(0);
    expect(await left()).toEqual([recent.id]);
  });
});
