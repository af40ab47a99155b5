import { cartRules } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { uploadProductImage } from "../../test/catalog";
import {
  type CommerceWorld,
  createCommerceTestApp,
  createCustomer,
  createShop,
  createShopProduct,
} from "../../test/commerce";
import { callerAs } from "../../test/shipping";
import { expectCustomersOnly, signInSeller } from "../../test/sign-in";

interface Line {
  id: number;
  product_id: number;
  image: { id: string; url: string } | null;
  count: number;
  unit_price_rials: number;
  current_unit_price_rials: number;
  price_changed: boolean;
  available: boolean;
  total_rials: number;
}
interface Group {
  id: number;
  status: string;
  seller: { id: number; store_name: string; city: { id: number } | null };
  orders: Line[];
  items_total_rials: number;
}

describe("cart by seller", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  async function customer() {
    const person = await createCustomer(t.app, world);
    const call = callerAs(t.app, person.headers);
    const groups = async () =>
      (await call("GET", "/customer/carts?status=cart")).json().data.groups as Group[];
    return { ...person, call, groups };
  }

  it("shows each line with its product's cover: the first image by position, or none", async () => {
    const { call, groups } = await customer();
    const shop = await createShop(t.app, world);
    const figs = await createShopProduct(t.db, world, shop.shop.userId);
    const plain = await createShopProduct(t.db, world, shop.shop.userId);
    const [second, first] = [
      await uploadProductImage(t.app, shop.headers),
      await uploadProductImage(t.app, shop.headers),
    ];
    await t.db.insert(schema.productImages).values([
      { productId: figs.id, fileId: second as string, position: 1 },
      { productId: figs.id, fileId: first as string, position: 0 },
    ]);
    await call("POST", "/customer/carts", { product_id: figs.id, count: 1 });
    await call("POST", "/customer/carts", { product_id: plain.id, count: 1 });

    const [group] = await groups();
    const images = new Map(group?.orders.map((line) => [line.product_id, line.image]));
    expect(images.get(figs.id)).toMatchObject({ id: first, url: expect.stringContaining(first) });
    expect(images.get(plain.id)).toBeNull();
  });

  it("groups lines by seller and adds to a line already there", async () => {
    const { call, groups } = await customer();
    const shopA = await createShop(t.app, world);
    const shopB = await createShop(t.app, world);
    const apples = await createShopProduct(t.db, world, shopA.shop.userId, { priceRials: 800_000 });
    const pears = await createShopProduct(t.db, world, shopA.shop.userId, { priceRials: 500_000 });
    const rice = await createShopProduct(t.db, world, shopB.shop.userId, { priceRials: 2_000_000 });

    const added = await call("POST", "/customer/carts", { product_id: apples.id, count: 2.5 });
    expect(added.statusCode).toBe(200);
    expect(added.json().messages.en).toBe("Added to your cart.");
    await call("POST", "/customer/carts", { product_id: pears.id, count: "۳" });
    await call("POST", "/customer/carts", { product_id: rice.id, count: 1 });
    await call("POST", "/customer/carts", { product_id: apples.id, count: 1.5 });

    const list = await groups();
    expect(list).toHaveLength(2);
    const groupA = list.find((group) => group.seller.id === shopA.shop.userId);
    const groupB = list.find((group) => group.seller.id === shopB.shop.userId);
    expect(groupA?.seller.store_name).toBe(shopA.shop.storeName);
    expect(groupA?.seller.city?.id).toBe(world.home.cityId);
    expect(groupA?.orders.map((line) => [line.product_id, line.count])).toEqual([
      [apples.id, 4],
      [pears.id, 3],
    ]);
    expect(groupA?.items_total_rials).toBe(4 * 800_000 + 3 * 500_000);
    expect(groupB?.orders).toHaveLength(1);
    expect(groupB?.items_total_rials).toBe(2_000_000);
    // The header badge sums every count.
    const badge = list.flatMap((group) => group.orders).reduce((sum, line) => sum + line.count, 0);
    expect(badge).toBe(8);
  });

  it("changes a count, removes a line, and drops a cart that became empty", async () => {
    const { call, groups } = await customer();
    const shop = await createShop(t.app, world);
    const melon = await createShopProduct(t.db, world, shop.shop.userId, { stock: 20 });
    const [line] = (
      await call("POST", "/customer/carts", { product_id: melon.id, count: 2 })
    ).json().data.groups[0].orders as Line[];
    if (!line) throw new Error("no line");

    const changed = await call("PUT", `/customer/carts/items/${line.id}`, { count: 7.25 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.groups[0].orders[0].count).toBe(7.25);

    const tooMany = await call("PUT", `/customer/carts/items/${line.id}`, { count: 21 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain(melon.name);

    const removed = await call("DELETE", `/customer/carts/items/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.groups).toEqual([]);
    expect(await groups()).toEqual([]);
  });

  it("keeps counts within stock, including what is already in the cart", async () => {
    const { call, groups } = await customer();
    const shop = await createShop(t.app, world);
    const saffron = await createShopProduct(t.db, world, shop.shop.userId, { stock: 5 });

    expect(
      (await call("POST", "/customer/carts", { product_id: saffron.id, count: 6 })).statusCode,
    ).toBe(409);
    expect(
      (await call("POST", "/customer/carts", { product_id: saffron.id, count: 4 })).statusCode,
    ).toBe(200);
    const over = await call("POST", "/customer/carts", { product_id: saffron.id, count: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().messages.en).toMatch(/not enough stock/);
    expect(over.json().messages.fa).toMatch(/موجودی/);
    // The refused add changed nothing.
    expect((await groups())[0]?.orders[0]?.count).toBe(4);
  });

  it("holds at most 50 products per cart, even when adds arrive at once", async () => {
    const { call, groups } = await customer();
    const shop = await createShop(t.app, world);
    const stocked = await Promise.all(
      Array.from({ length: cartRules.maxLines + 3 }, () =>
        createShopProduct(t.db, world, shop.shop.userId),
      ),
    );
    const add = (productId: number) =>
      call("POST", "/customer/carts", { product_id: productId, count: 1 });
    // A new cart taken by many adds at once: one cart, every line in it.
    const first = await Promise.all(stocked.slice(0, 10).map((product) => add(product.id)));
    expect(first.map((answer) => answer.statusCode)).toEqual(first.map(() => 200));
    expect(await groups()).toHaveLength(1);
    for (const product of stocked.slice(10, cartRules.maxLines - 2)) {
      expect((await add(product.id)).statusCode).toBe(200);
    }

    // Two places left and five new products at once: the cart's lock lets exactly two in.
    const racing = await Promise.all(
      stocked.slice(cartRules.maxLines - 2).map((product) => add(product.id)),
    );
    expect(racing.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    const refused = racing.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]?.json().messages.en).toMatch(/already holds 50 products/);
    const [cart] = await groups();
    expect(cart?.orders).toHaveLength(cartRules.maxLines);

    // More of a product already in the full cart is still welcome.
    const again = await add(stocked[0]?.id ?? 0);
    expect(again.statusCode).toBe(200);
    expect(
      (await groups())[0]?.orders.find((line) => line.product_id === stocked[0]?.id)?.count,
    ).toBe(2);
  });

  it("counts units without fractions in whole numbers", async () => {
    const { call } = await customer();
    const shop = await createShop(t.app, world);
    const crates = await createShopProduct(t.db, world, shop.shop.userId, {
      stockTypeId: world.crate.id,
    });
    const response = await call("POST", "/customer/carts", { product_id: crates.id, count: 1.5 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.en.count).toBe("This unit is counted in whole numbers.");
    expect(response.json().errors.fa.count).toBeTruthy();
    expect(
      (await call("POST", "/customer/carts", { product_id: crates.id, count: 2 })).statusCode,
    ).toBe(200);
    const zero = await call("POST", "/customer/carts", { product_id: crates.id, count: 0 });
    expect(zero.statusCode).toBe(422);
  });

  it("answers a product that is not listed exactly as one that does not exist", async () => {
    const { call } = await customer();
    const shop = await createShop(t.app, world);
    const inactive = await createShopProduct(t.db, world, shop.shop.userId, { isActive: false });
    const deleted = await createShopProduct(t.db, world, shop.shop.userId, {
      deletedAt: new Date(),
    });
    const pendingShop = await signInSeller(t.app, { reviewStatus: "pending_review" });
    const unapproved = await createShopProduct(t.db, world, pendingShop.shop.userId);

    const missing = await call("POST", "/customer/carts", { product_id: 999_999, count: 1 });
    expect(missing.statusCode).toBe(404);
    for (const product of [inactive, deleted, unapproved]) {
      const response = await call("POST", "/customer/carts", { product_id: product.id, count: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
      expect(response.body).not.toContain(product.name);
    }
  });

  it("tells when a price changed or a product became unavailable since it was added", async () => {
    const { call, groups } = await customer();
    const shop = await createShop(t.app, world);
    const dates = await createShopProduct(t.db, world, shop.shop.userId, { priceRials: 1_000_000 });
    const figs = await createShopProduct(t.db, world, shop.shop.userId, { priceRials: 300_000 });
    await call("POST", "/customer/carts", { product_id: dates.id, count: 2 });
    await call("POST", "/customer/carts", { product_id: figs.id, count: 1 });

    await t.db
      .update(schema.productVariants)
      .set({ priceRials: 1_200_000, discountedPriceRials: 1_200_000 })
      .where(eq(schema.productVariants.id, dates.variantId));
    await t.db
      .update(schema.products)
      .set({ isActive: false })
      .where(eq(schema.products.id, figs.id));

    const [group] = await groups();
    const datesLine = group?.orders.find((line) => line.product_id === dates.id);
    const figsLine = group?.orders.find((line) => line.product_id === figs.id);
    expect(datesLine).toMatchObject({
      unit_price_rials: 1_000_000,
      current_unit_price_rials: 1_200_000,
      price_changed: true,
      available: true,
      total_rials: 2_400_000,
    });
    expect(figsLine).toMatchObject({ available: false, price_changed: false });
    // Only what can be bought counts, at today's price.
    expect(group?.items_total_rials).toBe(2_400_000);
  });

  it("shows one cart to its owner only", async () => {
    const owner = await customer();
    const other = await customer();
    const shop = await createShop(t.app, world);
    const walnut = await createShopProduct(t.db, world, shop.shop.userId);
    const [group] = (
      await owner.call("POST", "/customer/carts", { product_id: walnut.id, count: 1 })
    ).json().data.groups as Group[];
    if (!group) throw new Error("no group");

    const own = await owner.call("GET", `/customer/carts/${group.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: group.id, status: "cart" });

    expect((await other.call("GET", `/customer/carts/${group.id}`)).statusCode).toBe(403);
    const lineId = group.orders[0]?.id;
    expect(
      (await other.call("PUT", `/customer/carts/items/${lineId}`, { count: 1 })).statusCode,
    ).toBe(403);
    expect((await other.call("DELETE", `/customer/carts/items/${lineId}`)).statusCode).toBe(403);
    expect(await other.groups()).toEqual([]);
    expect((await owner.call("GET", "/customer/carts/999999")).statusCode).toBe(404);
  });

  it("is for signed-in customers only", async () => {
    await expectCustomersOnly(t.app, {
      anonymous: "/customer/carts",
      seller: "/customer/carts?status=cart",
    });
  });
});
