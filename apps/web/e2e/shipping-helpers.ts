import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Order } from "@kesht/contracts";
import { createCustomer, newMobile, signInByApi } from "./account-helpers";
import { adminApi, createApprovedSeller, createProduct } from "./catalog-helpers";
import { creditWallet } from "./commerce-helpers";
import { expect, type Page } from "./fixtures/test";

/*
 * What the shipping journeys share: API calls as the page's person, the seeded places, an
 * upload, an approved driver on a phone, orders for a driver and a driver chosen for them, the
 * customer's delivery code as their page shows it, and a whole job on its way for specs about
 * the driver's job page that are not about how the job came to be (shipping.spec.ts walks that).
 */

export const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
export const originHeader = { origin: webOrigin };
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

export async function api<T>(
  page: Page,
  method: "get" | "post" | "put",
  path: string,
  data?: unknown,
) {
  const response = await page.request[method](`/api/v1${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: { ...originHeader, "Idempotency-Key": randomUUID() },
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The first seeded province with its first two cities: where the shop is and where orders go. */
export async function places(page: Page) {
  const countries = await api<{ id: number; code: string }[]>(page, "get", "/countries");
  const iran = countries.find((country) => country.code === "IR");
  const [province] = await api<{ id: number }[]>(page, "get", `/provinces?country_id=${iran?.id}`);
  const cities = await api<{ id: number }[]>(page, "get", `/cities?province_id=${province?.id}`);
  if (!iran || !province || !cities[0] || !cities[1]) throw new Error("geography not seeded");
  return { countryId: iran.id, provinceId: province.id, cityIds: [cities[0].id, cities[1].id] };
}

export async function upload(page: Page, purpose: string) {
  const response = await page.request.post("/api/v1/files", {
    headers: originHeader,
    multipart: {
      purpose,
      file: { name: "farm.jpg", mimeType: "image/jpeg", buffer: fixture("farm.jpg") },
    },
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Registers the phone's person as a driver through the API, with the seeded vehicle type of
 * `vehicleCode` (the first one when not given); the demo admin approves them. Answers the
 * driver's mobile.
 */
export async function approveDriver(
  page: Page,
  name: string,
  vehicleCode?: string,
): Promise<string> {
  const mobile = newMobile();
  await signInByApi(page, "driver", mobile);
  const where = await places(page);
  const vehicles = await api<{ id: number; code: string }[]>(page, "get", "/vehicle-types");
  const vehicle = vehicleCode ? vehicles.find((type) => type.code === vehicleCode) : vehicles[0];
  if (!vehicle) throw new Error(`vehicle type ${vehicleCode} not seeded`);
  const profile = await api<{ id: number }>(page, "post", "/driver/register", {
    name,
    national_code: "0499370899",
    mobile,
    vehicle_type_id: vehicle?.id,
    plate: "12 ب 345 - 67",
    capacity_kg: 3000,
    driving_licence_file_id: await upload(page, "driving_licence"),
    vehicle_card_file_id: await upload(page, "vehicle_card"),
    sheba: "IR062960000000100324200001",
    province_id: where.provinceId,
    city_id: where.cityIds[0],
    served_province_ids: [where.provinceId],
  });
  const admin = await adminApi();
  const review = await admin.post(`/api/v1/admin/drivers/${profile.id}/review`, {
    data: { decision: "approve" },
    headers: originHeader,
  });
  expect(review.ok()).toBe(true);
  return mobile;
}

/** A day in Tehran `daysAhead` from today (yyyy-mm-dd), as the API takes delivery and loading days. */
export function tehranDayAhead(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", {
    timeZone: "Asia/Tehran",
  });
}

/** The first seeded packaging and delivery window: what these journeys choose each time. */
export async function firstPackageAndWindow(page: Page) {
  const [packageType] = await api<{ id: number }[]>(page, "get", "/package-types");
  const [timeBlock] = await api<{ id: number }[]>(page, "get", "/time-blocks");
  if (!packageType || !timeBlock) throw new Error("checkout reference data not seeded");
  return { packageTypeId: packageType.id, timeBlockId: timeBlock.id };
}

/** A new address of the customer's in one of the seeded cities. */
export async function addAddress(
  customer: Page,
  where: { countryId: number; provinceId: number },
  cityId: number,
) {
  return api<{ id: number }>(customer, "post", "/customer/addresses", {
    country_id: where.countryId,
    province_id: where.provinceId,
    city_id: cityId,
    address: "12 Vali-e Asr Street",
  });
}

/**
 * The customer puts `count` of a product in the cart and orders it to the address, for delivery
 * by a driver in two days, paid from the wallet. Answers the order's id.
 */
export async function orderForDriver(
  customer: Page,
  order: { productId: number; addressId: number; count: number },
  choice: { packageTypeId: number; timeBlockId: number },
): Promise<number> {
  const cart = await api<{ groups: { id: number }[] }>(customer, "post", "/customer/carts", {
    product_id: order.productId,
    count: order.count,
  });
  const placed = await api<{ order: Order }>(customer, "post", "/customer/orders", {
    cart_id: cart.groups[0]?.id,
    address_id: order.addressId,
    send_method: "driver",
    package_type_id: choice.packageTypeId,
    delivery_date: tehranDayAhead(2),
    time_block_id: choice.timeBlockId,
    payment_method: "wallet",
  });
  return placed.order.id;
}

/** The shop asks for a driver to load the group tomorrow (5 kg); answers the loading request's id. */
export async function askForDriver(
  shop: Page,
  groupId: number,
  choice: { packageTypeId: number; timeBlockId: number },
): Promise<number> {
  const group = await api<{ loading_request: { id: number } | null }>(
    shop,
    "post",
    `/seller/order-groups/${groupId}/loading-request`,
    {
      loading_date: tehranDayAhead(1),
      time_block_id: choice.timeBlockId,
      package_type_id: choice.packageTypeId,
      weight_kg: 5,
      package_count: 1,
    },
  );
  if (!group.loading_request) throw new Error("the loading request was not made");
  return group.loading_request.id;
}

/** The driver proposes a price for the loading request and the shop accepts it at once. */
export async function proposeAndAccept(
  pages: { shop: Page; driver: Page },
  requestId: number,
  priceToman: number,
): Promise<void> {
  const request = await api<{ my_proposal: { id: number } | null }>(
    pages.driver,
    "put",
    `/driver/loading-requests/${requestId}/proposal`,
    { price_toman: priceToman, duration_hours: 4 },
  );
  await api(pages.shop, "post", `/seller/proposals/${request.my_proposal?.id}/accept`);
}

/** The delivery code as the customer reads it on their order page (in the page's digits). */
export async function readDeliveryCode(customer: Page, orderId: number): Promise<string> {
  await customer.goto(`/customer/orders/${orderId}`);
  const card = customer.getByTestId("delivery-code");
  await expect(card).toBeVisible();
  const code = (await card.locator("p[dir=ltr]").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9۰-۹]{5}$/);
  return code;
}

/**
 * The driver records at pickup what the load said, with a photo, through the API (decision
 * 036): the record is matched and the job may be marked loaded. For specs about what comes
 * after the pickup, not about the pickup form.
 */
export async function recordMatchingPickup(driver: Page, groupId: number) {
  const job = await api<{ needs: { package_count: number; weight_kg: number } | null }>(
    driver,
    "get",
    `/driver/jobs/${groupId}`,
  );
  if (!job.needs) throw new Error("the job has no accepted loading request");
  await api(driver, "post", `/driver/jobs/${groupId}/pickup`, {
    package_count: job.needs.package_count,
    weight_kg: job.needs.weight_kg,
    photo_file_ids: [await upload(driver, "pickup_photo")],
  });
}

/**
 * A new shop on `shop` with one product, and a new customer on `customer` who orders `count`
 * of it for delivery by a driver, paid from the wallet; the shop has accepted the order.
 * Answers the order's id and the package and window the customer chose.
 */
export async function acceptedOrderForDriver(
  pages: { shop: Page; customer: Page },
  goods: { name: string; latin_name: string; price_toman: number; count: number },
) {
  const { shop, customer } = pages;
  await createApprovedSeller(shop);
  const product = await createProduct(shop, {
    name: goods.name,
    latin_name: goods.latin_name,
    price_toman: goods.price_toman,
    stock: 50,
  });
  await createCustomer(customer);
  await creditWallet(customer, 1_000_000);
  const where = await places(customer);
  const choice = await firstPackageAndWindow(customer);
  const address = await addAddress(customer, where, where.cityIds[0] as number);
  const orderId = await orderForDriver(
    customer,
    { productId: product.id, addressId: address.id, count: goods.count },
    choice,
  );
  await api(shop, "post", `/seller/orders/${orderId}/accept`);
  return { orderId, choice };
}

/**
 * A job in transit for the driver signed in on `driver`, with the shop and the customer in
 * their own contexts on `shop` and `customer`. Answers the group (the job's) id.
 */
export async function jobInTransit(pages: { shop: Page; customer: Page; driver: Page }) {
  const { shop, driver } = pages;
  const { orderId, choice } = await acceptedOrderForDriver(pages, {
    name: "سیب قرمز",
    latin_name: "Red apple",
    price_toman: 40_000,
    count: 1,
  });
  const group = await api<{ id: number }>(shop, "post", "/seller/order-groups", {
    order_ids: [orderId],
  });
  const requestId = await askForDriver(shop, group.id, choice);

  await approveDriver(driver, "Road Driver");
  await proposeAndAccept({ shop, driver }, requestId, 60_000);
  await recordMatchingPickup(driver, group.id);
  await api(driver, "post", `/driver/jobs/${group.id}/loaded`);
  return group.id;
}

/** The job's driver location as the driver's own read gives it. */
export function readDriverLocation(driver: Page, groupId: number) {
  return api<{ last_position: { latitude: number; longitude: number } | null }>(
    driver,
    "get",
    `/driver/jobs/${groupId}/driver-location`,
  );
}
