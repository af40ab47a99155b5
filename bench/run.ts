/*
 * `npm run bench`: the catalogue API under load on the scale seed (100k products, 2k shops).
 *
 * For PGlite (DATA_DIR, default ./data-large) and, when BENCH_DATABASE_URL is set, for that
 * PostgreSQL database, it seeds what is missing, starts the API as `npm run dev` does (its
 * own process, so the load generator does not share its event loop), warms it up and runs
 * autocannon against the product list, product search, a product page and the search
 * suggestions. Results go to bench/results/<date>-<database>.json, and latest.md compares the
 * newest run per database with ARCHITECTURE §9's budget.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { schema } from "@kesht/db";
import type { Result as AutocannonResult } from "autocannon";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { type CheckoutSetup, prepareCheckoutCustomers } from "./checkout-customers";
import { openLargeDatabase } from "./large-catalog";
import type { CheckoutFlow, LoadSpec } from "./load";
import { busyOtherCores, type MachineWindow, treeCpuMs, watchMachine } from "./machine";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");

const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  durationSeconds: Number(process.env.BENCH_DURATION || 10),
  warmupSeconds: 3,
};
/** ARCHITECTURE §9: product list and search suggestions, p99 at 50 connections. */
const targetP99Ms = 25;

/** Words most product names hold, in Persian as customers type them. */
const commonTerms = ["سیب", "زعفران", "برنج", "پسته", "خرما", "عسل"];
/** Partial words as a customer has typed them when the overlay asks for suggestions. */
const partialWords = [
  "سی",
  "زعف",
  "برن",
  "پست",
  "خرم",
  "عس",
  "گرد",
  "انگو",
  "قزل",
  "پنی",
  "هاشم",
  "مضاف",
  "گوج",
  "چا",
  "کشم",
  "ماه",
];

interface Target {
  database: "pglite" | "postgres";
  databaseUrl?: string;
  dataDir: string;
}

interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  key: string;
  title: string;
  /** Whether ARCHITECTURE §9's budget names it. */
  budgeted: boolean;
  /** The share of bare Fastify's req/s issue 15 asks for, if it names one. */
  targetShare?: number;
  /** The n-th request of the run (requests vary over ids, words and pages in turn). */
  request: (n: number) => BenchRequest;
  example: string;
  /** The status every answer should have, when it is not 2xx (the 404 floor). */
  expectStatus?: number;
  /** A turn of two requests per connection instead of `request` (load.ts). */
  checkout?: CheckoutFlow;
  /**
   * Every distinct request is asked once before the warm-up, so the scenario measures the
   * answers kept in the read cache, as its title says. (Without it, the 500 product pages
   * were first visits for most of a run on PGlite: each a miss of ~12 ms of the API's CPU.)
   */
  primed?: boolean;
}

interface ScenarioResult {
  key: string;
  title: string;
  budgeted: boolean;
  example: string;
  requests_per_second: number;
  /**
   * req/s as a share of the bare Fastify route measured just before this scenario (on a
   * shared machine the neighbours' load changes within a minute; the route next to it in time
   * is the fair yardstick).
   */
  share_of_bare: number;
  /** The bare route's req/s measured just before this scenario. */
  bare_requests_per_second: number;
  target_share?: number;
  latency_ms: { p50: number; p97_5: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non_2xx: number;
  meets_target: boolean;
  /** The machine around this scenario: load average before it, others' CPU during it. */
  machine: MachineWindow;
  /**
   * CPU time per answered request of the API's process and of the load generator: what a
   * request costs each of them, whatever else the machine was doing (a share moves with the
   * neighbours' load; this moves much less).
   */
  cpu_per_request?: CpuPerRequest;
  /** The same for the bare route measured just before (`api_us` is the bare server's). */
  bare_cpu_per_request?: CpuPerRequest;
}

interface CpuPerRequest {
  api_us: number;
  load_generator_us: number;
}

function cpuPerRequest(apiCpuMs: number, result: LoadResult): CpuPerRequest {
  const requests = Math.max(result.requests.total, 1);
  return {
    api_us: Math.round((apiCpuMs * 1000) / requests),
    load_generator_us: Math.round(((result.generatorCpuMs ?? 0) * 1000) / requests),
  };
}

interface RunResult {
  date: string;
  generated_at: string;
  database: Target["database"];
  database_version: string;
  machine: { cpus: number; cpu_model: string; load_average: number[]; node: string };
  data: { products: number; listed_products: number; approved_sellers: number };
  settings: typeof settings;
  target_p99_ms: number;
  /** The bare Fastify route, measured before and after the scenarios (the mean is the yardstick). */
  bare: {
    requests_per_second: number;
    before: number;
    after: number;
    p99_ms: number;
    machine_before?: MachineWindow;
    machine_after?: MachineWindow;
  };
  scenarios: ScenarioResult[];
}

/** autocannon's result, with the CPU time the load generator itself took (load.ts). */
type LoadResult = AutocannonResult & { generatorCpuMs?: number };

const log = (message: string) => console.log(`[bench] ${message}`);

/** Opens (and if needed seeds) the database, and picks the inputs the scenarios vary over. */
async function prepare(target: Target, checkoutCustomers: number) {
  const handle = await openLargeDatabase(target, log);
  try {
    const { products, sellers } = schema;
    const listed = and(
      eq(products.isActive, true),
      isNull(products.deletedAt),
      eq(sellers.reviewStatus, "approved"),
    );
    const ids = await handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.userId, products.sellerId))
      .where(listed)
      .orderBy(sql`random()`)
      .limit(500);
    // Products the write scenarios put in carts: one variant (an add names none), with enough
    // stock that a run never sells out.
    const { productVariants } = schema;
    const stocked = await handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.userId, products.sellerId))
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(
        and(
          listed,
          isNull(productVariants.deletedAt),
          gte(productVariants.stock, 1000),
          sql`(select count(*) from ${productVariants} other where other.product_id = ${products.id} and other.deleted_at is null) = 1`,
        ),
      )
      .orderBy(sql`random()`)
      .limit(500);
    const [counts] = await handle.db
      .select({
        products: sql<number>`count(*)::int`,
        listed: sql<number>`count(*) filter (where ${listed})::int`,
        sellers: sql<number>`count(distinct ${products.sellerId}) filter (where ${sellers.reviewStatus} = 'approved')::int`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.userId, products.sellerId));
    const version = await handle.db.execute<{ version: string }>(sql`select version() as version`);
    const checkout =
      checkoutCustomers > 0
        ? await prepareCheckoutCustomers(
            handle.db,
            checkoutCustomers,
            stocked.map((row) => row.id),
          )
        : null;
    return {
      checkout,
      productIds: ids.map((row) => row.id),
      cartProductIds: stocked.map((row) => row.id),
      data: {
        products: counts?.products ?? 0,
        listed_products: counts?.listed ?? 0,
        approved_sellers: counts?.sellers ?? 0,
      },
      version: String(
        (version as unknown as { rows: { version: string }[] }).rows[0]?.version ?? "",
      ).split(" on ")[0] as string,
    };
  } finally {
    await handle.close();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Server {
  url: string;
  /** The process started (with tsx, the node it starts is a child of it). */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a TypeScript entry point on its own process (as `npm run dev` does) and waits for `ready`. */
async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<Server> {
  // Node flags (--cpu-prof is refused in NODE_OPTIONS) need node itself, with tsx as a loader.
  const [command, args] =
    nodeArgs.length > 0
      ? [process.execPath, [...nodeArgs, "--import", "tsx", entry]]
      : [path.join(root, "node_modules", ".bin", "tsx"), [entry]];
  const child: ChildProcess = spawn(command, args, {
    cwd: path.join(root, "apps", "api"),
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited before it was ready`);
    try {
      if ((await fetch(`${url}${ready}`)).ok) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${entry} did not become ready within two minutes`);
}

/** The API as `npm run dev` runs it, on the target database. */
async function startApi(target: Target): Promise<Server> {
  const port = await freePort();
  return startProcess(
    path.join(root, "apps", "api", "src", "server.ts"),
    {
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // One client sends every request: the per-IP limiter would answer 429 within a second.
      RATE_LIMIT_MAX: "100000000",
      // The write scenario signs its customers in from one address.
      OTP_DAILY_SENDS_PER_IP: "100000",
      SEED_DEMO_DATA: "false",
    },
    "/api/v1/health",
    port,
    // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API under load.
    process.env.BENCH_API_NODE_ARGS?.split(" ").filter(Boolean),
  );
}

/** The yardstick: a bare Fastify route on its own process (bare-server.ts). */
async function startBare(): Promise<Server> {
  const port = await freePort();
  return startProcess(
    path.join(root, "bench", "bare-server.ts"),
    { BARE_PORT: String(port) },
    "/bare",
    port,
  );
}

const api = "/api/v1";
const get = (target: string): BenchRequest => ({ method: "GET", path: target });
const cycle = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

const listPaths = [`${api}/customer/products`];
/** What the product list looks like across visitors: pages, sorts and filters. */
const browsePaths = [
  `${api}/customer/products`,
  `${api}/customer/products?page=2`,
  `${api}/customer/products?page=3`,
  `${api}/customer/products?sort=price_asc`,
  `${api}/customer/products?type=discounted`,
  `${api}/customer/products?sort=price_desc&page=2`,
];
const suggestionPaths = partialWords.map(
  (word) => `${api}/search-categories?search=${encodeURIComponent(word)}&lang=fa`,
);

function scenarios(
  productIds: number[],
  customers: Customer[],
  cartProductIds: number[],
  checkout: CheckoutSetup | null,
): Scenario[] {
  const productPaths = productIds.map((id) => `${api}/customer/products/${id}`);
  const searchPaths = commonTerms.map(
    (term) => `${api}/customer/products?search=${encodeURIComponent(term)}`,
  );
  const list: Scenario[] = [
    {
      // What every request pays before any route runs: hooks, headers, the rate limit, the
      // not-found handler and the error envelope (issue 31's floor).
      key: "not-found",
      title: "404 floor: an unknown path",
      budgeted: false,
      targetShare: 0.4,
      request: () => get(`${api}/no-such-route`),
      example: `${api}/no-such-route`,
      expectStatus: 404,
    },
    {
      key: "countries",
      title: "Reference data: countries",
      budgeted: false,
      targetShare: 0.4,
      request: () => get(`${api}/countries`),
      example: `${api}/countries`,
    },
    {
      key: "products-newest",
      title: "Product list, first page, newest",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => get(cycle(listPaths, n)),
      example: listPaths[0] as string,
    },
    {
      // The same list as browsers, the web server and proxies ask for it: gzip accepted.
      key: "products-newest-gzip",
      title: "Product list, first page, newest, gzip accepted",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => ({ ...get(cycle(listPaths, n)), headers: { "accept-encoding": "gzip" } }),
      example: listPaths[0] as string,
    },
    {
      key: "products-search",
      title: "Product search, common words",
      budgeted: false,
      request: (n) => get(cycle(searchPaths, n)),
      example: searchPaths[0] as string,
    },
    {
      key: "product-page",
      title: "Product page data, random products",
      budgeted: false,
      targetShare: 0.15,
      request: (n) => get(cycle(productPaths, n)),
      example: productPaths[0] as string,
      primed: true,
    },
    {
      key: "search-suggestions",
      title: "Search suggestions, partial words",
      budgeted: true,
      targetShare: 0.25,
      request: (n) => get(cycle(suggestionPaths, n)),
      example: suggestionPaths[0] as string,
      primed: true,
    },
    {
      key: "mixed",
      title: "Mixed: 70% list (pages, sorts, filters), 20% product page, 10% suggestions",
      budgeted: false,
      targetShare: 0.15,
      request: (n) => {
        // Of every ten requests: seven list pages, two product pages, one suggestion.
        const slot = n % 10;
        const round = Math.floor(n / 10);
        if (slot < 7) return get(cycle(browsePaths, round * 7 + slot));
        if (slot < 9) return get(cycle(productPaths, round * 2 + slot - 7));
        return get(cycle(suggestionPaths, round));
      },
      example: browsePaths[0] as string,
    },
    {
      // A route answered from memory, without a query of its own: what it costs beyond the
      // bare route is the request pipeline and the one upsert of the shared rate-limit
      // counter every request makes (decision 021).
      key: "rate-limit-floor",
      title: "Cheapest counted route: pipeline + shared rate-limit upsert",
      budgeted: false,
      request: () => get(`${api}/payment-gateways`),
      example: `${api}/payment-gateways`,
    },
  ];
  if (customers.length > 0 && cartProductIds.length > 0) {
    list.push({
      key: "cart-add",
      title: "Cart add, signed-in customers (writes)",
      budgeted: false,
      request: (n) => {
        // Customer after customer, each adding to one of three products of its own, as a
        // shopper fills a cart or two. (Each time another product made a customer's carts pile
        // up to forty and more within a run, each add answering all of them: the run then
        // measured writing that answer, 45% of the API's CPU, not the write.)
        const customerIndex = n % customers.length;
        const customer = cycle(customers, customerIndex);
        const round = Math.floor(n / customers.length);
        const productId = cycle(cartProductIds, customerIndex * 3 + (round % 3));
        return {
          method: "POST",
          path: `${api}/customer/carts`,
          headers: {
            authorization: `Bearer ${customer.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ product_id: productId, count: 1 }),
        };
      },
      example: `${api}/customer/carts (POST)`,
    });
  }
  if (checkout) {
    const flow: CheckoutFlow = {
      customers: checkout.customers,
      // Picked up at the shop: always available, no delivery window to run out of.
      body: {
        send_method: "pickup",
        package_type_id: checkout.packageTypeId,
        delivery_date: dayFromToday(30),
        payment_method: "wallet",
      },
    };
    list.push({
      key: "checkout",
      title: "Checkout paid from the wallet (a cart add, then its checkout: two requests a turn)",
      budgeted: false,
      targetShare: 0.02,
      request: (n) => {
        const customer = cycle(checkout.customers, n);
        return {
          method: "POST",
          path: `${api}/customer/carts`,
          headers: {
            authorization: `Bearer ${customer.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({ product_id: customer.productId, count: 1 }),
        };
      },
      example: `${api}/customer/carts (POST), then ${api}/customer/orders (POST, wallet)`,
      checkout: flow,
    });
  }
  return list;
}

interface Customer {
  mobile: string;
  token: string;
}

/** A date `days` from today in Tehran, as the checkout body sends it. */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(date);
}

async function call(url: string, target: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${url}${target}`, {
    ...rest,
    ...(json === undefined
      ? {}
      : {
          method: "POST",
          body: JSON.stringify(json),
          headers: { "content-type": "application/json", ...(rest.headers ?? {}) },
        }),
  });
  const body = (await response.json()) as { data: Record<string, unknown> };
  if (!response.ok)
    throw new Error(`${target} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/**
 * Customers for the write scenario, signed in as people are: a code through the dev SMS
 * outbox, a bearer session (so no Origin check is involved), then the customer registration.
 */
async function signInCustomers(url: string, count: number): Promise<Customer[]> {
  const countries = (await call(url, `${api}/countries`)) as unknown as {
    id: number;
    code: string;
  }[];
  const iran = countries.find((country) => country.code === "IR");
  if (!iran) throw new Error("Iran is not in the seeded countries");
  const stamp = Date.now() % 1_000_000;
  const customers: Customer[] = [];
  for (let i = 0; i < count; i++) {
    const mobile = `0913${String((stamp * 100 + i) % 10_000_000).padStart(7, "0")}`;
    await call(url, `${api}/customer/login/code/send`, { json: { mobile } });
    const outbox = (await call(url, `${api}/dev/outbox?mobile=${mobile}`)) as unknown as {
      text: string;
    }[];
    const code = /\d{6}/.exec(outbox[0]?.text ?? "")?.[0];
    if (!code) throw new Error(`no sign-in code in the outbox for ${mobile}`);
    const login = await call(url, `${api}/customer/login`, {
      json: { mobile, code },
      headers: { "x-session-transport": "bearer" },
    });
    const token = String(login.token);
    const authorization = { authorization: `Bearer ${token}` };
    if (!(login.user as { role: string | null }).role) {
      await call(url, `${api}/customer/register`, {
        json: {
          name: "Bench Customer",
          email: `bench.${mobile}@example.com`,
          mobile,
          country_id: iran.id,
        },
        headers: authorization,
      });
    }
    customers.push({ mobile, token });
  }
  return customers;
}

/** Fails early, with the API's answer, when an endpoint is missing or broken. */
async function check(url: string, scenario: Scenario) {
  if (scenario.checkout) return checkCheckout(url, scenario.checkout);
  for (let n = 0; n < 3; n++) {
    const request = scenario.request(n);
    // Once more after a reset: a keep-alive socket the busy API closed is not a broken endpoint.
    const response = await fetch(`${url}${request.path}`, request).catch(() =>
      fetch(`${url}${request.path}`, request),
    );
    await response.arrayBuffer().catch(() => undefined);
    if (scenario.expectStatus ? response.status !== scenario.expectStatus : !response.ok) {
      throw new Error(
        `${scenario.key}: ${request.method} ${request.path} answered ${response.status}`,
      );
    }
  }
}

/** One checkout turn by hand: the add answers the cart, and its checkout must be paid. */
async function checkCheckout(url: string, flow: CheckoutFlow) {
  const customer = flow.customers[0];
  if (!customer) throw new Error("checkout: no customers");
  const authorization = { authorization: `Bearer ${customer.token}` };
  const added = (await call(url, `${api}/customer/carts`, {
    json: { product_id: customer.productId, count: 1 },
    headers: authorization,
  })) as unknown as { groups: { id: number; orders: { product_id: number }[] }[] };
  const cart = added.groups.find((group) =>
    group.orders.some((line) => line.product_id === customer.productId),
  );
  const paid = await call(url, `${api}/customer/orders`, {
    json: { ...flow.body, cart_id: cart?.id, address_id: customer.addressId },
    headers: { ...authorization, "idempotency-key": crypto.randomUUID() },
  });
  const status = (paid.order as { status?: string } | undefined)?.status;
  if (status !== "paid") throw new Error(`checkout: the order is ${status}, not paid`);
}

/** How many distinct requests a scenario's load generator takes in turn, at most. */
const requestsPerRun = 10_000;

/** Requests 0, 1, 2… of a scenario until they repeat (at most `requestsPerRun`). */
function distinctRequests(request: (n: number) => BenchRequest): BenchRequest[] {
  const requests: BenchRequest[] = [];
  for (let n = 0; n < requestsPerRun; n++) {
    const next = request(n);
    if (n > 0 && JSON.stringify(next) === JSON.stringify(requests[0])) break;
    requests.push(next);
  }
  return requests;
}

/** Asks each distinct request of a scenario once, four at a time (Scenario.primed). */
async function prime(url: string, request: (n: number) => BenchRequest) {
  const queue = distinctRequests(request);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await fetch(`${url}${next.path}`, {
        method: next.method,
        headers: next.headers,
        body: next.body,
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/**
 * Drives `url` from a load generator on its own process (load.ts): requests 0, 1, 2… of the
 * scenario, in turn; one that is always the same is sent as the autocannon command line does.
 */
async function load(
  url: string,
  request: (n: number) => BenchRequest,
  seconds: number,
  checkout?: CheckoutFlow,
): Promise<LoadResult> {
  const requests = distinctRequests(request);
  const dir = mkdtempSync(path.join(os.tmpdir(), "kesht-bench-"));
  try {
    const spec: LoadSpec = {
      url,
      connections: settings.connections,
      durationSeconds: seconds,
      requests,
      ...(checkout ? { checkout } : {}),
    };
    writeFileSync(path.join(dir, "spec.json"), JSON.stringify(spec));
    const generator = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(root, "bench", "load.ts"),
        path.join(dir, "spec.json"),
        path.join(dir, "result.json"),
      ],
      { cwd: root, stdio: ["ignore", "inherit", "inherit"] },
    );
    const code = await new Promise<number | null>((resolve) => generator.once("exit", resolve));
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    return JSON.parse(readFileSync(path.join(dir, "result.json"), "utf8")) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Waits until the API has worked off what a run left queued: autocannon stops at the end of
 * its duration, but requests it gave up on are still in the API's queue (PGlite runs one
 * query at a time), and they would be paid for by the next scenario.
 */
async function drain(url: string) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/stock-types`).catch(() => null);
    await response?.arrayBuffer();
    quick = response?.ok && performance.now() - started < 100 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measureBare(bare: Server) {
  const request = () => get("/bare");
  await load(bare.url, request, settings.warmupSeconds);
  const watch = watchMachine();
  const result = await load(bare.url, request, settings.durationSeconds);
  return { result, machine: watch() };
}

const machineNote = (machine: MachineWindow) =>
  `load average ${machine.load_average[0]} before, other processes ${machine.other_cores} cores during${machine.busy ? " (BUSY)" : ""}`;

const only = process.env.BENCH_SCENARIOS?.split(",").filter(Boolean);

async function bench(target: Target): Promise<RunResult> {
  log(`${target.database}: preparing the database`);
  // Twice the connections: a connection takes a customer no other one is using (load.ts).
  const prepared = await prepare(
    target,
    !only || only.includes("checkout") ? settings.connections * 2 : 0,
  );
  log(
    `${target.database}: ${prepared.data.listed_products.toLocaleString("en")} listed products of ${prepared.data.approved_sellers.toLocaleString("en")} shops (${prepared.version})`,
  );
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const bare = await startBare();
  // An API that does not come up must not leave the bare route running (it holds the
  // bench's output open).
  const server = await startApi(target).catch(async (error: unknown) => {
    await bare.stop();
    throw error;
  });
  const measured: {
    scenario: Scenario;
    result: LoadResult;
    machine: MachineWindow;
    bareRps: number;
    cpu: CpuPerRequest;
    bareCpu: CpuPerRequest;
  }[] = [];
  let bareBefore: Awaited<ReturnType<typeof measureBare>>;
  let bareAfter: Awaited<ReturnType<typeof measureBare>>;
  try {
    bareBefore = await measureBare(bare);
    log(
      `bare Fastify: ${Math.round(bareBefore.result.requests.average)} req/s, p99 ${bareBefore.result.latency.p99} ms; ${machineNote(bareBefore.machine)}`,
    );
    const wantsWrites = !only || only.includes("cart-add");
    const customers = wantsWrites ? await signInCustomers(server.url, settings.connections) : [];
    for (const scenario of scenarios(
      prepared.productIds,
      customers,
      prepared.cartProductIds,
      prepared.checkout,
    )) {
      if (only && !only.includes(scenario.key)) continue;
      await check(server.url, scenario);
      if (scenario.primed) await prime(server.url, scenario.request);
      await load(server.url, scenario.request, settings.warmupSeconds, scenario.checkout);
      await drain(server.url);
      const bareCpuBefore = treeCpuMs(bare.pid);
      const nearby = await load(bare.url, () => get("/bare"), settings.durationSeconds);
      const bareCpu = cpuPerRequest(treeCpuMs(bare.pid) - bareCpuBefore, nearby);
      const watch = watchMachine();
      const apiCpuBefore = treeCpuMs(server.pid);
      const result = await load(
        server.url,
        scenario.request,
        settings.durationSeconds,
        scenario.checkout,
      );
      const apiCpuMs = treeCpuMs(server.pid) - apiCpuBefore;
      const machine = watch();
      await drain(server.url);
      const cpu = cpuPerRequest(apiCpuMs, result);
      measured.push({
        scenario,
        result,
        machine,
        bareRps: nearby.requests.average,
        cpu,
        bareCpu,
      });
      log(
        `${target.database} ${scenario.key}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx; CPU per request: API ${cpu.api_us} µs, load generator ${cpu.load_generator_us} µs (bare route ${bareCpu.api_us} µs, its load generator ${bareCpu.load_generator_us} µs); ${machineNote(machine)}`,
      );
    }
    bareAfter = await measureBare(bare);
    log(
      `bare Fastify: ${Math.round(bareAfter.result.requests.average)} req/s, p99 ${bareAfter.result.latency.p99} ms; ${machineNote(bareAfter.machine)}`,
    );
  } finally {
    await server.stop();
    await bare.stop();
  }
  const bareRps = (bareBefore.result.requests.average + bareAfter.result.requests.average) / 2;
  const results = measured.map(
    ({ scenario, result, machine, cpu, bareCpu, ...nearby }): ScenarioResult => {
      const share = result.requests.average / nearby.bareRps;
      const expected = scenario.expectStatus
        ? (result.statusCodeStats[String(scenario.expectStatus)]?.count ?? 0)
        : 0;
      const clean = result.errors === 0 && result.non2xx === expected;
      const row: ScenarioResult = {
        key: scenario.key,
        title: scenario.title,
        budgeted: scenario.budgeted,
        example: decodeURIComponent(scenario.example),
        requests_per_second: Math.round(result.requests.average),
        share_of_bare: Math.round(share * 10_000) / 10_000,
        bare_requests_per_second: Math.round(nearby.bareRps),
        ...(scenario.targetShare ? { target_share: scenario.targetShare } : {}),
        latency_ms: {
          p50: result.latency.p50,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          average: Math.round(result.latency.average * 100) / 100,
          max: result.latency.max,
        },
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non_2xx: result.non2xx,
        meets_target:
          clean &&
          (!scenario.budgeted || result.latency.p99 < targetP99Ms) &&
          (!scenario.targetShare || share >= scenario.targetShare),
        machine,
        cpu_per_request: cpu,
        bare_cpu_per_request: bareCpu,
      };
      log(`${target.database} ${row.key}: ${(share * 100).toFixed(1)}% of bare Fastify`);
      return row;
    },
  );
  const now = new Date();
  return {
    date: now.toISOString().slice(0, 10),
    generated_at: now.toISOString(),
    database: target.database,
    database_version: prepared.version,
    machine: {
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? "unknown",
      load_average: loadAverage,
      node: process.version,
    },
    data: prepared.data,
    settings,
    target_p99_ms: targetP99Ms,
    bare: {
      requests_per_second: Math.round(bareRps),
      before: Math.round(bareBefore.result.requests.average),
      after: Math.round(bareAfter.result.requests.average),
      p99_ms: Math.max(bareBefore.result.latency.p99, bareAfter.result.latency.p99),
      machine_before: bareBefore.machine,
      machine_after: bareAfter.machine,
    },
    scenarios: results,
  };
}

/** The newest result file per database. */
function newestResults(): RunResult[] {
  const newest = new Map<string, RunResult>();
  for (const file of readdirSync(resultsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const result = JSON.parse(readFileSync(path.join(resultsDir, file), "utf8")) as RunResult;
    // Runs from before the bare Fastify yardstick have no shares to compare.
    if (!result.bare) continue;
    const known = newest.get(result.database);
    if (!known || known.generated_at < result.generated_at) newest.set(result.database, result);
  }
  return ["postgres", "pglite"].flatMap((database) => newest.get(database) ?? []);
}

const machineCell = (machine: MachineWindow | undefined) =>
  machine
    ? `${machine.load_average[0]} / ${machine.other_cores}${machine.busy ? " **busy**" : ""}`
    : "–";

const percent = (share: number | undefined) =>
  share === undefined ? "–" : `${(share * 100).toFixed(1)}%`;

function writeSummary() {
  const runs = newestResults();
  const postgres = runs.find((run) => run.database === "postgres");
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (history: the dated files beside this one). Each scenario's req/s is also given as a **share of a bare Fastify route measured just before it** on the same machine (bench/bare-server.ts, its own process like the API's, driven by a load generator on a process of its own, bench/load.ts): machines here are shared and noisy, so a share is comparable across runs and an absolute number is not. Targets (issue 15, on the scale seed, 50 connections, PostgreSQL server): product list and suggestions ≥ 25% of bare Fastify with p99 < ${targetP99Ms} ms (ARCHITECTURE §9's budget), product page ≥ 15%, mixed ≥ 15%; embedded PGlite ≥ 40% of the PostgreSQL figure (compared as shares, since the runs are separate). Issue 31: the 404 floor and reference data ≥ 40%.`,
    "",
    `The last column gives the 1-minute load average before each measurement and how many cores' worth of CPU other processes took during it; **busy** marks more than ${busyOtherCores} of a core, when a share says less than usual.`,
    "",
    "| Database | Scenario | req/s | share of bare | target | PGlite ÷ PG | p50 ms | p97.5 ms | p99 ms | errors / non-2xx | met | load / others |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const run of runs) {
    lines.push(
      `| ${run.database} | Bare Fastify route (yardstick) | ${run.bare.requests_per_second.toLocaleString("en")} | 100% | | | | | ${run.bare.p99_ms} | | | ${[run.bare.machine_before, run.bare.machine_after].map(machineCell).join(", ")} |`,
    );
    for (const row of run.scenarios) {
      const verdict = row.meets_target ? "yes" : "**no**";
      const pg = postgres?.scenarios.find((candidate) => candidate.key === row.key);
      const versusPg =
        run.database === "pglite" && pg ? percent(row.share_of_bare / pg.share_of_bare) : "";
      lines.push(
        `| ${run.database} | ${row.title}${row.budgeted ? " (budget)" : ""} | ${row.requests_per_second.toLocaleString("en")} | ${percent(row.share_of_bare)}${row.bare_requests_per_second ? ` of ${row.bare_requests_per_second.toLocaleString("en")}` : ""} | ${row.target_share ? `≥ ${percent(row.target_share)}` : ""} | ${versusPg} | ${row.latency_ms.p50} | ${row.latency_ms.p97_5} | ${row.latency_ms.p99} | ${row.errors} / ${row.non_2xx} | ${verdict} | ${machineCell(row.machine)} |`,
      );
    }
  }
  lines.push("", "Runs:", "");
  for (const run of runs) {
    lines.push(
      `- ${run.database} (${run.database_version}), ${run.generated_at.slice(0, 16).replace("T", " ")} UTC: ${run.data.listed_products.toLocaleString("en")} listed products, ${run.settings.connections} connections, ${run.settings.durationSeconds} s per scenario after ${run.settings.warmupSeconds} s of warm-up; bare Fastify ${run.bare.before.toLocaleString("en")} req/s before the scenarios and ${run.bare.after.toLocaleString("en")} after; ${run.machine.cpus} × ${run.machine.cpu_model}, load average ${run.machine.load_average.join(" / ")} at the start, Node ${run.machine.node}. The API, the bare route, the load generator and (for PostgreSQL) the server share these cores.`,
    );
  }
  writeFileSync(path.join(resultsDir, "latest.md"), `${lines.join("\n")}\n`);
}

const targets: Target[] = [
  { database: "pglite", dataDir: path.resolve(process.env.DATA_DIR || "data-large") },
];
if (process.env.BENCH_DATABASE_URL) {
  targets.push({
    database: "postgres",
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: path.resolve(process.env.DATA_DIR || "data-large"),
  });
}
if (process.env.BENCH_ONLY) {
  // BENCH_ONLY=postgres (or pglite) runs one database.
  targets.splice(
    0,
    targets.length,
    ...targets.filter((t) => t.database === process.env.BENCH_ONLY),
  );
}

mkdirSync(resultsDir, { recursive: true });
for (const target of targets) {
  const result = await bench(target);
  // One file per run, so the directory keeps the history (YYYY-MM-DDTHHMM-<database>.json).
  const stamp = result.generated_at.slice(0, 16).replace(":", "");
  const file = path.join(resultsDir, `${stamp}-${result.database}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  // Formatted as the repository's formatter does, so committing results keeps `lint` clean.
  spawnSync(path.join(root, "node_modules", ".bin", "biome"), ["format", "--write", file], {
    cwd: root,
    stdio: "ignore",
  });
  log(`wrote ${path.relative(root, file)}`);
}
writeSummary();
log(`wrote ${path.relative(root, path.join(resultsDir, "latest.md"))}`);
