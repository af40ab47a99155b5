import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Order } from "@kesht/contracts";
import { createCustomer, newMobile, signInByApi } from "./account-helpers";
import { adminApi, createApprovedSeller, createProduct } from "./catalog-helpers";
import { creditWallet } from "./commerce-helpers";
import type { Page } from "./fixtures/test";

/**
 * A driver's job on its way, made through the API alone: a shop sells one order, groups it,
 * asks for a driver; an approved driver proposes, is accepted and loads. For specs about the
 * driver's job page that are not about how the job came to be (shipping.spec.ts walks that).
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function api<T>(page: Page, method: "get" | "post" | "put", path: string, data?: unknown) {
  const response = await page.request[method](`/api/v1${path}`, {
    ...(data === undefined ? {} : { data }),
    headers: { origin: webOrigin, "Idempotency-Key": randomUUID() },
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

async function places(page: Page) {
  const countries = await api<{ id: number; code: string }[]>(page, "get", "/countries");
  const iran = countries.find((country) => country.code === "IR");
  const [province] = await api<{ id: number }[]>(page, "get", `/provinces?country_id=${iran?.id}`);
  const cities = await api<{ id: number }[]>(page, "get", `/cities?province_id=${province?.id}`);
  if (!iran || !province || !cities[0]) throw new Error("geography not seeded");
  return { countryId: iran.id, provinceId: province.id, cityId: cities[0].id };
}

async function upload(page: Page, purpose: string) {
  const response = await page.request.post("/api/v1/files", {
    headers: { origin: webOrigin },
    multipart: {
      purpose,
      file: { name: "farm.jpg", mimeType: "image/jpeg", buffer: fixture("farm.jpg") },
    },
  });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Signs the page in as a new driver, registered and approved by the admin. */
export async function createApprovedDriver(page: Page, name = "Road Driver"): Promise<void> {
  const mobile = newMobile();
  await signInByApi(page, "driver", mobile);
  const where = await places(page);
  const [vehicle] = await api<{ id: number }[]>(page, "get", "/vehicle-types");
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
    city_id: where.cityId,
    served_province_ids: [where.provinceId],
  });
  const admin = await adminApi();
  const review = await admin.post(`/api/v1/admin/drivers/${profile.id}/review`, {
    data: { decision: "approve" },
    headers: { origin: webOrigin },
  });
  if (!review.ok()) throw new Error(`driver review: ${review.status()}`);
}

/**
 * A job in transit for the driver signed in on `driver`, with the shop and the customer in
 * their own contexts on `shop` and `customer`. Answers the group (the job's) id.
 */
export async function jobInTransit(pages: { shop: Page; customer: Page; driver: Page }) {
  const { shop, customer, driver } = pages;
  await createApprovedSeller(shop);
  const product = await createProduct(shop, {
    name: "سیب قرمز",
    latin_name: "Red apple",
    price_toman: 40_000,
    stock: 50,
  });

  await createCustomer(customer);
  await creditWallet(customer, 1_000_000);
  const where = await places(customer);
  const [packageType] = await api<{ id: number }[]>(customer, "get", "/package-types");
  const [timeBlock] = await api<{ id: number }[]>(customer, "get", "/time-blocks");
  const address = await api<{ id: number }>(customer, "post", "/customer/addresses", {
    country_id: where.countryId,
    province_id: where.provinceId,
    city_id: where.cityId,
    address: "12 Vali-e Asr Street",
  });
  const cart = await api<{ groups: { id: number }[] }>(customer, "post", "/customer/carts", {
    product_id: product.id,
    count: 1,
  });
  const tehranDay = (daysAhead: number) =>
    new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", {
      timeZone: "Asia/Tehran",
    });
  const { order } = await api<{ order: Order }>(customer, "post", "/customer/orders", {
    cart_id: cart.groups[0]?.id,
    address_id: address.id,
    send_method: "driver",
    package_type_id: packageType?.id,
    delivery_date: tehranDay(2),
    time_block_id: timeBlock?.id,
    payment_method: "wallet",
  });

  await api(shop, "post", `/seller/orders/${order.id}/accept`);
  const group = await api<{ id: number }>(shop, "post", "/seller/order-groups", {
    order_ids: [order.id],
  });
  await api(shop, "post", `/seller/order-groups/${group.id}/loading-request`, {
    loading_date: tehranDay(1),
    time_block_id: timeBlock?.id,
    package_type_id: packageType?.id,
    weight_kg: 5,
  });
  const withRequest = await api<{ loading_request: { id: number } | null }>(
    shop,
    "get",
    `/seller/order-groups/${group.id}`,
  );
  const requestId = withRequest.loading_request?.id;

  await createApprovedDriver(driver);
  const proposal = await api<{ id: number }>(
    driver,
    "put",
    `/driver/loading-requests/${requestId}/proposal`,
    { price_toman: 60_000, duration_hours: 4 },
  );
  await api(shop, "post", `/seller/proposals/${proposal.id}/accept`);
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
