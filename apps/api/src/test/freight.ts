import { schema } from "@kesht/db";
import { and, eq } from "drizzle-orm";
import type { App } from "../app";
import { type CommerceWorld, createShop } from "./commerce";
import {
  call,
  createDriver,
  type Driver,
  data,
  type GroupJson,
  loadingRequestBody,
  paidOrder,
  type Shop,
} from "./shipping";

/*
 * Freight fixtures (decision 036): drivers by vehicle, loads with needs, bids, and what a
 * person was told. Every step but the vehicle is a real request.
 */

/** An approved driver from the home province whose vehicle is (or is not) refrigerated. */
export async function createFreightDriver(
  app: App,
  world: CommerceWorld,
  options: { refrigerated: boolean; capacityKg?: number; name?: string },
): Promise<Driver> {
  const driver = await createDriver(app, {
    provinceIds: [world.home.provinceId],
    ...(options.capacityKg === undefined ? {} : { capacityKg: options.capacityKg }),
    ...(options.name === undefined ? {} : { name: options.name }),
  });
  const [vehicle] = await app.db
    .select()
    .from(schema.vehicleTypes)
    .where(eq(schema.vehicleTypes.refrigerated, options.refrigerated))
    .limit(1);
  if (!vehicle) throw new Error("no such vehicle type");
  await app.db
    .update(schema.drivers)
    .set({ vehicleTypeId: vehicle.id })
    .where(eq(schema.drivers.userId, driver.user.id));
  return driver;
}

/** A paid order of `shop`'s (a new shop unless given) sent to drivers with `overrides`. */
export async function openLoad(
  app: App,
  world: CommerceWorld,
  options: { shop?: Shop; body?: Record<string, unknown> } = {},
) {
  const shop = options.shop ?? (await createShop(app, world));
  const { orderId, customer } = await paidOrder(app, world, shop);
  const group = await data<GroupJson>(
    app,
    shop.headers,
    "POST",
    `/seller/orders/${orderId}/loading-request`,
    loadingRequestBody(world, options.body),
  );
  return { shop, orderId, customer, groupId: group.id, requestId: group.loading_request?.id ?? 0 };
}

export interface ProposalJson {
  id: number;
  status: string;
  price_rials: number;
  duration_hours: number;
  valid_until: string;
  request_revision: number;
  ranking: {
    position: number;
    arrives_at: string;
    reasons: string[];
    hours_after_fastest: number;
    percent_above_cheapest: number;
  } | null;
  driver: { id: number };
}

export interface SellerLoadJson {
  id: number;
  revision: number;
  proposal_count: number;
  temperature: string;
  arrive_by: string | null;
  fragile: boolean;
  package_count: number;
  weight_kg: number;
  proposals: ProposalJson[];
  questions: { id: number; question: string; answer: string | null; mine: boolean }[];
}

/** The seller's view of the load on their group page. */
export async function sellerLoad(app: App, shop: Shop, groupId: number): Promise<SellerLoadJson> {
  const group = await data<{ loading_request: SellerLoadJson }>(
    app,
    shop.headers,
    "GET",
    `/seller/order-groups/${groupId}`,
  );
  return group.loading_request;
}

/** The driver's bid (raw answer): price in toman, duration in hours, and any more fields. */
export function bid(
  app: App,
  driver: Driver,
  requestId: number,
  body: { price_toman?: number; duration_hours?: number; valid_until?: string } = {},
) {
  return call(app, driver.headers, "PUT", `/driver/loading-requests/${requestId}/proposal`, {
    price_toman: 400_000,
    duration_hours: 6,
    ...body,
  });
}

/** The notifications of `kind` written for a person, oldest first. */
export function toldOf(app: App, userId: number, kind: string) {
  return app.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.kind, kind)))
    .orderBy(schema.notifications.id);
}

/** The instant a Tehran wall-clock time on a date is (Tehran keeps +03:30 all year). */
export function tehranAt(date: string, time: string): Date {
  return new Date(`${date}T${time.slice(0, 5)}:00+03:30`);
}
