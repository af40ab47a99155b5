import { type ErrorCode, errorCatalogue, errorMessages } from "@kesht/contracts";
import { schema, seedDriverReference } from "@kesht/db";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../app";
import {
  type CommerceWorld,
  checkoutCartGroup,
  createCustomer,
  createShop,
  createShopProduct,
  dayFromToday,
} from "./commerce";
import { makePng, uploadId } from "./files";
import { fundWallet } from "./ledger";
import { signIn } from "./sign-in";

/*
 * Shipping fixtures: a paid order driven through the HTTP API to any state of its shipment
 * (preparing, awaiting_driver, driver_assigned, in_transit, delivered), and approved drivers.
 * Every step is a real request, so the flows under test are the ones the web app uses.
 */

export type Headers = Record<string, string>;
export type Shop = Awaited<ReturnType<typeof createShop>>;
export type Driver = Awaited<ReturnType<typeof createDriver>>;

export async function call(
  app: App,
  headers: Headers,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** `call` as one person: what a test does in their name. */
export function callerAs(app: App, headers: Headers) {
  return (method: Parameters<typeof call>[2], url: string, payload?: unknown) =>
    call(app, headers, method, url, payload);
}

/** `call` that insists on a 2xx and answers the envelope's data. */
export async function data<T = Record<string, unknown>>(
  app: App,
  headers: Headers,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: unknown,
): Promise<T> {
  const response = await call(app, headers, method, url, payload);
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json().data as T;
}

/**
 * A paid order of `shop`'s, bought by a new customer living in `place` (the home city unless
 * told), `paid` unless `accept` (then `preparing`).
 */
export async function paidOrder(
  app: App,
  world: CommerceWorld,
  shop: Shop,
  options: {
    place?: { provinceId: number; cityId: number };
    accept?: boolean;
    /** What the product bought differs in (its discount, say). */
    product?: Partial<typeof schema.products.$inferInsert>;
  } = {},
): Promise<{ orderId: number; customer: Awaited<ReturnType<typeof createCustomer>> }> {
  const product = await createShopProduct(app.db, world, shop.shop.userId, {
    priceRials: 500_000,
    stock: 50,
    ...options.product,
  });
  const customer = await createCustomer(app, world, options.place ?? world.home);
  await fundWallet(app.db, "customer_wallet", customer.user.id, 50_000_000);
  const cart = await data<{ groups: { id: number }[] }>(
    app,
    customer.headers,
    "POST",
    "/customer/carts",
    { product_id: product.id, count: 2 },
  );
  const checkout = await checkoutCartGroup(app, world, customer, {
    cartId: cart.groups[0]?.id,
    sendMethod: "driver",
    // Freight to another province takes at least two days: the third day's window is ahead
    // (of the app's clock, which tests of the hour move ahead).
    deliveryDate: dayFromToday(3, app.clock()),
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout answered ${checkout.body}`);
  const orderId = checkout.json().data.order.id as number;
  if (options.accept !== false) {
    await data(app, shop.headers, "POST", `/seller/orders/${orderId}/accept`);
  }
  return { orderId, customer };
}

/**
 * A signed-in driver, already reviewed (approved unless told), taking loads from
 * `provinceIds` up to `capacityKg`.
 */
export async function createDriver(
  app: App,
  options: {
    provinceIds: readonly number[];
    capacityKg?: number;
    reviewStatus?: "approved" | "pending_review" | "rejected";
    name?: string;
  },
) {
  await seedDriverReference(app.db);
  const person = await signIn(app, { role: "driver", name: options.name ?? "Test Driver" });
  const [vehicle] = await app.db.select().from(schema.vehicleTypes).limit(1);
  const [province] = options.provinceIds;
  if (province === undefined) throw new Error("a driver serves at least one province");
  const [city] = await app.db
    .select()
    .from(schema.cities)
    .where(eq(schema.cities.provinceId, province))
    .limit(1);
  if (!vehicle || !city) throw new Error("no vehicle type, or no city in the province");
  await app.db.insert(schema.drivers).values({
    userId: person.user.id,
    name: options.name ?? "Test Driver",
    nationalCode: "0499370899",
    vehicleTypeId: vehicle.id,
    plate: "12ب345-67",
    capacityKg: options.capacityKg ?? 3_000,
    sheba: "IR062960000000100324200001",
    provinceId: city.provinceId,
    cityId: city.id,
    reviewStatus: options.reviewStatus ?? "approved",
    rejectionReason: options.reviewStatus === "rejected" ? "Blurry licence" : null,
  });
  await app.db
    .insert(schema.driverServiceProvinces)
    .values(options.provinceIds.map((provinceId) => ({ driverId: person.user.id, provinceId })));
  return person;
}

/** A loading request body for tomorrow, 100 kg in 4 packages. */
export function loadingRequestBody(world: CommerceWorld, overrides: Record<string, unknown> = {}) {
  return {
    loading_date: dayFromToday(1),
    time_block_id: world.timeBlockId,
    package_type_id: world.packageTypeId,
    weight_kg: 100,
    package_count: 4,
    note: "Fragile: stack at most two crates",
    ...overrides,
  };
}

export interface GroupJson {
  id: number;
  status: string;
  carrier: string | null;
  orders: { id: number; status: string }[];
  loading_request: {
    id: number;
    status: string;
    proposal_count: number;
    proposals: { id: number; price_rials: number; status: string; driver: { id: number } }[];
  } | null;
  driver: { id: number; name: string } | null;
  driver_price_rials: number | null;
}

export type ShipmentState =
  | "preparing"
  | "awaiting_driver"
  | "driver_assigned"
  | "in_transit"
  | "delivered";

/**
 * A paid order driven through the API to `state`: accepted, sent in a loading request,
 * proposed on by `driver` (a new approved one unless given), chosen, loaded, delivered.
 */
export async function orderInState(
  app: App,
  world: CommerceWorld,
  state: ShipmentState,
  options: { shop?: Shop; driver?: Driver; priceToman?: number } = {},
) {
  const shop = options.shop ?? (await createShop(app, world));
  const { orderId, customer } = await paidOrder(app, world, shop);
  const result = {
    shop,
    customer,
    orderId,
    groupId: 0,
    requestId: 0,
    proposalId: 0,
    driver: options.driver,
  };
  if (state === "preparing") return result;
  const group = await data<GroupJson>(
    app,
    shop.headers,
    "POST",
    `/seller/orders/${orderId}/loading-request`,
    loadingRequestBody(world),
  );
  result.groupId = group.id;
  result.requestId = group.loading_request?.id ?? 0;
  if (state === "awaiting_driver") return result;
  const driver =
    options.driver ?? (await createDriver(app, { provinceIds: [world.home.provinceId] }));
  result.driver = driver;
  const proposal = await data<{ my_proposal: { id: number } }>(
    app,
    driver.headers,
    "PUT",
    `/driver/loading-requests/${result.requestId}/proposal`,
    { price_toman: options.priceToman ?? 400_000, duration_hours: 6 },
  );
  result.proposalId = proposal.my_proposal.id;
  await data(app, shop.headers, "POST", `/seller/proposals/${result.proposalId}/accept`);
  if (state === "driver_assigned") return result;
  await recordMatchingPickup(app, driver.headers, group.id);
  await data(app, driver.headers, "POST", `/driver/jobs/${group.id}/loaded`);
  if (state === "in_transit") return result;
  await data(app, driver.headers, "POST", `/driver/jobs/${group.id}/orders/${orderId}/delivered`, {
    code: await deliveryCodeOf(app, customer.headers, orderId),
  });
  return result;
}

/**
 * The driver records at pickup exactly what the load said, with a photo (decision 036): the
 * record is `matched` and the job may be marked loaded.
 */
export async function recordMatchingPickup(app: App, driverHeaders: Headers, groupId: number) {
  const job = await data<{ needs: { package_count: number; weight_kg: number } }>(
    app,
    driverHeaders,
    "GET",
    `/driver/jobs/${groupId}`,
  );
  const photo = await uploadId(app, driverHeaders, "pickup_photo", await makePng(64, 64), "p.png");
  return data(app, driverHeaders, "POST", `/driver/jobs/${groupId}/pickup`, {
    package_count: job.needs.package_count,
    weight_kg: job.needs.weight_kg,
    photo_file_ids: [photo],
  });
}

/** The delivery code as its customer reads it on their order page (null when none is shown). */
export async function deliveryCodeOf(
  app: App,
  customerHeaders: Headers,
  orderId: number,
): Promise<string | null> {
  const order = await data<{ delivery_code: string | null }>(
    app,
    customerHeaders,
    "GET",
    `/customer/orders/${orderId}`,
  );
  return order.delivery_code;
}

/** The answer is the error `code`: its HTTP status and its texts in both languages. */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  code: ErrorCode,
) {
  const body = response.json() as { messages: { en: string; fa: string } };
  expect(response.statusCode).toBe(errorCatalogue[code].http);
  expect(body.messages).toEqual(errorMessages(code));
}
