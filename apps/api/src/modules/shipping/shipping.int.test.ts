import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createShop,
  dayFromToday,
} from "../../test/commerce";
import { closeWithLedgerBalanced } from "../../test/ledger";
import {
  call,
  createDriver,
  data,
  deliveryCodeOf,
  expectError,
  type GroupJson,
  loadingRequestBody,
  orderInState,
  paidOrder,
  recordMatchingPickup,
} from "../../test/shipping";

describe("shipping: groups, loading requests, proposals, delivery", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => closeWithLedgerBalanced(t));

  const orderStatus = async (id: number) =>
    (await t.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]?.status;

  describe("order groups", () => {
    it("groups preparing orders to one city and refuses another city in both languages", async () => {
      const shop = await createShop(t.app, world);
      const first = await paidOrder(t.app, world, shop);
      const second = await paidOrder(t.app, world, shop);
      const away = await paidOrder(t.app, world, shop, { place: world.away });

      const refused = await call(t.app, shop.headers, "POST", "/seller/order-groups", {
        order_ids: [first.orderId, away.orderId],
      });
      expect(refused.statusCode).toBe(422);
      expectError(refused, "different_destination_city");
      expect(refused.json().messages.fa).toMatch(/شهر مقصد/);
      expect(refused.json().messages.en).toMatch(/same destination city/);

      const group = await data<GroupJson>(t.app, shop.headers, "POST", "/seller/order-groups", {
        order_ids: [first.orderId, second.orderId],
      });
      expect(group.orders.map((order) => order.id).sort()).toEqual(
        [first.orderId, second.orderId].sort(),
      );
      expect(group.status).toBe("preparing");
      expect(group.loading_request).toBeNull();

      const listed = await data<{ items: { id: number }[] }>(
        t.app,
        shop.headers,
        "GET",
        "/seller/order-groups",
      );
      expect(listed.items.map((item) => item.id)).toContain(group.id);

      // The order page shows which shipment it travels in.
      const order = await data<{ shipment: { group_id: number } | null }>(
        t.app,
        first.customer.headers,
        "GET",
        `/customer/orders/${first.orderId}`,
      );
      expect(order.shipment?.group_id).toBe(group.id);
    });

    it("refuses an order that is not preparing, and another shop's order", async () => {
      const shop = await createShop(t.app, world);
      const other = await createShop(t.app, world);
      const unaccepted = await paidOrder(t.app, world, shop, { accept: false });
      const theirs = await paidOrder(t.app, world, other);

      const notPreparing = await call(t.app, shop.headers, "POST", "/seller/order-groups", {
        order_ids: [unaccepted.orderId],
      });
      expect(notPreparing.statusCode).toBe(409);
      expectError(notPreparing, "order_not_preparing");

      const notMine = await call(t.app, shop.headers, "POST", "/seller/order-groups", {
        order_ids: [theirs.orderId],
      });
      expect(notMine.statusCode).toBe(404);
    });

    it("never shows a seller another shop's group or loading request", async () => {
      const { groupId, requestId } = await orderInState(t.app, world, "awaiting_driver");
      const stranger = await createShop(t.app, world);
      expect(
        (await call(t.app, stranger.headers, "GET", `/seller/order-groups/${groupId}`)).statusCode,
      ).toBe(404);
      expect(
        (
          await call(
            t.app,
            stranger.headers,
            "POST",
            `/seller/loading-requests/${requestId}/cancel`,
          )
        ).statusCode,
      ).toBe(404);
      const list = await data<{ items: unknown[] }>(
        t.app,
        stranger.headers,
        "GET",
        "/seller/loading-requests",
      );
      expect(list.items).toEqual([]);
    });

    it("answers bad ids and out-of-range numbers with 4xx, never 500", async () => {
      const shop = await createShop(t.app, world);
      const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const { orderId } = await paidOrder(t.app, world, shop);
      const cases = [
        call(t.app, shop.headers, "GET", "/seller/order-groups/abc"),
        call(t.app, shop.headers, "GET", "/seller/order-groups/99999999999"),
        call(t.app, shop.headers, "GET", "/seller/order-groups/0"),
        call(t.app, shop.headers, "POST", "/seller/order-groups", { order_ids: [] }),
        call(t.app, shop.headers, "POST", "/seller/order-groups", { order_ids: [3e10] }),
        call(t.app, shop.headers, "POST", "/seller/order-groups", {
          order_ids: [orderId, orderId],
        }),
        call(
          t.app,
          shop.headers,
          "POST",
          `/seller/orders/${orderId}/loading-request`,
          loadingRequestBody(world, { weight_kg: 0 }),
        ),
        call(
          t.app,
          shop.headers,
          "POST",
          `/seller/orders/${orderId}/loading-request`,
          loadingRequestBody(world, { weight_kg: 1e9 }),
        ),
        call(
          t.app,
          shop.headers,
          "POST",
          `/seller/orders/${orderId}/loading-request`,
          loadingRequestBody(world, { time_block_id: 2_000_000_000 }),
        ),
        call(t.app, shop.headers, "POST", "/seller/proposals/99999999999/accept"),
        call(t.app, driver.headers, "GET", "/driver/loading-requests/-1"),
        call(t.app, driver.headers, "PUT", "/driver/loading-requests/1/proposal", {
          price_toman: -5,
          duration_hours: 2,
        }),
        call(t.app, driver.headers, "PUT", "/driver/loading-requests/1/proposal", {
          price_toman: 1e20,
          duration_hours: 2,
        }),
        call(t.app, driver.headers, "GET", "/driver/proposals?status=lost"),
        call(t.app, driver.headers, "POST", "/driver/jobs/1/orders/99999999999/delivered"),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
      expect(await orderStatus(orderId)).toBe("preparing");
    });
  });

  describe("loading requests and proposals", () => {
    it("refuses a loading date before today", async () => {
      const shop = await createShop(t.app, world);
      const { orderId } = await paidOrder(t.app, world, shop);
      const response = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/loading-request`,
        loadingRequestBody(world, { loading_date: dayFromToday(-1) }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.en.loading_date).toBeTruthy();
      expect(await orderStatus(orderId)).toBe("preparing");
    });

    it("sends a group's orders to awaiting_driver together, and the cancel brings them back", async () => {
      const shop = await createShop(t.app, world);
      const a = await paidOrder(t.app, world, shop);
      const b = await paidOrder(t.app, world, shop);
      const group = await data<GroupJson>(t.app, shop.headers, "POST", "/seller/order-groups", {
        order_ids: [a.orderId, b.orderId],
      });
      const sent = await data<GroupJson>(
        t.app,
        shop.headers,
        "POST",
        `/seller/order-groups/${group.id}/loading-request`,
        loadingRequestBody(world),
      );
      expect(sent.status).toBe("awaiting_driver");
      expect(sent.carrier).toBe("driver");
      expect(await orderStatus(a.orderId)).toBe("awaiting_driver");
      expect(await orderStatus(b.orderId)).toBe("awaiting_driver");

      // A second request while one is open is refused.
      const again = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/order-groups/${group.id}/loading-request`,
        loadingRequestBody(world),
      );
      expect(again.statusCode).toBe(409);

      const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const requestId = sent.loading_request?.id;
      await data(t.app, driver.headers, "PUT", `/driver/loading-requests/${requestId}/proposal`, {
        price_toman: 300_000,
        duration_hours: 5,
      });

      const cancelled = await data<GroupJson>(
        t.app,
        shop.headers,
        "POST",
        `/seller/loading-requests/${requestId}/cancel`,
      );
      expect(cancelled.status).toBe("preparing");
      expect(cancelled.loading_request?.status).toBe("cancelled");
      expect(cancelled.loading_request?.proposals[0]?.status).toBe("declined");
      expect(await orderStatus(a.orderId)).toBe("preparing");

      const twice = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/loading-requests/${requestId}/cancel`,
      );
      expect(twice.statusCode).toBe(409);
      expectError(twice, "loading_request_not_open");
      // A proposal on a closed request is refused.
      const late = await call(
        t.app,
        driver.headers,
        "PUT",
        `/driver/loading-requests/${requestId}/proposal`,
        {
          price_toman: 250_000,
          duration_hours: 5,
        },
      );
      expect(late.statusCode).toBe(409);
    });

    it("shows proposals to their seller ranked (the cheaper first at an equal arrival), and the seller accepts it", async () => {
      const { shop, groupId, requestId, orderId } = await orderInState(
        t.app,
        world,
        "awaiting_driver",
      );
      const dear = await createDriver(t.app, {
        provinceIds: [world.home.provinceId],
        name: "Dear",
      });
      const cheap = await createDriver(t.app, {
        provinceIds: [world.home.provinceId],
        name: "Cheap",
      });
      await data(t.app, dear.headers, "PUT", `/driver/loading-requests/${requestId}/proposal`, {
        price_toman: 900_000,
        duration_hours: 8,
      });
      await data(t.app, cheap.headers, "PUT", `/driver/loading-requests/${requestId}/proposal`, {
        price_toman: 500_000,
        duration_hours: 8,
      });
      const group = await data<GroupJson>(
        t.app,
        shop.headers,
        "GET",
        `/seller/order-groups/${groupId}`,
      );
      const proposals = group.loading_request?.proposals ?? [];
      expect(proposals.map((p) => p.price_rials)).toEqual([5_000_000, 9_000_000]);
      expect(group.loading_request?.proposal_count).toBe(2);

      const accepted = await data<GroupJson>(
        t.app,
        shop.headers,
        "POST",
        `/seller/proposals/${proposals[0]?.id}/accept`,
      );
      expect(accepted.status).toBe("driver_assigned");
      expect(accepted.driver?.name).toBe("Cheap");
      expect(accepted.driver_price_rials).toBe(5_000_000);
      expect(accepted.loading_request?.proposals.map((p) => p.status)).toEqual([
        "accepted",
        "declined",
      ]);
      expect(await orderStatus(orderId)).toBe("driver_assigned");

      // The loser sees their proposal declined; the customer sees the driver.
      const lost = await data<{ items: { status: string }[] }>(
        t.app,
        dear.headers,
        "GET",
        "/driver/proposals?status=declined",
      );
      expect(lost.items).toHaveLength(1);
      const refused = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/proposals/${proposals[1]?.id}/accept`,
      );
      expect(refused.statusCode).toBe(409);
    });

    it("leaves one driver when two accepts race", async () => {
      const { shop, requestId, groupId } = await orderInState(t.app, world, "awaiting_driver");
      const one = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const two = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const ids: number[] = [];
      for (const driver of [one, two]) {
        const answer = await data<{ my_proposal: { id: number } }>(
          t.app,
          driver.headers,
          "PUT",
          `/driver/loading-requests/${requestId}/proposal`,
          { price_toman: 400_000, duration_hours: 3 },
        );
        ids.push(answer.my_proposal.id);
      }
      const answers = await Promise.all(
        ids.map((id) => call(t.app, shop.headers, "POST", `/seller/proposals/${id}/accept`)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const proposals = await t.db
        .select()
        .from(schema.driverProposals)
        .where(eq(schema.driverProposals.loadingRequestId, requestId));
      expect(proposals.filter((p) => p.status === "accepted")).toHaveLength(1);
      const [group] = await t.db
        .select()
        .from(schema.orderGroups)
        .where(eq(schema.orderGroups.id, groupId));
      expect(proposals.find((p) => p.status === "accepted")?.driverId).toBe(group?.driverId);
    });

    it("lets a driver change, withdraw and renew a pending proposal, never a decided one", async () => {
      const { requestId } = await orderInState(t.app, world, "awaiting_driver");
      const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const url = `/driver/loading-requests/${requestId}/proposal`;
      const first = await data<{ my_proposal: { id: number; price_rials: number } }>(
        t.app,
        driver.headers,
        "PUT",
        url,
        { price_toman: 500_000, duration_hours: 24 },
      );
      const changed = await data<{ my_proposal: { id: number; price_rials: number } }>(
        t.app,
        driver.headers,
        "PUT",
        url,
        { price_toman: 450_000, duration_hours: 20 },
      );
      expect(changed.my_proposal.id).toBe(first.my_proposal.id);
      expect(changed.my_proposal.price_rials).toBe(4_500_000);
      const id = first.my_proposal.id;
      const withdrawn = await data<{ status: string }>(
        t.app,
        driver.headers,
        "POST",
        `/driver/proposals/${id}/withdraw`,
      );
      expect(withdrawn.status).toBe("withdrawn");
      expect(
        (await call(t.app, driver.headers, "POST", `/driver/proposals/${id}/withdraw`)).statusCode,
      ).toBe(409);
      const renewed = await data<{ my_proposal: { status: string } }>(
        t.app,
        driver.headers,
        "PUT",
        url,
        {
          price_toman: 480_000,
          duration_hours: 20,
        },
      );
      expect(renewed.my_proposal.status).toBe("pending");
    });
  });

  describe("drivers", () => {
    it("refuses a driver who is not approved with a clear 403", async () => {
      const { requestId } = await orderInState(t.app, world, "awaiting_driver");
      for (const reviewStatus of ["pending_review", "rejected"] as const) {
        const driver = await createDriver(t.app, {
          provinceIds: [world.home.provinceId],
          reviewStatus,
        });
        const response = await call(
          t.app,
          driver.headers,
          "PUT",
          `/driver/loading-requests/${requestId}/proposal`,
          {
            price_toman: 400_000,
            duration_hours: 3,
          },
        );
        expect(response.statusCode).toBe(403);
        expectError(response, "driver_not_approved");
        expect(response.json().messages.fa).toMatch(/تأیید نشده/);
        expect(
          (await call(t.app, driver.headers, "GET", "/driver/loading-requests")).statusCode,
        ).toBe(403);
      }
    });

    it("lists only loads a driver can serve: their provinces and capacity", async () => {
      const { requestId } = await orderInState(t.app, world, "awaiting_driver");
      const local = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      const elsewhere = await createDriver(t.app, { provinceIds: [world.away.provinceId] });
      const small = await createDriver(t.app, {
        provinceIds: [world.home.provinceId],
        capacityKg: 50,
      });
      const listed = async (headers: Record<string, string>) =>
        (
          await data<{ items: { id: number }[] }>(
            t.app,
            headers,
            "GET",
            "/driver/loading-requests?per_page=48",
          )
        ).items.map((item) => item.id);
      expect(await listed(local.headers)).toContain(requestId);
      expect(await listed(elsewhere.headers)).not.toContain(requestId);
      expect(await listed(small.headers)).not.toContain(requestId);
      expect(
        (await call(t.app, elsewhere.headers, "GET", `/driver/loading-requests/${requestId}`))
          .statusCode,
      ).toBe(404);
      const refused = await call(
        t.app,
        small.headers,
        "PUT",
        `/driver/loading-requests/${requestId}/proposal`,
        {
          price_toman: 400_000,
          duration_hours: 3,
        },
      );
      expect(refused.statusCode).toBe(403);
      expectError(refused, "driver_cannot_serve");
    });

    it("never shows a driver another driver's proposal prices or jobs", async () => {
      const { driver, groupId, requestId } = await orderInState(t.app, world, "driver_assigned");
      const rival = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      if (!driver) throw new Error("no driver");
      // The request is no longer open and the rival never proposed: it is not theirs to see.
      expect(
        (await call(t.app, rival.headers, "GET", `/driver/loading-requests/${requestId}`))
          .statusCode,
      ).toBe(404);
      expect((await call(t.app, rival.headers, "GET", `/driver/jobs/${groupId}`)).statusCode).toBe(
        404,
      );
      expect(
        (await call(t.app, rival.headers, "POST", `/driver/jobs/${groupId}/loaded`)).statusCode,
      ).toBe(404);
      const jobs = await data<{ items: unknown[] }>(t.app, rival.headers, "GET", "/driver/jobs");
      expect(jobs.items).toEqual([]);
      const proposals = await data<{ items: unknown[] }>(
        t.app,
        rival.headers,
        "GET",
        "/driver/proposals",
      );
      expect(proposals.items).toEqual([]);

      // On an open request a driver sees only their own proposal, never the others' prices.
      const { requestId: open } = await orderInState(t.app, world, "awaiting_driver");
      await data(t.app, driver.headers, "PUT", `/driver/loading-requests/${open}/proposal`, {
        price_toman: 777_000,
        duration_hours: 3,
      });
      const seen = await call(t.app, rival.headers, "GET", `/driver/loading-requests/${open}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.my_proposal).toBeNull();
      expect(seen.body).not.toContain("7770000");
      const withdrawOther = await data<{ items: { id: number }[] }>(
        t.app,
        driver.headers,
        "GET",
        "/driver/proposals?status=pending",
      );
      const other = withdrawOther.items[0]?.id;
      expect(
        (await call(t.app, rival.headers, "POST", `/driver/proposals/${other}/withdraw`))
          .statusCode,
      ).toBe(404);
    });
  });

  describe("delivery", () => {
    it("walks driver_assigned → in_transit → delivered and refuses every other move", async () => {
      const { driver, groupId, orderId, shop, customer } = await orderInState(
        t.app,
        world,
        "driver_assigned",
      );
      if (!driver) throw new Error("no driver");
      const deliverUrl = `/driver/jobs/${groupId}/orders/${orderId}/delivered`;
      // Not loaded yet: cannot deliver (and no code exists to give).
      expect(await deliveryCodeOf(t.app, customer.headers, orderId)).toBeNull();
      const early = await call(t.app, driver.headers, "POST", deliverUrl, { code: "12345" });
      expect(early.statusCode, early.body).toBe(409);
      await recordMatchingPickup(t.app, driver.headers, groupId);
      const loaded = await data<{ status: string; loaded_at: string | null }>(
        t.app,
        driver.headers,
        "POST",
        `/driver/jobs/${groupId}/loaded`,
      );
      expect(loaded.status).toBe("in_transit");
      expect(loaded.loaded_at).not.toBeNull();
      expect(
        (await call(t.app, driver.headers, "POST", `/driver/jobs/${groupId}/loaded`)).statusCode,
      ).toBe(409);
      const code = await deliveryCodeOf(t.app, customer.headers, orderId);
      expect(code).toMatch(/^\d{5}$/);
      // The shop cannot mark a driver's load delivered, even with the right code.
      expect(
        (await call(t.app, shop.headers, "POST", `/seller/orders/${orderId}/delivered`, { code }))
          .statusCode,
      ).toBe(409);
      const delivered = await data<{ status: string; orders: { delivered_at: string | null }[] }>(
        t.app,
        driver.headers,
        "POST",
        deliverUrl,
        { code },
      );
      expect(delivered.status).toBe("delivered");
      expect(delivered.orders[0]?.delivered_at).not.toBeNull();
      expect((await call(t.app, driver.headers, "POST", deliverUrl, { code })).statusCode).toBe(
        409,
      );

      const seen = await data<{
        status: string;
        shipment: { carrier: string; driver: { name: string; plate: string } | null };
      }>(t.app, customer.headers, "GET", `/customer/orders/${orderId}`);
      expect(seen.status).toBe("delivered");
      expect(seen.shipment.carrier).toBe("driver");
      expect(seen.shipment.driver?.plate).toBe("12ب345-67");
    });

    it("self-loading: preparing → in_transit → delivered by the shop, once", async () => {
      const { shop, orderId, customer } = await orderInState(t.app, world, "preparing");
      const past = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/self-loading`,
        {
          expected_delivery_at: new Date(Date.now() - 86_400_000).toISOString(),
        },
      );
      expect(past.statusCode).toBe(422);
      const expected = new Date(Date.now() + 86_400_000).toISOString();
      const started = await data<GroupJson & { expected_delivery_at: string }>(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/self-loading`,
        { expected_delivery_at: expected },
      );
      expect(started.carrier).toBe("seller");
      expect(started.status).toBe("in_transit");
      expect(started.expected_delivery_at).toBe(expected);
      expect(
        (
          await call(t.app, shop.headers, "POST", `/seller/orders/${orderId}/self-loading`, {
            expected_delivery_at: expected,
          })
        ).statusCode,
      ).toBe(409);
      // The shop delivers it like a driver: with the code its customer was given.
      const code = await deliveryCodeOf(t.app, customer.headers, orderId);
      expect(code).toMatch(/^\d{5}$/);
      // Nobody else may deliver it: a stranger shop gets 404.
      const stranger = await createShop(t.app, world);
      expect(
        (
          await call(t.app, stranger.headers, "POST", `/seller/orders/${orderId}/delivered`, {
            code,
          })
        ).statusCode,
      ).toBe(404);
      const done = await data<GroupJson>(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/delivered`,
        { code },
      );
      expect(done.status).toBe("delivered");
      expect(
        (await call(t.app, shop.headers, "POST", `/seller/orders/${orderId}/delivered`, { code }))
          .statusCode,
      ).toBe(409);
      const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
      expect(row?.deliveredAt).not.toBeNull();
      const seen = await data<{ shipment: { carrier: string; driver: null } }>(
        t.app,
        customer.headers,
        "GET",
        `/customer/orders/${orderId}`,
      );
      expect(seen.shipment).toMatchObject({ carrier: "seller", driver: null });
    });

    it("refuses a loading request for an order already on its way", async () => {
      const { shop, orderId } = await orderInState(t.app, world, "in_transit");
      const response = await call(
        t.app,
        shop.headers,
        "POST",
        `/seller/orders/${orderId}/loading-request`,
        loadingRequestBody(world),
      );
      expect(response.statusCode).toBe(409);
    });
  });

  describe("the expiry job", () => {
    it("expires overdue open requests once: proposals declined, orders back to preparing", async () => {
      const { requestId, orderId } = await orderInState(t.app, world, "awaiting_driver");
      const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
      await data(t.app, driver.headers, "PUT", `/driver/loading-requests/${requestId}/proposal`, {
        price_toman: 300_000,
        duration_hours: 5,
      });
      // Its loading day passes.
      await t.db
        .update(schema.loadingRequests)
        .set({ loadingDate: dayFromToday(-2) })
        .where(eq(schema.loadingRequests.id, requestId));

      const { expireLoadingRequests } = await import("../../flows/expire-loading-requests");
      expect(await expireLoadingRequests(t.db)).toBeGreaterThanOrEqual(1);
      expect(await expireLoadingRequests(t.db)).toBe(0);

      const [request] = await t.db
        .select()
        .from(schema.loadingRequests)
        .where(eq(schema.loadingRequests.id, requestId));
      expect(request?.status).toBe("expired");
      expect(await orderStatus(orderId)).toBe("preparing");
      const [proposal] = await t.db
        .select()
        .from(schema.driverProposals)
        .where(eq(schema.driverProposals.loadingRequestId, requestId));
      expect(proposal?.status).toBe("declined");
      const events = await t.db
        .select()
        .from(schema.orderEvents)
        .where(eq(schema.orderEvents.orderId, orderId));
      expect(events.filter((event) => event.toStatus === "preparing")).toHaveLength(2);
    });

    it("runs as a registered job", async () => {
      const { requestId } = await orderInState(t.app, world, "awaiting_driver");
      await t.db
        .update(schema.loadingRequests)
        .set({ loadingDate: dayFromToday(-1) })
        .where(eq(schema.loadingRequests.id, requestId));
      await t.app.jobs.runDue();
      const [request] = await t.db
        .select()
        .from(schema.loadingRequests)
        .where(eq(schema.loadingRequests.id, requestId));
      expect(request?.status).toBe("expired");
    });
  });

  it("lists every shipping, receipt and dispute endpoint in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    const operations = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    for (const operation of [
      "post /api/v1/seller/order-groups",
      "get /api/v1/seller/order-groups",
      "get /api/v1/seller/order-groups/{gid}",
      "post /api/v1/seller/order-groups/{gid}/loading-request",
      "post /api/v1/seller/orders/{id}/loading-request",
      "get /api/v1/seller/loading-requests",
      "post /api/v1/seller/loading-requests/{id}/cancel",
      "post /api/v1/seller/proposals/{id}/accept",
      "post /api/v1/seller/orders/{id}/self-loading",
      "post /api/v1/seller/orders/{id}/delivered",
      "get /api/v1/driver/loading-requests",
      "get /api/v1/driver/loading-requests/{id}",
      "put /api/v1/driver/loading-requests/{id}/proposal",
      "post /api/v1/driver/proposals/{id}/withdraw",
      "get /api/v1/driver/proposals",
      "get /api/v1/driver/jobs",
      "get /api/v1/driver/jobs/{gid}",
      "post /api/v1/driver/jobs/{gid}/loaded",
      "post /api/v1/driver/jobs/{gid}/orders/{oid}/delivered",
      "post /api/v1/customer/orders/{id}/receipt",
      "post /api/v1/customer/orders/{id}/dispute",
      "post /api/v1/customer/orders/{id}/driver-rating",
      "get /api/v1/admin/disputes",
      "post /api/v1/admin/disputes/{id}/resolve",
    ]) {
      expect(operations).toContain(operation);
    }
  });
});
