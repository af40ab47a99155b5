import { type Database, schema, seedDriverReference } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import type { App } from "../app";
import type { OrderStatus } from "../modules/orders/orders.states";
import { transitionOrder } from "../modules/orders/orders.transition";
import { createOrderRow } from "./payments";
import { signIn, signInSeller } from "./sign-in";

/*
 * Fixtures for the live location tests: a group carried by a driver, built straight in the
 * database (the shipping module that makes groups is tested on its own), with its orders moved
 * along the lifecycle by the orders module's one writer.
 */

/** The way an order travels to `in_transit` when a driver carries it. */
const toInTransit: OrderStatus[] = [
  "preparing",
  "awaiting_driver",
  "driver_assigned",
  "in_transit",
];

/** A signed-in, approved driver. */
export async function signInDriver(app: App) {
  await seedDriverReference(app.db);
  const person = await signIn(app, { role: "driver" });
  const [vehicle] = await app.db.select().from(schema.vehicleTypes).limit(1);
  const country = await factories.createCountry(app.db);
  const province = await factories.createProvince(app.db, { countryId: country.id });
  const city = await factories.createCity(app.db, { provinceId: province.id });
  if (!vehicle) throw new Error("no vehicle types");
  await app.db.insert(schema.drivers).values({
    userId: person.user.id,
    name: "Reza Karimi",
    nationalCode: "0499370899",
    vehicleTypeId: vehicle.id,
    plate: "12ب345-67",
    capacityKg: 3500,
    sheba: "IR062960000000100324200001",
    provinceId: province.id,
    cityId: city.id,
    reviewStatus: "approved",
  });
  return person;
}

/** Moves an order from `paid` along the driver's way up to `to`. */
export async function advanceOrder(db: Database, orderId: number, to: OrderStatus) {
  let [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  for (const next of toInTransit) {
    if (!order || order.status === to) break;
    order = await transitionOrder(db, order, next, { actorId: null });
  }
  return order;
}

/**
 * A shop's group of `orders` paid orders (each by its own signed-in customer), carried by a
 * signed-in driver, with its orders in `status` (in transit unless told).
 */
export async function createTrackedGroup(
  app: App,
  options: { orders?: number; status?: OrderStatus; loadedAt?: Date | null } = {},
) {
  const seller = await signInSeller(app);
  const driver = await signInDriver(app);
  const customers = [];
  const orders = [];
  for (let i = 0; i < (options.orders ?? 1); i += 1) {
    const customer = await signIn(app, { role: "customer" });
    const order = await createOrderRow(app.db, {
      customerId: customer.user.id,
      sellerId: seller.user.id,
      totalRials: 500_000,
      status: "paid",
      reservedUntil: null,
    });
    customers.push(customer);
    orders.push(order);
  }
  const [first] = orders;
  if (!first) throw new Error("a group needs an order");
  const [group] = await app.db
    .insert(schema.orderGroups)
    .values({
      sellerId: seller.user.id,
      destinationCityId: first.destinationCityId,
      carrier: "driver",
      driverId: driver.user.id,
      driverPriceRials: 2_000_000,
      loadedAt: options.loadedAt === undefined ? new Date() : options.loadedAt,
    })
    .returning();
  if (!group) throw new Error("group insert returned nothing");
  for (const order of orders) {
    await app.db
      .update(schema.orders)
      .set({ orderGroupId: group.id })
      .where(eq(schema.orders.id, order.id));
    await advanceOrder(app.db, order.id, options.status ?? "in_transit");
  }
  return { group, seller, driver, customers, orders };
}

export type TrackedGroupWorld = Awaited<ReturnType<typeof createTrackedGroup>>;

/** Stores a position straight in the table, `ageMs` in the past (for the trail and the purge). */
export async function insertPositionAt(
  db: Database,
  world: TrackedGroupWorld,
  point: { latitude: number; longitude: number },
  ageMs: number,
) {
  const [row] = await db
    .insert(schema.driverPositions)
    .values({
      orderGroupId: world.group.id,
      driverId: world.driver.user.id,
      ...point,
      recordedAt: new Date(Date.now() - ageMs),
    })
    .returning();
  if (!row) throw new Error("position insert returned nothing");
  return row;
}
