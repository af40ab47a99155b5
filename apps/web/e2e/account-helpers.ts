import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * Accounts for the end-to-end tests, made through the API the way the app makes them. Requests
 * go through `page.request`, which shares the browser context's cookies, so an account signed
 * in here is signed in in the page too.
 */

/** A fresh number per test (0912 and seven random digits), so tests never meet each other. */
export function newMobile(): string {
  return `0912${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/**
 * The newest sign-in code the dev SMS outbox holds for a number. The newest text is not always
 * the code: an admin is also texted when a shop or a driver registers (by the sending job,
 * every 5 s), and CI once read such a text in place of the code that had just arrived.
 */
export async function readCode(request: APIRequestContext, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await request.get(`/api/v1/dev/outbox?mobile=${mobile}`);
    const body = (await response.json()) as { data?: { text: string }[] };
    const code = (body.data ?? [])
      .map((message) => /Kesht code: (\d{6})/.exec(message.text)?.[1])
      .find((found) => found !== undefined);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in code reached the outbox for ${mobile}`);
}

/**
 * The newest text the outbox kept for a number that contains `contains`, waiting for the
 * sending job (every 5 s) and the jobs that write the texts (the new-load digest: every minute).
 */
export async function waitForText(
  request: APIRequestContext,
  mobile: string,
  contains: string,
): Promise<string> {
  let texts: string[] = [];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await request.get(`/api/v1/dev/outbox?mobile=${mobile}`);
    const body = (await response.json()) as { data?: { text: string }[] };
    texts = body.data?.map((message) => message.text) ?? [];
    const found = texts.find((text) => text.includes(contains));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `no text with "${contains}" reached the outbox for ${mobile}: ${texts.join(" | ")}`,
  );
}

type ApiDoor = "customer" | "seller" | "admin" | "driver";

/** The web app's origin, as the Playwright config serves it. */
const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;

/** Cookie-bearing writes must name the web app's origin (the API's check against CSRF). */
const originHeader = { origin: webOrigin };

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`/api/v1${path}`, {
    data,
    headers: originHeader,
  });
  if (!response.ok()) {
    throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as { data: unknown };
}

/** Signs the page's browser in at a door with a code from the outbox. */
export async function signInByApi(page: Page, door: ApiDoor, mobile: string): Promise<void> {
  await post(page, `/${door}/login/code/send`, { mobile });
  await post(page, `/${door}/login`, { mobile, code: await readCode(page.request, mobile) });
}

async function referenceIds(request: APIRequestContext) {
  const countries = (await (await request.get("/api/v1/countries")).json()) as {
    data: { id: number; code: string }[];
  };
  const iran = countries.data.find((country) => country.code === "IR");
  if (!iran) throw new Error("Iran is not in the seeded countries");
  const provinces = (await (
    await request.get(`/api/v1/provinces?country_id=${iran.id}`)
  ).json()) as { data: { id: number }[] };
  const province = provinces.data[0];
  if (!province) throw new Error("no seeded provinces");
  const cities = (await (
    await request.get(`/api/v1/cities?province_id=${province.id}`)
  ).json()) as { data: { id: number }[] };
  const city = cities.data[0];
  if (!city) throw new Error("no seeded cities");
  return { countryId: iran.id, provinceId: province.id, cityId: city.id };
}

/** A signed-in customer with a name: signs in at the customer door and registers. */
export async function createCustomer(page: Page, name = "Sara Ahmadi") {
  const mobile = newMobile();
  await signInByApi(page, "customer", mobile);
  const { countryId } = await referenceIds(page.request);
  await post(page, "/customer/register", {
    name,
    email: `customer.${mobile}@example.com`,
    mobile,
    country_id: countryId,
  });
  return { mobile, name };
}

/** Valid first-step details (a real checksum for every number). */
export const shopDetails = {
  store_name: "Green Valley Farm",
  manager_full_name: "Reza Karimi",
  national_code: "0499370899",
  sheba: "IR820540102680020817909002",
  iban: "GB82WEST12345698765432",
  card_number: "6037991199500590",
};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function upload(page: Page, purpose: string, name: string, mimeType: string) {
  const response = await page.request.post("/api/v1/files", {
    headers: originHeader,
    multipart: { purpose, file: { name, mimeType, buffer: fixture(name) } },
  });
  if (!response.ok()) throw new Error(`upload ${name}: HTTP ${response.status()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** What the ALTCHA widget does in the browser: fetch a challenge and solve it. */
async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get("/api/v1/altcha/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error("the ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * A signed-in seller. `step: 1` stops after the first registration step (a draft shop);
 * `step: 2` sends the shop for review (pending_review), as the registration pages do.
 */
export async function createSeller(page: Page, step: 1 | 2, storeName = shopDetails.store_name) {
  const mobile = newMobile();
  await signInByApi(page, "seller", mobile);
  await post(page, "/seller/register/step1", { ...shopDetails, store_name: storeName });
  if (step === 2) {
    const { provinceId, cityId } = await referenceIds(page.request);
    await post(page, "/seller/register/step2", {
      province_id: provinceId,
      city_id: cityId,
      latitude: 35.7,
      longitude: 51.4,
      logo_file_id: await upload(page, "logo", "shop-logo.png", "image/png"),
      store_image_ids: [await upload(page, "store_image", "farm.jpg", "image/jpeg")],
      license_file_id: await upload(page, "license", "business-licence.pdf", "application/pdf"),
      farm_image_ids: [],
      altcha: await solveCaptcha(page.request),
    });
  }
  return { mobile, storeName };
}
