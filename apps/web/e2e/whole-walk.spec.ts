import { createCustomer, createSeller } from "./account-helpers";
import { adminApi, createApprovedSeller, createProduct } from "./catalog-helpers";
import { type BrowserContext, expect, type Page, test } from "./fixtures/test";
import { desktopViewport, useLanguage } from "./support";

/**
 * The whole walk: each kind of person, in each language, opens their pages and follows the
 * links the app shows them — in Persian at a phone's width, in English at a desktop's, so each
 * role walks both layouts and both directions without walking every page twice. No page may answer 404 or 429,
 * no request of the page may be refused with 429, and the console stays free of errors.
 * The walk is bounded: a link is followed once per shape (`/customer/products/17` and
 * `/customer/products/18` are one shape), and at most `pagesPerWalk` pages per walk.
 */

const phoneViewport = { width: 375, height: 812 };
const pagesPerWalk = 14;

type Role = "visitor" | "customer" | "seller" | "admin";

const startPages: Record<Role, string[]> = {
  visitor: ["/", "/customer/products", "/customer/categories", "/customer/shops", "/terms"],
  customer: ["/", "/customer/profile", "/customer/orders", "/customer/cart"],
  seller: ["/shop/home", "/shop/products", "/shop/orders", "/shop/profile"],
  admin: ["/admin", "/admin/sellers", "/admin/cash-requests"],
};

/** The same page for any id: the walk visits one product, one order, one shop. */
function shapeOf(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, "/:id");
}

interface Trouble {
  page: string;
  what: string;
}

function watch(page: Page, troubles: Trouble[]) {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // For a failed load the browser names the resource as the message's location.
    const source = message.location().url;
    troubles.push({ page: page.url(), what: `${message.text()} (${source})` });
  });
  page.on("pageerror", (error) => troubles.push({ page: page.url(), what: error.message }));
  page.on("response", (response) => {
    const status = response.status();
    if (status === 404 || status >= 429) {
      troubles.push({ page: page.url(), what: `${status} from ${response.url()}` });
    }
  });
}

/** The app's own links on the page, as paths. */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

async function walk(page: Page, role: Role) {
  const troubles: Trouble[] = [];
  watch(page, troubles);
  const queue = [...startPages[role]];
  const seen = new Set<string>();
  let visited = 0;
  while (queue.length > 0 && visited < pagesPerWalk) {
    const path = queue.shift() as string;
    const shape = shapeOf(new URL(path, "http://x").pathname);
    if (seen.has(shape)) continue;
    seen.add(shape);
    visited += 1;
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    if (status === 404 || status === 429 || status >= 500) {
      troubles.push({ page: path, what: `the page answered ${status}` });
      continue;
    }
    // `goto` has waited for an app page to work (fixtures/app-ready.ts); a PDF is taken as it is.
    queue.push(...(await linksOn(page)));
  }
  expect(troubles, `troubles on the walk as ${role}`).toEqual([]);
  expect(visited).toBeGreaterThanOrEqual(startPages[role].length);
}

/** A browser context already signed in as `role`. */
async function signIn(context: BrowserContext, page: Page, role: Role) {
  if (role === "customer") await createCustomer(page);
  if (role === "seller") {
    await createApprovedSeller(page);
    await createProduct(page, { name: `Walk apples ${Date.now().toString(36)}` });
  }
  if (role === "admin") {
    // A shop waiting for review, so the queue shows its documents' links to follow.
    await createSeller(page, 2, `Walk orchard ${Date.now().toString(36)}`);
    const { cookies } = await (await adminApi()).storageState();
    await context.addCookies(cookies);
  }
}

for (const lang of ["fa", "en"] as const) {
  for (const role of ["visitor", "customer", "seller", "admin"] as const) {
    const viewport = lang === "fa" ? phoneViewport : desktopViewport;
    const device = lang === "fa" ? "a phone" : "a desktop";
    test(`the whole walk as a ${role} (${lang}), on ${device}`, async ({
      context,
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await useLanguage(context, baseURL, lang);
      await signIn(context, page, role);
      await page.setViewportSize(viewport);
      await walk(page, role);
    });
  }
}
