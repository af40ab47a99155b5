import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type {
  Category,
  CategoryProperty,
  ProductBody,
  ProductDetail,
  StockType,
} from "@kesht/contracts";
import { type APIRequestContext, type Page, request } from "@playwright/test";
import { createSeller, readCode } from "./account-helpers";

/**
 * Catalogue data for the end-to-end tests, made through the API the way the app makes it:
 * an approved shop (registered, then approved by the admin the e2e server bootstraps) and
 * products it lists. A seller's page is redirected away from the storefront, so give these
 * helpers a page of its own browser context and browse in another.
 */

const webOrigin = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
/** Cookie-bearing writes must name the web app's origin (the API's check against CSRF). */
const originHeader = { origin: webOrigin };

interface Envelope<T> {
  data: T;
}

async function expectOk<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok()) {
    throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as Envelope<T>).data;
}

async function getData<T>(api: APIRequestContext, apiPath: string): Promise<T> {
  return expectOk<T>(await api.get(`/api/v1${apiPath}`), `GET ${apiPath}`);
}

async function send<T>(
  api: APIRequestContext,
  method: "post" | "put" | "delete",
  apiPath: string,
  data?: unknown,
): Promise<T> {
  const response = await api[method](`/api/v1${apiPath}`, { data, headers: originHeader });
  return expectOk<T>(response, `${method.toUpperCase()} ${apiPath}`);
}

// ---------------------------------------------------------------------------------------------
// The admin's session, shared by every worker of a run
// ---------------------------------------------------------------------------------------------

/**
 * Sign-in codes have a 60-second resend cooldown and a daily cap per number, so the admin signs
 * in once per run and the workers share the session through a file; a lock directory keeps two
 * workers from asking for a code at the same moment.
 */
const apiPort = process.env.E2E_API_PORT ?? 4100;
const sessionFile = path.join(tmpdir(), `kesht-e2e-admin-session-${apiPort}.json`);
const lockDir = `${sessionFile}.lock`;
const STALE_LOCK_MS = 180_000;

let adminContext: APIRequestContext | null = null;

async function isAdminSession(api: APIRequestContext): Promise<boolean> {
  const response = await api.get("/api/v1/admin/sellers");
  return response.ok();
}

async function contextFromSavedSession(): Promise<APIRequestContext | null> {
  try {
    const storageState = JSON.parse(await readFile(sessionFile, "utf8"));
    const api = await request.newContext({ baseURL: webOrigin, storageState });
    if (await isAdminSession(api)) return api;
    await api.dispose();
  } catch {
    // No saved session yet, or an unreadable one: sign in below.
  }
  return null;
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await mkdir(lockDir);
      break;
    } catch {
      const age = await stat(lockDir).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lockDir, { recursive: true, force: true });
      if (attempt > 900) throw new Error("timed out waiting for the admin sign-in lock");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

async function signInAdmin(): Promise<APIRequestContext> {
  const mobile = process.env.E2E_ADMIN_MOBILE;
  if (!mobile) throw new Error("E2E_ADMIN_MOBILE is not set (the Playwright config sets it)");
  const api = await request.newContext({ baseURL: webOrigin });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const sent = await api.post("/api/v1/admin/login/code/send", {
      data: { mobile },
      headers: originHeader,
    });
    if (sent.status() === 429) {
      // Someone else (the admin spec) asked for a code moments ago: wait out the cooldown.
      const seconds = Number(sent.headers()["retry-after"] ?? 60);
      await new Promise((resolve) => setTimeout(resolve, (Math.min(seconds, 70) + 1) * 1000));
      continue;
    }
    await expectOk(sent, "POST /admin/login/code/send");
    await send(api, "post", "/admin/login", { mobile, code: await readCode(api, mobile) });
    await writeFile(sessionFile, JSON.stringify(await api.storageState()));
    return api;
  }
  throw new Error("the admin could not get a sign-in code");
}

/** A request context signed in as the admin. */
export async function adminApi(): Promise<APIRequestContext> {
  if (adminContext && (await isAdminSession(adminContext))) return adminContext;
  adminContext = await withLock(async () => (await contextFromSavedSession()) ?? signInAdmin());
  return adminContext;
}

/** The admin approves a shop that is waiting for review. */
export async function approveSeller(sellerId: number): Promise<void> {
  await send(await adminApi(), "post", `/admin/sellers/${sellerId}/review`, {
    decision: "approve",
  });
}

// ---------------------------------------------------------------------------------------------
// Shops and products
// ---------------------------------------------------------------------------------------------

export interface ApprovedSeller {
  id: number;
  mobile: string;
  storeName: string;
}

/**
 * Signs `page`'s browser context in as a new seller, registers the shop (with a logo and a
 * store image) and has the admin approve it, so whatever it lists is public.
 */
export async function createApprovedSeller(
  page: Page,
  storeName = `Orchard ${Date.now().toString(36)}`,
): Promise<ApprovedSeller> {
  const { mobile } = await createSeller(page, 2, storeName);
  const profile = await getData<{ id: number }>(page.request, "/seller/profile");
  await approveSeller(profile.id);
  return { id: profile.id, mobile, storeName };
}

export interface CatalogReference {
  categories: Category[];
  subcategories: Category[];
  stockTypes: StockType[];
}

/** The seeded categories and units, read as any visitor reads them. */
export async function catalogReference(api: APIRequestContext): Promise<CatalogReference> {
  const [categories, subcategories, stockTypes] = await Promise.all([
    getData<Category[]>(api, "/categories"),
    getData<Category[]>(api, "/product/sub-categories"),
    getData<StockType[]>(api, "/stock-types"),
  ]);
  return { categories, subcategories, stockTypes };
}

/** A seeded top-level category by its icon key (e.g. "saffron"), or the first one. */
export function pickCategory(reference: CatalogReference, icon?: string): Category {
  const category =
    reference.categories.find((candidate) => candidate.icon === icon) ?? reference.categories[0];
  if (!category) throw new Error("no seeded categories");
  return category;
}

/** A value a property accepts, for the properties a test does not set itself. */
function sampleValue(property: CategoryProperty): string {
  switch (property.kind) {
    case "select":
      return property.options[0]?.value ?? "";
    case "number":
      return "1";
    case "date":
      return "2025-06-15";
    default:
      return "Sample";
  }
}

export type NewProduct = Partial<ProductBody> & { name: string };

/**
 * Creates a product for the seller signed in on `page`. Unset fields get working values: the
 * first seeded category, the first stock unit (kilogram), 100 in stock, 250,000 toman, and every
 * required property of the category (and subcategory) filled; `properties` given are sent as they are, plus
 * those required ones the test left out.
 */
export async function createProduct(page: Page, product: NewProduct): Promise<ProductDetail> {
  const reference = await catalogReference(page.request);
  const categoryId = product.category_id ?? pickCategory(reference).id;
  const stockType = reference.stockTypes[0];
  if (!stockType) throw new Error("no seeded stock types");
  // A subcategory narrows the choices (its own varieties), so ask with it.
  const subcategory = product.subcategory_id ? `&subcategory_id=${product.subcategory_id}` : "";
  const categoryProperties = await getData<CategoryProperty[]>(
    page.request,
    `/products/properties?category_id=${categoryId}${subcategory}`,
  );
  const given = product.properties ?? [];
  const required = categoryProperties
    .filter((property) => property.required)
    .filter((property) => !given.some((value) => value.property_id === property.id))
    .map((property) => ({ property_id: property.id, value: sampleValue(property) }));
  const body: ProductBody = {
    stock: 100,
    stock_type_id: stockType.id,
    price_toman: 250_000,
    ...product,
    category_id: categoryId,
    properties: [...given, ...required],
  };
  return send<ProductDetail>(page.request, "post", "/seller/products", body);
}

/** Lists or unlists one of the signed-in seller's products. */
export async function setProductActive(page: Page, productId: number, active: boolean) {
  return send<ProductDetail>(page.request, "put", `/seller/products/${productId}/active`, {
    active,
  });
}

/** Uploads a product photo (the farm fixture) for `image_ids`; the seller must be signed in. */
export async function uploadProductImage(page: Page, fixture = "farm.jpg"): Promise<string> {
  const buffer = await readFile(new URL(`./fixtures/${fixture}`, import.meta.url));
  const response = await page.request.post("/api/v1/files", {
    headers: originHeader,
    multipart: {
      purpose: "product_image",
      file: {
        name: fixture,
        mimeType: fixture.endsWith(".png") ? "image/png" : "image/jpeg",
        buffer,
      },
    },
  });
  return (await expectOk<{ id: string }>(response, `upload ${fixture}`)).id;
}
