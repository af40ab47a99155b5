import type { Pickup } from "@kesht/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { makePng, uploadId } from "../../test/files";
import { closeWithLedgerBalanced } from "../../test/ledger";
import {
  call,
  createDriver,
  data,
  expectError,
  type GroupJson,
  type Headers,
  loadingRequestBody,
  orderInState,
} from "../../test/shipping";
import { signIn } from "../../test/sign-in";

/*
 * The shop calls off a load whose pickup it disputed (issue 29 item 3, decision 045): the
 * driver is released and told, the orders go back to preparing, the evidence stays; every
 * other state answers 409, and a cancel racing the driver's new record, the shop's other
 * answers or another cancel leaves exactly one outcome.
 */
describe("cancelling a load after a disputed pickup", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => closeWithLedgerBalanced(t));

  type Group = GroupJson & { pickup_record: Pickup | null };

  const record = async (headers: Headers, groupId: number, packageCount: number) => {
    const photo = await uploadId(t.app, headers, "pickup_photo", await makePng(64, 64), "p.png");
    return call(t.app, headers, "POST", `/driver/jobs/${groupId}/pickup`, {
      package_count: packageCount,
      weight_kg: 100,
      photo_file_ids: [photo],
    });
  };
  const dispute = (headers: Headers, groupId: number) =>
    data(t.app, headers, "POST", `/seller/order-groups/${groupId}/pickup/dispute`, {
      note: "Four crates are on the dock",
    });
  const cancelLoad = (headers: Headers, groupId: number) =>
    call(t.app, headers, "POST", `/seller/order-groups/${groupId}/cancel-load`);
  const groupOf = (headers: Headers, groupId: number) =>
    data<Group>(t.app, headers, "GET", `/seller/order-groups/${groupId}`);

  /** A job whose driver recorded three packages where four were stated, disputed by the shop. */
  async function disputedJob(options: { capacityKg?: number } = {}) {
    const driver = await createDriver(t.app, {
      provinceIds: [world.home.provinceId],
      ...(options.capacityKg ? { capacityKg: options.capacityKg } : {}),
    });
    const state = await orderInState(t.app, world, "driver_assigned", { driver });
    expect((await record(driver.headers, state.groupId, 3)).statusCode).toBe(200);
    await dispute(state.shop.headers, state.groupId);
    return { ...state, driver };
  }

  it("releases the driver, tells them, sends the orders back and keeps the evidence", async () => {
    const { driver, groupId, orderId, requestId, shop } = await disputedJob({ capacityKg: 150 });
    // Carrying this load, the driver has no room for another of the same weight.
    const other = await orderInState(t.app, world, "awaiting_driver");
    const bid = () =>
      call(t.app, driver.headers, "PUT", `/driver/loading-requests/${other.requestId}/proposal`, {
        price_toman: 300_000,
        duration_hours: 6,
      });
    expectError(await bid(), "driver_capacity_full");

    const cancelled = await cancelLoad(shop.headers, groupId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().messages.fa).toContain("لغو");
    const group = cancelled.json().data as Group;
    expect(group).toMatchObject({
      status: "preparing",
      driver: null,
      driver_price_rials: null,
      orders: [{ id: orderId, status: "preparing" }],
      loading_request: { id: requestId, status: "cancelled" },
      pickup_record: {
        status: "disputed",
        package_count: 3,
        seller_note: "Four crates are on the dock",
      },
    });
    expect(group.pickup_record?.photo_urls).toHaveLength(1);
    expect(group.loading_request?.proposals).toMatchObject([{ status: "declined" }]);

    // The job is no longer the driver's; they were told, in both languages.
    expectError(
      await call(t.app, driver.headers, "GET", `/driver/jobs/${groupId}`),
      "job_not_found",
    );
    const jobs = await data<{ items: { id: number }[] }>(
      t.app,
      driver.headers,
      "GET",
      "/driver/jobs",
    );
    expect(jobs.items.map((job) => job.id)).not.toContain(groupId);
    const notes = await data<{ items: { kind: string; link: string; text: string }[] }>(
      t.app,
      driver.headers,
      "GET",
      "/driver/notifications",
    );
    expect(notes.items.find((item) => item.kind === "proposal_declined")).toMatchObject({
      link: `/driver/loading-requests/${requestId}`,
    });
    const request = await data<{ status: string; my_proposal: { status: string } }>(
      t.app,
      driver.headers,
      "GET",
      `/driver/loading-requests/${requestId}`,
    );
    expect(request).toMatchObject({ status: "cancelled", my_proposal: { status: "declined" } });
    // Their capacity is free again.
    expect((await bid()).statusCode).toBe(200);

    // The admins still see what was recorded and disputed on the order.
    const admin = await signIn(t.app, { role: "admin" });
    const detail = await data<{ order: { status: string; shipment: { pickup_record: Pickup } } }>(
      t.app,
      admin.headers,
      "GET",
      `/admin/orders/${orderId}`,
    );
    expect(detail.order.status).toBe("preparing");
    expect(detail.order.shipment.pickup_record).toMatchObject({ status: "disputed" });

    // Done once: again is 409; and the shop may send the orders to drivers again.
    expectError(await cancelLoad(shop.headers, groupId), "load_not_cancellable");
    const again = await call(
      t.app,
      shop.headers,
      "POST",
      `/seller/order-groups/${groupId}/loading-request`,
      loadingRequestBody(world),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: "awaiting_driver" });
  });

  it("answers 404 for another shop's group, 403 for a driver and 409 outside a dispute", async () => {
    const { driver, groupId, shop } = await orderInState(t.app, world, "driver_assigned");
    if (!driver) throw new Error("no driver");
    const stranger = await createShop(t.app, world);
    expectError(await cancelLoad(stranger.headers, groupId), "order_group_not_found");
    expect((await cancelLoad(driver.headers, groupId)).statusCode).toBe(403);
    expectError(await cancelLoad(shop.headers, 999_999), "order_group_not_found");

    // An accepted request is not withdrawn like an open one: its load is cancelled, after a dispute.
    const requestId = (await groupOf(shop.headers, groupId)).loading_request?.id ?? 0;
    expectError(
      await call(t.app, shop.headers, "POST", `/seller/loading-requests/${requestId}/cancel`),
      "loading_request_not_open",
    );
    // No record yet, then one waiting for the shop's answer: the shop answers, it does not cancel.
    expectError(await cancelLoad(shop.headers, groupId), "load_not_cancellable");
    await record(driver.headers, groupId, 3);
    const waiting = await cancelLoad(shop.headers, groupId);
    expectError(waiting, "load_not_cancellable");
    expect(waiting.json().messages.fa).toEqual(expect.any(String));
    // Confirmed: the load may leave, and once it has, nothing is cancelled either.
    await data(t.app, shop.headers, "POST", `/seller/order-groups/${groupId}/pickup/confirm`);
    expectError(await cancelLoad(shop.headers, groupId), "load_not_cancellable");
    await data(t.app, driver.headers, "POST", `/driver/jobs/${groupId}/loaded`);
    expectError(await cancelLoad(shop.headers, groupId), "load_not_cancellable");
    expect((await groupOf(shop.headers, groupId)).status).toBe("in_transit");

    // A group whose request is still open is withdrawn through its request, not here.
    const open = await orderInState(t.app, world, "awaiting_driver");
    expectError(await cancelLoad(open.shop.headers, open.groupId), "load_not_cancellable");
  });

  it("lets an admin resolving the dispute cancel the load from the order's page, audited", async () => {
    const admin = await signIn(t.app, { role: "admin" });
    const byAdmin = (orderId: number) =>
      call(t.app, admin.headers, "POST", `/admin/orders/${orderId}/cancel-load`, {
        reason: "Shop and driver disagree on the count",
      });
    const actions = async (orderId: number) =>
      (
        await data<{ actions: { cancel_load: boolean } }>(
          t.app,
          admin.headers,
          "GET",
          `/admin/orders/${orderId}`,
        )
      ).actions;

    // Not while the pickup waits for the shop's answer.
    const waiting = await orderInState(t.app, world, "driver_assigned");
    if (!waiting.driver) throw new Error("no driver");
    await record(waiting.driver.headers, waiting.groupId, 3);
    expect((await actions(waiting.orderId)).cancel_load).toBe(false);
    expectError(await byAdmin(waiting.orderId), "load_not_cancellable");
    expectError(await byAdmin(999_999), "order_not_found");

    const { driver, groupId, orderId, shop } = await disputedJob();
    expect((await actions(orderId)).cancel_load).toBe(true);
    const missingReason = await call(
      t.app,
      admin.headers,
      "POST",
      `/admin/orders/${orderId}/cancel-load`,
      {},
    );
    expect(missingReason.statusCode).toBe(422);
    const cancelled = await byAdmin(orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: orderId, status: "preparing" });
    expect((await actions(orderId)).cancel_load).toBe(false);
    expect(await groupOf(shop.headers, groupId)).toMatchObject({
      driver: null,
      pickup_record: { status: "disputed" },
    });
    expectError(
      await call(t.app, driver.headers, "GET", `/driver/jobs/${groupId}`),
      "job_not_found",
    );
    const notes = await data<{ items: { kind: string; text: { en: string } | string }[] }>(
      t.app,
      driver.headers,
      "GET",
      "/driver/notifications",
    );
    expect(JSON.stringify(notes.items)).toContain("support cancelled load");
    const audit = await data<{ items: { action: string; target_id: string | null }[] }>(
      t.app,
      admin.headers,
      "GET",
      "/admin/audit?action=order.cancel_load",
    );
    expect(audit.items).toContainEqual(
      expect.objectContaining({ action: "order.cancel_load", target_id: String(orderId) }),
    );
    expectError(await byAdmin(orderId), "load_not_cancellable");
  });

  it("lets one of two cancels win", async () => {
    const { groupId, shop } = await disputedJob();
    const results = await Promise.all([
      cancelLoad(shop.headers, groupId),
      cancelLoad(shop.headers, groupId),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect((await groupOf(shop.headers, groupId)).orders).toMatchObject([{ status: "preparing" }]);
  });

  it("leaves one outcome when the driver records again as the shop cancels", async () => {
    const { driver, groupId, shop } = await disputedJob();
    // Four packages: matched, so the load could leave at once.
    const [cancelled, recorded] = await Promise.all([
      cancelLoad(shop.headers, groupId),
      record(driver.headers, groupId, 4),
    ]);
    const group = await groupOf(shop.headers, groupId);
    if (cancelled.statusCode === 200) {
      // The driver came second: the job is no longer theirs.
      expectError(recorded, "job_not_found");
      expect(group).toMatchObject({ status: "preparing", pickup_record: { status: "disputed" } });
      expectError(
        await call(t.app, driver.headers, "POST", `/driver/jobs/${groupId}/loaded`),
        "job_not_found",
      );
    } else {
      expect(recorded.statusCode, recorded.body).toBe(200);
      expectError(cancelled, "load_not_cancellable");
      expect(group).toMatchObject({
        status: "driver_assigned",
        pickup_record: { status: "matched" },
      });
    }
  });

  it("leaves one outcome when the shop cancels as the load leaves or the shop confirms", async () => {
    const { driver, groupId, shop } = await disputedJob();
    // From a dispute neither a confirm nor the departure may go: the cancel wins every time.
    const [cancelled, confirmed, loaded] = await Promise.all([
      cancelLoad(shop.headers, groupId),
      call(t.app, shop.headers, "POST", `/seller/order-groups/${groupId}/pickup/confirm`),
      call(t.app, driver.headers, "POST", `/driver/jobs/${groupId}/loaded`),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectError(confirmed, "pickup_not_pending");
    expect([404, 409]).toContain(loaded.statusCode);
    const group = await groupOf(shop.headers, groupId);
    expect(group).toMatchObject({ status: "preparing", pickup_record: { status: "disputed" } });
  });
});
