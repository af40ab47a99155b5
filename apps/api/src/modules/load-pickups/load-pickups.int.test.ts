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
  deliveryCodeOf,
  expectError,
  type Headers,
  orderInState,
} from "../../test/shipping";
import { signIn } from "../../test/sign-in";

/*
 * Proof at pickup and at delivery (issue 29 item 3, decision 036): only the assigned driver
 * records the pickup while the load waits for them; a record that differs from the load holds
 * it until the shop confirms; a dispute sends the driver back to record again; the delivery
 * keeps its place; the customer and the admins see the evidence.
 */
describe("proof at pickup and at delivery", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => closeWithLedgerBalanced(t));

  type Job = {
    status: string;
    needs: { package_count: number; weight_kg: number; temperature: string } | null;
    pickup_record: Pickup | null;
  };
  type Group = { pickup_record: Pickup | null };

  const photoOf = (headers: Headers, purpose: "pickup_photo" | "chat_image" = "pickup_photo") =>
    makePng(64, 64).then((png) => uploadId(t.app, headers, purpose, png, "pickup.png"));
  const pickupUrl = (groupId: number) => `/driver/jobs/${groupId}/pickup`;
  const record = async (
    headers: Headers,
    groupId: number,
    found: { package_count: number; weight_kg: number },
  ) =>
    call(t.app, headers, "POST", pickupUrl(groupId), {
      ...found,
      photo_file_ids: [await photoOf(headers), await photoOf(headers)],
    });
  const loaded = (headers: Headers, groupId: number) =>
    call(t.app, headers, "POST", `/driver/jobs/${groupId}/loaded`);
  const answer = (headers: Headers, groupId: number, how: "confirm" | "dispute", note?: string) =>
    call(
      t.app,
      headers,
      "POST",
      `/seller/order-groups/${groupId}/pickup/${how}`,
      how === "dispute" ? { note: note ?? "Only three crates were loaded" } : undefined,
    );

  /** A job waiting for its driver, whose driver recorded three packages where four were stated. */
  async function mismatchedJob() {
    const state = await orderInState(t.app, world, "driver_assigned");
    if (!state.driver) throw new Error("no driver");
    const recorded = await record(state.driver.headers, state.groupId, {
      package_count: 3,
      weight_kg: 100,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.pickup_record.status).toBe("awaiting_seller");
    return { ...state, driver: state.driver };
  }

  it("lets only the assigned driver record, with their own pickup photos, while the load waits", async () => {
    const { driver, groupId } = await orderInState(t.app, world, "driver_assigned");
    if (!driver) throw new Error("no driver");
    const job = await data<Job>(t.app, driver.headers, "GET", `/driver/jobs/${groupId}`);
    expect(job.needs).toMatchObject({ package_count: 4, weight_kg: 100, temperature: "ambient" });
    expect(job.pickup_record).toBeNull();

    const rival = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
    const foreign = await record(rival.headers, groupId, { package_count: 4, weight_kg: 100 });
    expectError(foreign, "job_not_found");

    // Another's photo, and the driver's own image of another purpose, are not usable.
    for (const photo of [
      await photoOf(rival.headers),
      await photoOf(driver.headers, "chat_image"),
    ]) {
      const refused = await call(t.app, driver.headers, "POST", pickupUrl(groupId), {
        package_count: 4,
        weight_kg: 100,
        photo_file_ids: [photo],
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors.en)).toEqual(["photo_file_ids"]);
    }
    const noPhoto = await call(t.app, driver.headers, "POST", pickupUrl(groupId), {
      package_count: 4,
      weight_kg: 100,
      photo_file_ids: [],
    });
    expect(noPhoto.statusCode).toBe(422);
    // Not loaded before the pickup is recorded.
    expectError(await loaded(driver.headers, groupId), "pickup_not_recorded");

    // Within the scale's tolerance (5 kg on 100): matched, and the load may leave.
    const matched = await record(driver.headers, groupId, { package_count: 4, weight_kg: 104 });
    expect(matched.statusCode, matched.body).toBe(200);
    const shown = matched.json().data as Job;
    expect(shown.pickup_record).toMatchObject({
      status: "matched",
      package_count: 4,
      weight_kg: 104,
      stated_package_count: 4,
      stated_weight_kg: 100,
      seller_note: null,
    });
    expect(shown.pickup_record?.photo_urls).toHaveLength(2);
    const photo = await t.app.inject({ method: "GET", url: shown.pickup_record?.photo_urls[0] });
    expect(photo.statusCode).toBe(200);
    // Matched is final: it cannot be written over.
    expectError(
      await record(driver.headers, groupId, { package_count: 2, weight_kg: 50 }),
      "invalid_transition",
    );
    expect((await loaded(driver.headers, groupId)).statusCode).toBe(200);
    // On the way, there is nothing left to record.
    expectError(
      await record(driver.headers, groupId, { package_count: 4, weight_kg: 100 }),
      "invalid_transition",
    );
  });

  it("refuses a pickup on a job not yet the driver's, and a place given by half", async () => {
    const { groupId } = await orderInState(t.app, world, "awaiting_driver");
    const driver = await createDriver(t.app, { provinceIds: [world.home.provinceId] });
    expectError(
      await record(driver.headers, groupId, { package_count: 4, weight_kg: 100 }),
      "job_not_found",
    );
    const assigned = await orderInState(t.app, world, "driver_assigned");
    if (!assigned.driver) throw new Error("no driver");
    const half = await call(t.app, assigned.driver.headers, "POST", pickupUrl(assigned.groupId), {
      package_count: 4,
      weight_kg: 100,
      photo_file_ids: [await photoOf(assigned.driver.headers)],
      latitude: 35.7,
    });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors.en)).toEqual(["longitude"]);
  });

  it("holds a mismatched load until its shop confirms, and tells the shop", async () => {
    const { driver, groupId, shop } = await mismatchedJob();
    expectError(await loaded(driver.headers, groupId), "pickup_awaiting_seller");
    const notes = await data<{ items: { kind: string; link: string }[] }>(
      t.app,
      shop.headers,
      "GET",
      "/seller/notifications",
    );
    expect(notes.items.filter((item) => item.kind === "pickup_recorded")).toMatchObject([
      { link: `/shop/order-groups/${groupId}` },
    ]);

    const group = await data<Group>(t.app, shop.headers, "GET", `/seller/order-groups/${groupId}`);
    expect(group.pickup_record).toMatchObject({
      status: "awaiting_seller",
      package_count: 3,
      stated_package_count: 4,
    });
    // Another shop cannot answer it; the driver cannot answer for the shop.
    const stranger = await createShop(t.app, world);
    expectError(await answer(stranger.headers, groupId, "confirm"), "order_group_not_found");
    expect((await answer(driver.headers, groupId, "confirm")).statusCode).toBe(403);

    const confirmed = await answer(shop.headers, groupId, "confirm");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.pickup_record).toMatchObject({ status: "confirmed" });
    expect(confirmed.json().data.pickup_record.decided_at).not.toBeNull();
    expectError(await answer(shop.headers, groupId, "dispute"), "pickup_not_pending");
    expect((await loaded(driver.headers, groupId)).statusCode).toBe(200);
  });

  it("sends a disputed pickup back to the driver to record again", async () => {
    const { driver, groupId, shop } = await mismatchedJob();
    const disputed = await answer(shop.headers, groupId, "dispute", "Four crates are on the dock");
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().data.pickup_record).toMatchObject({
      status: "disputed",
      seller_note: "Four crates are on the dock",
    });
    expectError(await loaded(driver.headers, groupId), "pickup_not_recorded");
    const again = await record(driver.headers, groupId, { package_count: 4, weight_kg: 100 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.pickup_record).toMatchObject({
      status: "matched",
      seller_note: null,
      decided_at: null,
    });
    expect(again.json().data.pickup_record.photo_urls).toHaveLength(2);
    expect((await loaded(driver.headers, groupId)).statusCode).toBe(200);
  });

  it("answers a shop with no pickup to answer 409, and an empty dispute 422", async () => {
    const { groupId, shop } = await orderInState(t.app, world, "driver_assigned");
    expectError(await answer(shop.headers, groupId, "confirm"), "pickup_not_pending");
    const empty = await call(
      t.app,
      shop.headers,
      "POST",
      `/seller/order-groups/${groupId}/pickup/dispute`,
      { note: " " },
    );
    expect(empty.statusCode).toBe(422);
  });

  it("leaves one outcome when the shop confirms and disputes at once", async () => {
    const { groupId, shop } = await mismatchedJob();
    const [confirm, dispute] = await Promise.all([
      answer(shop.headers, groupId, "confirm"),
      answer(shop.headers, groupId, "dispute"),
    ]);
    expect([confirm.statusCode, dispute.statusCode].sort()).toEqual([200, 409]);
    const group = await data<Group>(t.app, shop.headers, "GET", `/seller/order-groups/${groupId}`);
    expect(group.pickup_record?.status).toBe(confirm.statusCode === 200 ? "confirmed" : "disputed");
  });

  it("keeps where a delivery happened and shows the evidence to the customer and the admins", async () => {
    const { driver, groupId, orderId, customer } = await orderInState(t.app, world, "in_transit");
    if (!driver) throw new Error("no driver");
    const code = await deliveryCodeOf(t.app, customer.headers, orderId);
    const delivered = await call(
      t.app,
      driver.headers,
      "POST",
      `/driver/jobs/${groupId}/orders/${orderId}/delivered`,
      { code, latitude: 35.6892, longitude: 51.389 },
    );
    expect(delivered.statusCode, delivered.body).toBe(200);

    const order = await data<{
      delivery_proof: Record<string, unknown>;
      shipment: { pickup_record: Pickup | null };
    }>(t.app, customer.headers, "GET", `/customer/orders/${orderId}`);
    expect(order.delivery_proof).toMatchObject({
      method: "code",
      latitude: 35.6892,
      longitude: 51.389,
    });
    expect(order.delivery_proof.delivered_at).toEqual(expect.any(String));
    expect(order.shipment.pickup_record).toMatchObject({ status: "matched", package_count: 4 });
    expect(order.shipment.pickup_record?.photo_urls).toHaveLength(1);

    const admin = await signIn(t.app, { role: "admin" });
    const detail = await data<{ order: typeof order }>(
      t.app,
      admin.headers,
      "GET",
      `/admin/orders/${orderId}`,
    );
    expect(detail.order.shipment.pickup_record).toEqual(order.shipment.pickup_record);
    expect(detail.order.delivery_proof).toEqual(order.delivery_proof);
  });

  it("keeps where a shop carrying its own order handed it over", async () => {
    const { shop, orderId, customer } = await orderInState(t.app, world, "preparing");
    await data(t.app, shop.headers, "POST", `/seller/orders/${orderId}/self-loading`, {
      expected_delivery_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const code = await deliveryCodeOf(t.app, customer.headers, orderId);
    await data(t.app, shop.headers, "POST", `/seller/orders/${orderId}/delivered`, {
      code,
      latitude: 36.3,
      longitude: 59.6,
    });
    const order = await data<{ delivery_proof: Record<string, unknown> }>(
      t.app,
      customer.headers,
      "GET",
      `/customer/orders/${orderId}`,
    );
    expect(order.delivery_proof).toMatchObject({ latitude: 36.3, longitude: 59.6 });
  });
});
