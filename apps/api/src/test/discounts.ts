import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { App } from "../app";
import { addToCart } from "./cart";
import { type CommerceWorld, createCustomer, createShopProduct, dayFromToday } from "./commerce";
import { fundWallet } from "./ledger";

/*
 * What the discount-code tests share (decision 040): a code made through the API, a basket of
 * one product, and a checkout with a code as the checkout page sends it.
 */

type Headers = Record<string, string>;

/** A code made by a shop (`/seller`) or an admin (`/admin`); answers the created code. */
export async function createDiscountCode(
  app: App,
  headers: Headers,
  role: "seller" | "admin",
  body: Record<string, unknown>,
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/${role}/discount-codes`,
    headers,
    payload: { kind: "percent", percent: 10, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; code: string };
}

/** A fresh customer at home with a funded wallet and `kg` of a new product of the shop in a cart. */
export async function basketOf(
  app: App,
  world: CommerceWorld,
  sellerId: number,
  options: { kg?: number; priceRials?: number; wallet?: number } = {},
) {
  const product = await createShopProduct(app.db, world, sellerId, {
    priceRials: options.priceRials ?? 800_000,
    stock: 10_000,
  });
  const person = await createCustomer(app, world);
  await fundWallet(app.db, "customer_wallet", person.user.id, options.wallet ?? 10_000_000);
  const cartId = await addLine(app, person.headers, product.id, options.kg ?? 2);
  return { product, person, cartId };
}

/** Puts `kg` of a product in the person's cart of its shop; answers that cart's id. */
export async function addLine(app: App, headers: Headers, productId: number, kg: number) {
  const added = await addToCart(app, headers, productId, kg);
  expect(added.statusCode, added.body).toBe(200);
  const groups = added.json().data.groups as { id: number; orders: { product_id: number }[] }[];
  const group = groups.find((g) => g.orders.some((line) => line.product_id === productId));
  if (!group) throw new Error("the product's cart group is missing");
  return group.id;
}

/**
 * Checkout of a cart group with the shop's own delivery, paid from the wallet (or left unpaid
 * at the sandbox gateway), with `code`.
 */
export function checkoutWithCode(
  app: App,
  world: CommerceWorld,
  customer: { headers: Headers; addressId: number },
  cartId: number,
  code: string | undefined,
  payWith: "wallet" | "gateway" = "wallet",
) {
  return app.inject({
    method: "POST",
    url: "/api/v1/customer/orders",
    headers: { ...customer.headers, "idempotency-key": randomUUID() },
    payload: {
      cart_id: cartId,
      address_id: customer.addressId,
      send_method: "seller",
      package_type_id: world.packageTypeId,
      delivery_date: dayFromToday(2),
      time_block_id: world.timeBlockId,
      ...(payWith === "gateway"
        ? { payment_method: "gateway", gateway: "sandbox" }
        : { payment_method: "wallet" }),
      ...(code === undefined ? {} : { discount_code: code }),
    },
  });
}
