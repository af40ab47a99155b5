import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import {
  type CommerceWorld,
  checkoutCartGroup,
  createCommerceTestApp,
  createCustomer,
  createShop,
  dayFromToday,
} from "../../test/commerce";
import { expectLedgerBalanced, fundWallet } from "../../test/ledger";
import { call, data } from "../../test/shipping";

type Variant = {
  id: number;
  label: string;
  label_en: string;
  price_rials: number;
  discounted_price_rials: number;
  stock: number;
  weight_kg: number | null;
};
type Detail = {
  id: number;
  price_rials: number;
  discounted_price_rials: number;
  stock: number;
  variant_count: number;
  stock_type: { code: string };
  variants: Variant[];
};
type Line = { id: number; variant_id: number; variant_label_en: string; count: number };
type Groups = { groups: { id: number; orders: Line[] }[] };

/** Packs and sizes (decision 041): a seller writes them, a customer buys one, stock stays exact. */
describe("product variants", () => {
  let t: TestApp;
  let world: CommerceWorld;
  beforeAll(async () => {
    ({ t, world } = await createCommerceTestApp());
  });
  afterAll(() => t.close());

  const variantOf = async (id: number) =>
    (await t.db.select().from(schema.productVariants).where(eq(schema.productVariants.id, id)))[0];

  /** A rice product sold as a 1 kg bag (by the kilogram) and a 5 kg box (by the crate). */
  async function riceOf(sellerId: number, box: { stock?: number } = {}) {
    return factories.createProduct(t.db, {
      sellerId,
      categoryId: world.categoryId,
      stockTypeId: world.kg.id,
      name: "برنج هاشمی",
      variants: [
        { label: "کیسه ۱ کیلویی", labelEn: "1 kg bag", priceRials: 1_500_000, stock: 40 },
        {
          label: "جعبه ۵ کیلویی",
          labelEn: "5 kg box",
          priceRials: 7_000_000,
          stock: box.stock ?? 8,
          stockTypeId: world.crate.id,
          weightKg: 5,
        },
      ],
    });
  }

  describe("as a seller writes them", () => {
    const bag = () => ({
      label: "کیسه ۱ کیلویی",
      label_en: "1 kg bag",
      price_toman: 150_000,
      stock: 40,
      stock_type_id: world.kg.id,
    });
    const box = () => ({
      label: "جعبه ۵ کیلویی",
      label_en: "5 kg box",
      price_toman: 700_000,
      discount_percent: 10,
      stock: 8,
      stock_type_id: world.crate.id,
      weight_kg: 5,
    });
    const product = (variants: unknown[]) => ({
      name: "برنج هاشمی",
      category_id: world.categoryId,
      variants,
    });

    it("creates, shows and edits a product's packs: the card is the cheapest, stock is all of them", async () => {
      const shop = await createShop(t.app, world);
      const made = await data<Detail>(
        t.app,
        shop.headers,
        "POST",
        "/seller/products",
        product([box(), bag()]),
      );
      expect(made.variants.map((v) => [v.label_en, v.discounted_price_rials, v.weight_kg])).toEqual(
        [
          ["5 kg box", 6_300_000, 5],
          ["1 kg bag", 1_500_000, null],
        ],
      );
      expect(made).toMatchObject({
        discounted_price_rials: 1_500_000,
        stock: 48,
        variant_count: 2,
        stock_type: { code: "kg" },
      });

      // The storefront shows them too (the shop is approved); search finds a pack's name.
      const shown = await data<Detail>(t.app, {}, "GET", `/customer/products/${made.id}`);
      expect(shown.variants.map((v) => v.label_en)).toEqual(["5 kg box", "1 kg bag"]);
      const list = await data<{ items: Detail[] }>(
        t.app,
        {},
        "GET",
        `/customer/products?seller_id=${shop.user.id}&search=box`,
      );
      expect(list.items[0]).toMatchObject({
        id: made.id,
        variant_count: 2,
        price_rials: 1_500_000,
      });

      // The box kept (its id) and cheaper, the bag taken off, a sack added.
      const [boxVariant] = made.variants;
      const edited = await data<Detail>(
        t.app,
        shop.headers,
        "PUT",
        `/seller/products/${made.id}`,
        product([
          { ...box(), id: boxVariant?.id, price_toman: 100_000, discount_percent: 0 },
          { ...bag(), label: "گونی ۱۰ کیلویی", label_en: "10 kg sack", price_toman: 1_200_000 },
        ]),
      );
      expect(edited.variants.map((v) => [v.id === boxVariant?.id, v.label_en])).toEqual([
        [true, "5 kg box"],
        [false, "10 kg sack"],
      ]);
      expect(edited).toMatchObject({
        discounted_price_rials: 1_000_000,
        stock_type: { code: expect.any(String) },
      });
      const removed = made.variants[1];
      expect((await variantOf(removed?.id ?? 0))?.deletedAt).not.toBeNull();
    });

    it("refuses packs without names, the single fields beside them, and another product's pack", async () => {
      const shop = await createShop(t.app, world);
      const errorsOf = async (method: "POST" | "PUT", url: string, body: unknown) => {
        const response = await call(t.app, shop.headers, method, url, body);
        expect(response.statusCode).toBe(422);
        return Object.keys(response.json().errors.en);
      };
      expect(
        await errorsOf("POST", "/seller/products", product([bag(), { ...box(), label: "" }])),
      ).toEqual(["variants.1.label"]);
      expect(
        await errorsOf(
          "POST",
          "/seller/products",
          product([bag(), { ...box(), label: "کیسه ۱ کیلویی" }]),
        ),
      ).toEqual(["variants.1.label"]);
      expect(
        await errorsOf("POST", "/seller/products", { ...product([bag()]), price_toman: 1000 }),
      ).toEqual(["price_toman"]);
      expect(
        (
          await errorsOf("POST", "/seller/products", { name: "x", category_id: world.categoryId })
        ).sort(),
      ).toEqual(["price_toman", "stock", "stock_type_id"]);
      const other = await riceOf((await createShop(t.app, world)).user.id);
      const own = await data<Detail>(
        t.app,
        shop.headers,
        "POST",
        "/seller/products",
        product([bag()]),
      );
      expect(
        await errorsOf(
          "PUT",
          `/seller/products/${own.id}`,
          product([{ ...bag(), id: other.variantId }]),
        ),
      ).toEqual(["variants.0.id"]);
      expect(
        await errorsOf(
          "POST",
          "/seller/products",
          product([{ ...bag(), stock: 2.5, stock_type_id: world.crate.id }]),
        ),
      ).toEqual(["variants.0.stock"]);
    });

    it("keeps a single-variant product's one variant when the single fields are edited", async () => {
      const shop = await createShop(t.app, world);
      const made = await data<Detail>(t.app, shop.headers, "POST", "/seller/products", {
        name: "چای لاهیجان",
        category_id: world.categoryId,
        price_toman: 90_000,
        stock: 7,
        stock_type_id: world.kg.id,
      });
      const edited = await data<Detail>(t.app, shop.headers, "PUT", `/seller/products/${made.id}`, {
        name: "چای لاهیجان",
        category_id: world.categoryId,
        price_toman: 95_000,
        stock: 6,
        stock_type_id: world.kg.id,
      });
      expect(edited.variants).toHaveLength(1);
      expect(edited.variants[0]).toMatchObject({
        id: made.variants[0]?.id,
        label: "",
        price_rials: 950_000,
        stock: 6,
      });
    });
  });

  describe("as a customer buys them", () => {
    it("asks which pack, then puts each pack on its own line", async () => {
      const shop = await createShop(t.app, world);
      const rice = await riceOf(shop.user.id);
      const other = await riceOf(shop.user.id);
      const person = await createCustomer(t.app, world);
      const add = (payload: unknown) =>
        call(t.app, person.headers, "POST", "/customer/carts", payload);

      const unchosen = await add({ product_id: rice.id, count: 1 });
      expect(unchosen.statusCode).toBe(422);
      expect(Object.keys(unchosen.json().errors.en)).toEqual(["variant_id"]);
      const foreign = await add({ product_id: rice.id, variant_id: other.variantId, count: 1 });
      expect(foreign.statusCode).toBe(422);

      const [bagId, boxId] = rice.variants.map((v) => v.id);
      expect((await add({ product_id: rice.id, variant_id: boxId, count: 2 })).statusCode).toBe(
        200,
      );
      expect((await add({ product_id: rice.id, variant_id: bagId, count: 1.5 })).statusCode).toBe(
        200,
      );
      const tooMany = await add({ product_id: rice.id, variant_id: boxId, count: 7 });
      expect(tooMany.statusCode).toBe(409);
      const fraction = await add({ product_id: rice.id, variant_id: boxId, count: 0.5 });
      expect(fraction.statusCode).toBe(422);

      const cart = await data<Groups>(t.app, person.headers, "GET", "/customer/carts");
      expect(cart.groups[0]?.orders.map((line) => [line.variant_label_en, line.count])).toEqual([
        ["5 kg box", 2],
        ["1 kg bag", 1.5],
      ]);
    });

    it("orders the chosen pack: its price, its name kept on the line, its stock taken, its weight carried", async () => {
      const shop = await createShop(t.app, world);
      const rice = await riceOf(shop.user.id);
      const [bag, box] = rice.variants;
      const person = await createCustomer(t.app, world);
      await fundWallet(t.db, "customer_wallet", person.user.id, 100_000_000);
      for (const [variant, count] of [
        [box, 2],
        [bag, 3],
      ] as const) {
        await data(t.app, person.headers, "POST", "/customer/carts", {
          product_id: rice.id,
          variant_id: variant?.id,
          count,
        });
      }
      const cart = await data<Groups>(t.app, person.headers, "GET", "/customer/carts");
      const checkout = await checkoutCartGroup(t.app, world, person, {
        cartId: cart.groups[0]?.id,
        sendMethod: "driver",
        deliveryDate: dayFromToday(3, t.app.clock()),
      });
      expect(checkout.statusCode).toBe(201);
      const order = checkout.json().data.order as {
        id: number;
        items: {
          variant_id: number;
          variant_label_en: string;
          unit_price_rials: number;
          count: number;
        }[];
        items_total_rials: number;
        weight_kg: number;
      };
      expect(
        order.items.map((item) => [item.variant_label_en, item.unit_price_rials, item.count]),
      ).toEqual([
        ["1 kg bag", 1_500_000, 3],
        ["5 kg box", 7_000_000, 2],
      ]);
      expect(order.items_total_rials).toBe(3 * 1_500_000 + 2 * 7_000_000);
      // Two 5 kg boxes and three kilograms.
      expect(order.weight_kg).toBe(13);
      expect(Number((await variantOf(box?.id ?? 0))?.stock)).toBe(6);
      expect(Number((await variantOf(bag?.id ?? 0))?.stock)).toBe(37);
      await expectLedgerBalanced(t.db);

      // The line keeps the pack's name after the seller renames it.
      await t.db
        .update(schema.productVariants)
        .set({ labelEn: "Family box" })
        .where(eq(schema.productVariants.id, box?.id ?? 0));
      const seen = await data<typeof order>(
        t.app,
        person.headers,
        "GET",
        `/customer/orders/${order.id}`,
      );
      expect(seen.items.map((item) => item.variant_label_en)).toEqual(["1 kg bag", "5 kg box"]);

      // The shop's group of it starts its loading request from the weight.
      await data(t.app, shop.headers, "POST", `/seller/orders/${order.id}/accept`);
      const group = await data<{ orders: { weight_kg: number }[] }>(
        t.app,
        shop.headers,
        "POST",
        "/seller/order-groups",
        { order_ids: [order.id] },
      );
      expect(group.orders.map((each) => each.weight_kg)).toEqual([13]);
    });

    it("keeps a pack's stock exact under concurrent checkouts, and leaves the other pack alone", async () => {
      const shop = await createShop(t.app, world);
      const rice = await riceOf(shop.user.id, { stock: 5 });
      const [bag, box] = rice.variants;
      const buyers = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const person = await createCustomer(t.app, world);
          await fundWallet(t.db, "customer_wallet", person.user.id, 50_000_000);
          const cart = await data<Groups>(t.app, person.headers, "POST", "/customer/carts", {
            product_id: rice.id,
            variant_id: box?.id,
            count: 1,
          });
          return { person, cartId: cart.groups[0]?.id };
        }),
      );
      const answers = await Promise.all(
        buyers.map(({ person, cartId }) =>
          checkoutCartGroup(t.app, world, person, {
            cartId,
            sendMethod: "seller",
            deliveryDate: dayFromToday(2, t.app.clock()),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(7);
      expect(Number((await variantOf(box?.id ?? 0))?.stock)).toBe(0);
      expect(Number((await variantOf(bag?.id ?? 0))?.stock)).toBe(40);
      await expectLedgerBalanced(t.db);
    });

    it("shows a line of a pack taken off the product as not available, and will not order it", async () => {
      const shop = await createShop(t.app, world);
      const rice = await riceOf(shop.user.id);
      const [, box] = rice.variants;
      const person = await createCustomer(t.app, world);
      await fundWallet(t.db, "customer_wallet", person.user.id, 50_000_000);
      const cart = await data<Groups>(t.app, person.headers, "POST", "/customer/carts", {
        product_id: rice.id,
        variant_id: box?.id,
        count: 1,
      });
      await t.db
        .update(schema.productVariants)
        .set({ deletedAt: new Date() })
        .where(eq(schema.productVariants.id, box?.id ?? 0));
      const seen = await data<{ groups: { orders: { available: boolean }[] }[] }>(
        t.app,
        person.headers,
        "GET",
        "/customer/carts",
      );
      expect(seen.groups[0]?.orders[0]?.available).toBe(false);
      const checkout = await checkoutCartGroup(t.app, world, person, {
        cartId: cart.groups[0]?.id,
        sendMethod: "seller",
        deliveryDate: dayFromToday(2, t.app.clock()),
      });
      expect(checkout.statusCode).toBe(409);
    });
  });
});
