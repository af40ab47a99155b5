import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { newMobile, signInByApi } from "./account-helpers";
import { adminApi } from "./catalog-helpers";
import { expect, type Page } from "./fixtures/test";

/*
 * What the shipping journeys share: API calls as the page's person, the seeded places, an
 * upload, an approved driver on a phone, and the customer's delivery code as their page shows it.
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
 * Registers the phone's person as a driver through the API; the demo admin approves them.
 * Answers the driver's mobile.
 */
export async function approveDriver(page: Page, name: string): Promise<string> {
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

/** The delivery code as the customer reads it on their order page (in the page's digits). */
export async function readDeliveryCode(customer: Page, orderId: number): Promise<string> {
  await customer.goto(`/customer/orders/${orderId}`);
  const card = customer.getByTestId("delivery-code");
  await expect(card).toBeVisible();
  const code = (await card.locator("p[dir=ltr]").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9۰-۹]{5}$/);
  return code;
}
