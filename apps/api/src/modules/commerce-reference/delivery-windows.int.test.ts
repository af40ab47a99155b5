import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import {
  type CommerceWorld,
  createCommerceWorld,
  createCustomer,
  createShop,
  createShopProduct,
} from "../../test/commerce";
import { fundWallet } from "../../test/ledger";
import { call, loadingRequestBody, paidOrder } from "../../test/shipping";

/*
 * Windows that have already begun, or come before the send method's lead time and the
 * products' preparation days, are refused at checkout, in a loading request and for the
 * shop's own delivery, by Tehran's clock. The app's clock is set to an evening in Tehran.
 */

/** 2026-03-10 22:30 in Tehran (UTC+3:30). */
const evening = new Date("2026-03-10T19:00:00Z");
const today = "2026-03-10";
const tomorrow = "2026-03-11";
const inTwoDays = "2026-03-12";
const inThreeDays = "2026-03-13";

describe("delivery windows by Tehran's clock", () => {
  let t: TestApp;
  let world: CommerceWorld;
  let now = evening;
  let morning: number;
  let afternoon: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: () => now });
    world = await createCommerceWorld(t.db);
    const blocks = await t.db
      .select()
      .from(schema.timeBlocks)
      .orderBy(asc(schema.timeBlocks.startsAt));
    morning = blocks.find((block) => block.startsAt === "08:00")?.id ?? 0;
    afternoon = blocks.find((block) => block.startsAt === "16:00")?.id ?? 0;
  });
  afterAll(() => t.close());

  async function cart(options: { away?: boolean; preparationDays?: number } = {}) {
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.shop.userId, {
      preparationDays: options.preparationDays ?? 0,
    });
    const person = await createCustomer(t.app, world, options.away ? world.away : world.home);
    await fundWallet(t.db, "customer_wallet", person.user.id, 50_000_000);
    const added = await call(t.app, person.headers, "POST", "/customer/carts", {
      product_id: product.id,
      count: 1,
    });
    return { person, cartId: added.json().data.groups[0].id as number };
  }

  function checkout(
    setup: Awaited<ReturnType<typeof cart>>,
    choice: { send_method: string; delivery_date: string; time_block_id?: number },
  ) {
    return t.app.inject({
      method: "POST",
      url: "/api/v1/customer/orders",
      headers: { ...setup.person.headers, "idempotency-key": randomUUID() },
      payload: {
        cart_id: setup.cartId,
        address_id: setup.person.addressId,
        package_type_id: world.packageTypeId,
        payment_method: "wallet",
        ...choice,
      },
    });
  }

  it("tells the checkout the earliest start of each send method, lead time included", async () => {
    const away = await cart({ away: true });
    const options = await call(
      t.app,
      away.person.headers,
      "GET",
      `/shippings?cart_id=${away.cartId}&address_id=${away.person.addressId}`,
    );
    const byMethod = Object.fromEntries(
      options
        .json()
        .data.map((o: { send_method: string; earliest_start: string }) => [
          o.send_method,
          o.earliest_start,
        ]),
    );
    // Freight to another province promises 2 to 4 days; a pickup can be today.
    expect(byMethod).toMatchObject({ driver: `${inTwoDays}T22:30`, pickup: `${today}T22:30` });
  });

  it("refuses today's morning window at 22:30, in both languages, and takes tomorrow's", async () => {
    const setup = await cart();
    const passed = await checkout(setup, {
      send_method: "seller",
      delivery_date: today,
      time_block_id: morning,
    });
    expect(passed.statusCode).toBe(422);
    expect(passed.json().errors).toEqual({
      en: { time_block_id: expect.stringContaining("choose a later one") },
      fa: { time_block_id: expect.stringContaining("زمان دیرتری انتخاب کنید") },
    });
    const later = await checkout(setup, {
      send_method: "seller",
      delivery_date: tomorrow,
      time_block_id: morning,
    });
    expect(later.statusCode).toBe(201);
  });

  it("counts freight's two days to another province from now, not from midnight", async () => {
    const setup = await cart({ away: true });
    const tooSoon = await checkout(setup, {
      send_method: "driver",
      delivery_date: inTwoDays,
      time_block_id: afternoon,
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(Object.keys(tooSoon.json().errors.en)).toEqual(["time_block_id"]);
    const dayBefore = await checkout(setup, {
      send_method: "driver",
      delivery_date: tomorrow,
      time_block_id: afternoon,
    });
    expect(Object.keys(dayBefore.json().errors.en)).toEqual(["delivery_date"]);
    const inTime = await checkout(setup, {
      send_method: "driver",
      delivery_date: inThreeDays,
      time_block_id: morning,
    });
    expect(inTime.statusCode).toBe(201);
  });

  it("adds the products' preparation days, for a pickup too", async () => {
    const setup = await cart({ preparationDays: 2 });
    const pickupTomorrow = await checkout(setup, {
      send_method: "pickup",
      delivery_date: tomorrow,
    });
    expect(pickupTomorrow.statusCode).toBe(422);
    expect(pickupTomorrow.json().errors.fa.delivery_date).toContain("روز دیرتری");
    const pickupLater = await checkout(setup, {
      send_method: "pickup",
      delivery_date: inTwoDays,
    });
    expect(pickupLater.statusCode).toBe(201);
  });

  it("refuses a loading request for a window that has begun, and takes tomorrow's", async () => {
    now = new Date("2026-03-10T19:10:00Z"); // 22:40 in Tehran
    const shop = await createShop(t.app, world);
    const { orderId } = await paidOrder(t.app, world, shop);
    const url = `/seller/orders/${orderId}/loading-request`;
    const overdue = await call(t.app, shop.headers, "POST", url, {
      ...loadingRequestBody(world),
      loading_date: today,
      time_block_id: morning,
    });
    expect(overdue.statusCode).toBe(422);
    expect(overdue.json().errors.en.time_block_id).toContain("choose a later one");
    const ahead = await call(t.app, shop.headers, "POST", url, {
      ...loadingRequestBody(world),
      loading_date: tomorrow,
      time_block_id: morning,
    });
    expect(ahead.statusCode).toBe(200);
    now = evening;
  });

  it("refuses a self-delivery expected before now by Tehran's clock", async () => {
    const shop = await createShop(t.app, world);
    const { orderId } = await paidOrder(t.app, world, shop);
    const url = `/seller/orders/${orderId}/self-loading`;
    const earlier = await call(t.app, shop.headers, "POST", url, {
      expected_delivery_at: `${today}T21:00:00+03:30`,
    });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errors.fa.expected_delivery_at).toBeTruthy();
    const later = await call(t.app, shop.headers, "POST", url, {
      expected_delivery_at: `${tomorrow}T10:00:00+03:30`,
    });
    expect(later.statusCode).toBe(200);
  });
});
