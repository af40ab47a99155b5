import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { App } from "../app";
import { payOrderFromWallet } from "../modules/ledger/ledger.postings";
import { lockOrder, transitionOrder } from "../modules/orders/orders.transition";
import { createTestApp, type TestApp } from "./app";
import {
  type CommerceWorld,
  createCommerceWorld,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
} from "./commerce";
import { expectLedgerBalanced, fundWallet } from "./ledger";
import { createDriver as createShippingDriver } from "./shipping";
import { signIn } from "./sign-in";

/*
 * Fixtures for receipt, settlement and rating: paid orders carried to `delivered` through the
 * orders module's own transitions, the shipment (order group) they travelled in, and drivers.
 * The shipping part's endpoints build groups in the running product; these rows stand in for
 * them here.
 */

export interface SettlementWorld {
  world: CommerceWorld;
  seller: Awaited<ReturnType<typeof createShop>>;
  customer: Awaited<ReturnType<typeof createCustomer>>;
  admin: Awaited<ReturnType<typeof signIn>>;
}

export async function createSettlementWorld(app: App): Promise<SettlementWorld> {
  const world = await createCommerceWorld(app.db);
  return {
    world,
    seller: await createShop(app, world),
    customer: await createCustomer(app, world, world.away),
    admin: await signIn(app, { role: "admin" }),
  };
}

/** Someone signed in, as the tests that move money through orders call the API for them. */
export type Person = { headers: Record<string, string> };

/**
 * The setup of the tests that move money through orders: before the file's tests, a test app on
 * an empty database (`env` configures it, the commission say) handed to `opened`; the ledger's
 * invariants checked after each test; the app closed after them. Answers the API calls as a
 * person, made on that app.
 */
export function withLedgerTestApp(
  env: NodeJS.ProcessEnv,
  opened: (t: TestApp) => void,
  clock?: () => Date,
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env, ...(clock ? { clock } : {}) });
    opened(t);
  });
  afterEach(() => (t ? expectLedgerBalanced(t.db) : undefined));
  afterAll(() => t?.close());
  const call = (person: Person, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    if (!t) throw new Error("the test app is opened before the file's tests");
    return t.app.inject({ method, url: `/api/v1${url}`, headers: person.headers, payload });
  };
  return {
    call,
    post: (person: Person, url: string, payload?: object) => call(person, "POST", url, payload),
    get: (person: Person, url: string) => call(person, "GET", url),
  };
}

/** A signed-in, approved driver at home in the world's province. */
export function createDriver(app: App, world: CommerceWorld) {
  return createShippingDriver(app, { provinceIds: [world.home.provinceId], capacityKg: 3_500 });
}

export interface OrderInput {
  /** Kilograms bought of one product at `priceRials` a kilogram. */
  kg: number;
  priceRials: number;
  shippingFeeRials: number;
  sendMethod?: "driver" | "seller" | "pickup";
  /** Another customer of the same world (default: the world's customer). */
  customerId?: number;
}

/**
 * A paid order (paid from the customer's wallet, so its money sits in the seller's pending
 * income) moved `paid → preparing → in_transit → delivered` by the state table's writer,
 * delivered `deliveredHoursAgo` ago.
 */
export async function deliveredOrder(
  app: App,
  s: SettlementWorld,
  input: OrderInput & { deliveredHoursAgo?: number; stopAtPreparing?: boolean },
) {
  const db = app.db;
  const customerId = input.customerId ?? s.customer.user.id;
  const product = await createShopProduct(db, s.world, s.seller.user.id, {
    priceRials: input.priceRials,
    stock: 10_000,
  });
  const itemsTotalRials = Math.round(input.kg * input.priceRials);
  const totalRials = itemsTotalRials + input.shippingFeeRials;
  const [order] = await db
    .insert(schema.orders)
    .values({
      customerId,
      sellerId: s.seller.user.id,
      status: "paid",
      address: {
        country: { id: s.world.countryId, title: "ایران", title_en: "Iran" },
        province: { id: s.world.away.provinceId, title: "استان", title_en: "Province" },
        city: { id: s.world.away.cityId, title: "شهر", title_en: "City" },
        address: "Farm road 12",
        latin_address: null,
        postal_code: null,
        receiver_name: null,
        receiver_mobile: null,
        latitude: null,
        longitude: null,
      },
      destinationCityId: s.world.away.cityId,
      sendMethod: input.sendMethod ?? "driver",
      shippingCostRials: input.shippingFeeRials,
      deliveryDate: dayFromToday(3),
      itemsTotalRials,
      totalRials,
      paymentMethod: "wallet",
      paidAt: new Date(),
    })
    .returning();
  if (!order) throw new Error("order insert returned nothing");
  await db.insert(schema.orderItems).values({
    orderId: order.id,
    productId: product.id,
    variantId: product.variantId,
    name: product.name,
    stockTypeId: s.world.kg.id,
    count: input.kg,
    unitPriceRials: input.priceRials,
    totalRials: itemsTotalRials,
  });
  await fundWallet(db, "customer_wallet", customerId, totalRials);
  await db.transaction((tx) =>
    payOrderFromWallet(tx, {
      customerId,
      sellerId: s.seller.user.id,
      orderId: order.id,
      amountRials: totalRials,
    }),
  );
  if (input.stopAtPreparing) {
    await moveOrder(db, order.id, ["preparing"]);
    return { ...order, itemsTotalRials, totalRials };
  }
  await moveOrder(db, order.id, ["preparing", "in_transit", "delivered"]);
  const deliveredAt = new Date(Date.now() - (input.deliveredHoursAgo ?? 1) * 3_600_000);
  await db.update(schema.orders).set({ deliveredAt }).where(eq(schema.orders.id, order.id));
  return { ...order, itemsTotalRials, totalRials };
}

/** `deliveredOrder` with its one line (the order holds one product), for tests about lines. */
export async function deliveredOrderLine(
  app: App,
  s: SettlementWorld,
  input: Parameters<typeof deliveredOrder>[2],
) {
  const order = await deliveredOrder(app, s, input);
  const [line] = await app.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id));
  if (!line) throw new Error("the order has no line");
  return { order, line };
}

/** Moves an order through `statuses` one step at a time, as the transitions' writer does. */
export async function moveOrder(db: Database, orderId: number, statuses: readonly string[]) {
  for (const status of statuses) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new Error(`order ${orderId} vanished`);
      await transitionOrder(tx, order, status as never, { actorId: null });
    });
  }
}

/**
 * The shipment the orders travelled in: a driver's (with the accepted price for the whole
 * group) or the shop's own. Sets each order's `order_group_id`.
 */
export async function groupOrders(
  db: Database,
  s: SettlementWorld,
  orderIds: readonly number[],
  carrier: { driverId: number; priceRials: number } | "seller",
) {
  const [group] = await db
    .insert(schema.orderGroups)
    .values({
      sellerId: s.seller.user.id,
      destinationCityId: s.world.away.cityId,
      carrier: carrier === "seller" ? "seller" : "driver",
      driverId: carrier === "seller" ? null : carrier.driverId,
      driverPriceRials: carrier === "seller" ? null : carrier.priceRials,
      loadedAt: sql`now()`,
    })
    .returning();
  if (!group) throw new Error("group insert returned nothing");
  for (const id of orderIds) {
    await db.update(schema.orders).set({ orderGroupId: group.id }).where(eq(schema.orders.id, id));
  }
  return group;
}
