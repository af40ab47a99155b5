import { seedCommerceReference } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { addToCart } from "../../test/cart";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
} from "../../test/commerce";
import { driverFreight, sellerDelivery } from "./shipping.rules";

describe("checkout reference data", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  it("lists the three send methods in both languages", async () => {
    const response = await get("/send-methods");
    expect(response.statusCode).toBe(200);
    const methods = response.json().data as { code: string; title: string; title_en: string }[];
    expect(methods.map((method) => method.code)).toEqual(["driver", "seller", "pickup"]);
    for (const method of methods) {
      expect(method.title).toMatch(/[\u0600-\u06FF]/);
      expect(method.title_en).toMatch(/[A-Za-z]/);
    }
  });

  it("lists the delivery windows in order, seeded once however often seeding runs", async () => {
    await seedCommerceReference(t.db);
    const response = await get("/time-blocks");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((block: { starts_at: string }) => block.starts_at)).toEqual([
      "08:00",
      "12:00",
      "16:00",
    ]);
  });

  it("lists cancel reasons per side, and needs the side", async () => {
    const customer = (await get("/cancel-messages?type=customer")).json().data;
    const seller = (await get("/cancel-messages?type=seller")).json().data;
    expect(customer.length).toBeGreaterThanOrEqual(4);
    expect(seller.length).toBeGreaterThanOrEqual(4);
    expect(customer.every((message: { type: string }) => message.type === "customer")).toBe(true);
    expect(seller[0].title).toMatch(/[\u0600-\u06FF]/);
    expect(seller[0].title_en).toMatch(/[A-Za-z]/);
    expect((await get("/cancel-messages")).statusCode).toBe(422);
    expect((await get("/cancel-messages?type=driver")).statusCode).toBe(422);
  });

  it("prices each send method for a cart group to an address", async () => {
    const shop = await createShop(t.app, world);
    const potatoes = await createShopProduct(t.db, world, shop.shop.userId, { stock: 500 });
    const near = await createCustomer(t.app, world, world.home);
    const far = await createCustomer(t.app, world, world.away);

    async function optionsFor(person: Awaited<ReturnType<typeof createCustomer>>) {
      const added = await addToCart(t.app, person.headers, potatoes.id, 200);
      const cartId = added.json().data.groups[0].id;
      const response = await get(
        `/shippings?cart_id=${cartId}&address_id=${person.addressId}`,
        person.headers,
      );
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        (response.json().data as { send_method: string }[]).map((option) => [
          option.send_method,
          option,
        ]),
      );
    }

    const nearOptions = await optionsFor(near);
    expect(nearOptions.pickup).toMatchObject({ available: true, cost_rials: 0 });
    expect(nearOptions.seller).toMatchObject({
      available: true,
      cost_rials: sellerDelivery.same_city.costToman * 10,
    });
    expect(nearOptions.driver).toMatchObject({
      available: true,
      cost_rials:
        (driverFreight.same_city.baseToman + driverFreight.same_city.perKgToman * 200) * 10,
    });

    const farOptions = await optionsFor(far);
    expect(farOptions.seller).toMatchObject({ available: false });
    expect(farOptions.driver).toMatchObject({
      available: true,
      cost_rials:
        (driverFreight.other_province.baseToman + driverFreight.other_province.perKgToman * 200) *
        10,
    });
  });

  it("prices only the caller's own cart to the caller's own address", async () => {
    const shop = await createShop(t.app, world);
    const product = await createShopProduct(t.db, world, shop.shop.userId);
    const owner = await createCustomer(t.app, world);
    const other = await createCustomer(t.app, world);
    const cartId = (await addToCart(t.app, owner.headers, product.id, 1)).json().data.groups[0].id;

    expect(
      (await get(`/shippings?cart_id=${cartId}&address_id=${other.addressId}`, other.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/shippings?cart_id=${cartId}&address_id=${other.addressId}`, owner.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/shippings?cart_id=${cartId}&address_id=${owner.addressId}`)).statusCode,
    ).toBe(401);
    expect((await get(`/shippings?cart_id=x&address_id=1`, owner.headers)).statusCode).toBe(422);
  });
});
