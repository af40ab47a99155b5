import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type CommerceWorld, createCommerceTestApp, createShop } from "../../test/commerce";
import { bid, createFreightDriver } from "../../test/freight";
import { closeWithLedgerBalanced } from "../../test/ledger";
import {
  call,
  type Driver,
  data,
  expectError,
  type GroupJson,
  loadingRequestBody,
  paidOrder,
  type Shop,
} from "../../test/shipping";
import { signInSeller } from "../../test/sign-in";
import { recentLoadsByDriver } from "./shipping.load-matches";

/*
 * A trip of several loads (issue 29 item 4, decision 038): a driver carrying a load sees, bids
 * on and is chosen for another only when it leaves from the trip's province, fits the room
 * left and goes on the trip's way; the job lists the trip's stops in order.
 */

type Place = { provinceId: number; cityId: number };
type StopJson = {
  kind: string;
  job_id: number;
  city: { title_en: string } | null;
  km_from_start: number | null;
};

describe("freight: a trip of several loads", () => {
  let t: TestApp;
  let world: CommerceWorld;
  // The shops load in Tehran; Qom and Kashan lie on the way to Isfahan, Hamadan does not.
  let isfahan: Place;
  let qom: Place;
  let kashan: Place;
  let hamadan: Place;
  let karaj: Place;

  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
    await t.db
      .update(schema.cities)
      .set({ latitude: 35.6944, longitude: 51.4215, nameEn: "Tehran" })
      .where(eq(schema.cities.id, world.home.cityId));
    const city = async (
      provinceId: number,
      nameEn: string,
      latitude: number,
      longitude: number,
    ) => {
      const row = await factories.createCity(t.db, { provinceId, nameEn, latitude, longitude });
      return { provinceId, cityId: row.id };
    };
    isfahan = await city(world.away.provinceId, "Isfahan", 32.6525, 51.6746);
    kashan = await city(world.away.provinceId, "Kashan", 33.9824, 51.4277);
    const qomProvince = await factories.createProvince(t.db, { countryId: world.countryId });
    qom = await city(qomProvince.id, "Qom", 34.6401, 50.8764);
    const hamadanProvince = await factories.createProvince(t.db, { countryId: world.countryId });
    hamadan = await city(hamadanProvince.id, "Hamadan", 34.7992, 48.5146);
    const alborz = await factories.createProvince(t.db, { countryId: world.countryId });
    karaj = await city(alborz.id, "Karaj", 35.8327, 50.9915);
  });
  afterAll(() => closeWithLedgerBalanced(t));

  /** A paid order of `shop`'s for a customer in `place`, sent to drivers. */
  async function loadTo(place: Place, options: { shop?: Shop; weightKg?: number } = {}) {
    const shop = options.shop ?? (await createShop(t.app, world));
    const { orderId } = await paidOrder(t.app, world, shop, { place });
    const group = await data<GroupJson>(
      t.app,
      shop.headers,
      "POST",
      `/seller/orders/${orderId}/loading-request`,
      loadingRequestBody(world, { weight_kg: options.weightKg ?? 100 }),
    );
    return { shop, orderId, groupId: group.id, requestId: group.loading_request?.id ?? 0 };
  }

  /** The shop chooses the driver's bid on its load. */
  async function choose(load: Awaited<ReturnType<typeof loadTo>>, driver: Driver) {
    const group = await data<GroupJson>(
      t.app,
      load.shop.headers,
      "GET",
      `/seller/order-groups/${load.groupId}`,
    );
    const proposal = group.loading_request?.proposals.find(
      (row) => row.driver.id === driver.user.id,
    );
    if (!proposal) throw new Error("no bid of the driver's");
    return call(t.app, load.shop.headers, "POST", `/seller/proposals/${proposal.id}/accept`);
  }

  const listedIds = async (driver: Driver) =>
    (
      await data<{ items: { id: number }[] }>(
        t.app,
        driver.headers,
        "GET",
        "/driver/loading-requests?per_page=48",
      )
    ).items.map((item) => item.id);

  it("shows and takes bids only on loads on the way, refusing the others in both languages", async () => {
    const driver = await createFreightDriver(t.app, world, {
      refrigerated: false,
      capacityKg: 500,
    });
    const karajShop = await signInSeller(t.app, { shop: karaj });
    await t.db
      .insert(schema.driverServiceProvinces)
      .values({ driverId: driver.user.id, provinceId: karaj.provinceId });
    const first = await loadTo(isfahan);
    const toQom = await loadTo(qom);
    const toHamadan = await loadTo(hamadan);
    const fromKaraj = await loadTo(qom, { shop: karajShop });
    // Before the trip every load is the driver's to see.
    expect(await listedIds(driver)).toEqual(
      expect.arrayContaining([
        first.requestId,
        toQom.requestId,
        toHamadan.requestId,
        fromKaraj.requestId,
      ]),
    );

    expect((await bid(t.app, driver, first.requestId)).statusCode).toBe(200);
    expect((await choose(first, driver)).statusCode).toBe(200);

    const listed = await listedIds(driver);
    expect(listed).toContain(toQom.requestId);
    expect(listed).not.toContain(toHamadan.requestId);
    expect(listed).not.toContain(fromKaraj.requestId);
    // Off the way: not found when looked up, refused when bid on.
    const page = await call(
      t.app,
      driver.headers,
      "GET",
      `/driver/loading-requests/${toHamadan.requestId}`,
    );
    expectError(page, "loading_request_not_found");
    expectError(await bid(t.app, driver, toHamadan.requestId), "load_off_route");
    expectError(await bid(t.app, driver, fromKaraj.requestId), "load_off_route");
    expect((await bid(t.app, driver, toQom.requestId)).statusCode).toBe(200);
  });

  it("lists the trip's stops in order on every job of it: pickups, then the nearest delivery first", async () => {
    const driver = await createFreightDriver(t.app, world, {
      refrigerated: false,
      capacityKg: 500,
    });
    const toIsfahan = await loadTo(isfahan);
    const toQom = await loadTo(qom);
    const toKashan = await loadTo(kashan);
    for (const load of [toIsfahan, toKashan, toQom]) {
      expect((await bid(t.app, driver, load.requestId)).statusCode).toBe(200);
      expect((await choose(load, driver)).statusCode).toBe(200);
    }
    for (const load of [toIsfahan, toQom]) {
      const job = await data<{ trip_stops: StopJson[] }>(
        t.app,
        driver.headers,
        "GET",
        `/driver/jobs/${load.groupId}`,
      );
      expect(job.trip_stops.map((stop) => [stop.kind, stop.city?.title_en])).toEqual([
        ["pickup", "Tehran"],
        ["pickup", "Tehran"],
        ["pickup", "Tehran"],
        ["delivery", "Qom"],
        ["delivery", "Kashan"],
        ["delivery", "Isfahan"],
      ]);
      const deliveries = job.trip_stops.filter((stop) => stop.kind === "delivery");
      expect(deliveries.map((stop) => stop.job_id)).toEqual([
        toQom.groupId,
        toKashan.groupId,
        toIsfahan.groupId,
      ]);
      const km = deliveries.map((stop) => stop.km_from_start ?? 0);
      expect(km[0]).toBeGreaterThan(100);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
  });

  it("holds the room left and the route at the accept, when two shops choose the driver in turn", async () => {
    const driver = await createFreightDriver(t.app, world, {
      refrigerated: false,
      capacityKg: 250,
    });
    const toIsfahan = await loadTo(isfahan);
    const toHamadan = await loadTo(hamadan);
    const heavyToQom = await loadTo(qom, { weightKg: 200 });
    // Bids made before any load was theirs: every load fitted then.
    for (const load of [toIsfahan, toHamadan, heavyToQom]) {
      expect((await bid(t.app, driver, load.requestId)).statusCode).toBe(200);
    }
    expect((await choose(toIsfahan, driver)).statusCode).toBe(200);
    expectError(await choose(toHamadan, driver), "load_off_route");
    expectError(await choose(heavyToQom, driver), "driver_capacity_full");
    const group = await data<GroupJson>(
      t.app,
      toHamadan.shop.headers,
      "GET",
      `/seller/order-groups/${toHamadan.groupId}`,
    );
    expect(group.loading_request?.status).toBe("open");
    expect(group.driver).toBeNull();
  });

  it("tells a driver on a trip of new loads that fit the room left and lie on the way", async () => {
    const driver = await createFreightDriver(t.app, world, {
      refrigerated: false,
      capacityKg: 300,
    });
    const toIsfahan = await loadTo(isfahan);
    expect((await bid(t.app, driver, toIsfahan.requestId)).statusCode).toBe(200);
    expect((await choose(toIsfahan, driver)).statusCode).toBe(200);
    const toQom = await loadTo(qom);
    const heavyToKashan = await loadTo(kashan, { weightKg: 250 });
    const toHamadan = await loadTo(hamadan);
    const idle = await createFreightDriver(t.app, world, { refrigerated: false, capacityKg: 300 });

    const byDriver = await recentLoadsByDriver(t.db, new Date());
    const told = byDriver.get(driver.user.id) ?? [];
    expect(told).toContain(toQom.requestId);
    expect(told).not.toContain(heavyToKashan.requestId);
    expect(told).not.toContain(toHamadan.requestId);
    // A driver carrying nothing hears of all three.
    expect(byDriver.get(idle.user.id)).toEqual(
      expect.arrayContaining([toQom.requestId, heavyToKashan.requestId, toHamadan.requestId]),
    );
  });
});
