import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures/test";
import { useLanguage } from "./support";

/**
 * Availability: one visitor cannot take the storefront down for everyone. These tests start a
 * Kesht of their own with the production rate limit's shape (the shared one raises it for the
 * suite) and the web server trusting only 127.0.0.1 as a proxy, so visitors are told apart by
 * the loopback address they connect from (127.0.0.2, 127.0.0.3, …), as real visitors are by
 * theirs, and a header a visitor writes cannot change who they are.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const webPort = Number(process.env.E2E_LIMITED_WEB_PORT ?? 3170);
const apiPort = Number(process.env.E2E_LIMITED_API_PORT ?? 4170);
const webOrigin = `http://127.0.0.1:${webPort}`;
const rateLimit = 300;
const revalidateSecret = "availability-spec-revalidate-secret-0123456789";

const messages = (file: string) =>
  JSON.parse(readFileSync(path.join(root, "apps/web/messages", file), "utf8"));
const storefront = messages("en/storefront.json");
const en = messages("en.json");
const fa = messages("fa.json");
/** What a page shows where the API did not answer: never on a page served whole. */
const failureTexts: string[] = [
  storefront.common.sectionUnavailable,
  storefront.products.errorTitle,
  storefront.product.errorTitle,
  storefront.shop.errorTitle,
];

let kesht: ChildProcess;
let dataDir: string;
const apiLog: string[] = [];

interface PageAnswer {
  status: number;
  retryAfter: string | undefined;
  /** The page's text as a person reads it: the HTML without its scripts and tags. */
  text: string;
}

/** GET a page as the visitor at `from` (a loopback address), with extra headers if given. */
function visit(pathname: string, from: string, headers: Record<string, string> = {}) {
  return new Promise<PageAnswer>((resolve, reject) => {
    const call = httpRequest(
      `${webOrigin}${pathname}`,
      { localAddress: from, headers: { accept: "text/html", ...headers } },
      (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          html += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"],
            text: html
              .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ")
              .replace(/<[^>]+>/g, " ")
              .replace(/&amp;/g, "&"),
          }),
        );
      },
    );
    call.on("error", reject);
    call.end();
  });
}

/** How many times the API has been asked for a path so far (its request log). */
function apiCalls(pathname: string) {
  const needle = `"url":"/api/v1${pathname}"`;
  return apiLog.filter((line) => line.includes(needle)).length;
}

async function waitUntilUp() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (kesht.exitCode !== null) throw new Error("Kesht stopped while starting");
    try {
      const response = await fetch(`${webOrigin}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("Kesht did not start");
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "kesht-availability-"));
  kesht = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      RATE_LIMIT_MAX: String(rateLimit),
      WEB_TRUST_PROXY: "127.0.0.1",
      REVALIDATE_SECRET: revalidateSecret,
      // No internet here: no map tiles, as in the shared test server.
      MAP_TILE_URL: "none",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let pending = "";
  kesht.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    apiLog.push(...lines);
  });
  await waitUntilUp();
});

test.afterAll(async () => {
  if (kesht && kesht.exitCode === null) {
    const exited = new Promise((resolve) => kesht.once("exit", resolve));
    kesht.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Storefront pages of every kind, with a real product and shop from the seed. */
async function storefrontPages() {
  const answer = await fetch(`http://127.0.0.1:${apiPort}/api/v1/customer/products?per_page=1`);
  const product = (await answer.json()).data.items[0];
  return [
    "/",
    "/customer/products",
    "/customer/products?type=discounted",
    "/customer/categories",
    "/customer/shops",
    `/customer/products/${product.id}`,
    `/customer/shops/${product.seller.id}`,
  ];
}

test("a visitor over the limit gets 429 pages, never a page with a part missing, and others are served whole", async () => {
  test.setTimeout(240_000);
  const pages = await storefrontPages();
  const flooder = "127.0.0.2";
  const answers: PageAnswer[] = [];
  let next = 0;
  // 400 pages as fast as 4 connections go, each claiming to come from somewhere else:
  // a header the visitor writes must not move them out of their own bucket.
  const worker = async () => {
    while (next < 400) {
      const index = next++;
      const page = pages[index % pages.length] as string;
      answers.push(await visit(page, flooder, { "x-forwarded-for": `198.51.100.${index % 250}` }));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  const statuses = new Set(answers.map((answer) => answer.status));
  expect([...statuses].sort()).toEqual([200, 429]);
  for (const answer of answers) {
    if (answer.status === 200) {
      for (const failure of failureTexts) expect(answer.text).not.toContain(failure);
    } else {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.text).toContain(en.tooManyRequests.title);
    }
  }

  // Another visitor, right after: every page whole.
  for (const page of pages) {
    const answer = await visit(page, "127.0.0.3");
    expect(answer.status, page).toBe(200);
    for (const failure of failureTexts) expect(answer.text, page).not.toContain(failure);
  }
});

test("the page a limited visitor sees says so in their language", async ({ browser }) => {
  // The browser connects from 127.0.0.1, the trusted proxy here, which names the visitor.
  const visitor = "127.0.0.6";
  const context = await browser.newContext({
    baseURL: webOrigin,
    extraHTTPHeaders: { "x-forwarded-for": visitor },
  });
  await useLanguage(context, webOrigin, "fa");
  // The visitor spends their budget on the API directly (through the same proxy).
  let status = 200;
  for (let attempt = 0; attempt <= rateLimit && status !== 429; attempt += 1) {
    const answer = await fetch(`${webOrigin}/api/v1/stock-types`, {
      headers: { "x-forwarded-for": visitor },
    });
    status = answer.status;
  }
  expect(status).toBe(429);

  const page = await context.newPage();
  const response = await page.goto("/customer/products");
  expect(response?.status()).toBe(429);
  await expect(page.getByRole("heading", { name: fa.tooManyRequests.title })).toBeVisible();
  await expect(page.getByRole("link", { name: fa.tooManyRequests.retry })).toBeVisible();
  await context.close();
});

test("reference data is read once for many renders, and again once the API says it changed", async () => {
  const reads = () => [apiCalls("/categories"), apiCalls("/product/sub-categories")];
  await visit("/customer/categories", "127.0.0.4");
  const before = reads();
  await visit("/customer/categories", "127.0.0.4");
  await visit("/", "127.0.0.5");
  expect(reads()).toEqual(before);

  const revalidate = (authorization: string) =>
    fetch(`${webOrigin}/internal/revalidate`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ tags: ["catalogue"] }),
    });
  expect((await revalidate("Bearer not-the-secret")).status).toBe(401);
  expect((await revalidate(`Bearer ${revalidateSecret}`)).status).toBe(200);
  await visit("/customer/categories", "127.0.0.4");
  await visit("/customer/categories", "127.0.0.4");
  expect(reads()).toEqual(before.map((count) => count + 1));
});
