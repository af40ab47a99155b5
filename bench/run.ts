/*
 * `npm run bench`: the catalogue API under load on the scale seed (100k products, 2k shops).
 *
 * For PGlite (DATA_DIR, default ./data-large) and, when BENCH_DATABASE_URL is set, for that
 * PostgreSQL database, it seeds what is missing, starts the API as `npm run dev` does (its
 * own process, so the load generator does not share its event loop), warms it up and runs
 * autocannon against each scenario: the 404 floor, reference data, the product list, product
 * search, a product page, the search suggestions, a mix of them, cart adds and checkouts
 * (BENCH_SCENARIOS=key,key runs some of them). Results go to
 * bench/results/<date>T<time>-<database>.json, and latest.md compares the newest run per
 * database with ARCHITECTURE §9's budget.
 *
 * This file is the runner: it prepares the database, then per scenario checks the endpoint,
 * primes, warms up, measures the bare route and then the scenario, and drains the API's queue.
 * What it runs lives beside it: servers.ts starts the API and the bare route, scenarios.ts
 * says what each scenario asks, customer-calls.ts signs the write scenarios' customers in,
 * load.ts is the load generator, run-result.ts is the result file's shape and summary.ts
 * writes latest.md.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { schema } from "@kesht/db";
import type { Result as AutocannonResult } from "autocannon";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { prepareCheckoutCustomers } from "./checkout-customers";
import { checkCheckout, signInCustomers } from "./customer-calls";
import { openLargeDatabase } from "./large-catalog";
import type { CheckoutFlow, LoadSpec } from "./load";
import { type MachineWindow, treeCpuMs, watchMachine } from "./machine";
import {
  type BenchSettings,
  type CpuPerRequest,
  type RunResult,
  resultsDir,
  type ScenarioResult,
  type Target,
  targetP99Ms,
} from "./run-result";
import { type BenchRequest, get, type Scenario, scenarios } from "./scenarios";
import { type Server, startApi, startBare } from "./servers";
import { writeSummary } from "./summary";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const settings: BenchSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  durationSeconds: Number(process.env.BENCH_DURATION || 10),
  warmupSeconds: 3,
};

/** autocannon's result, with the CPU time the load generator itself took (load.ts). */
type LoadResult = AutocannonResult & { generatorCpuMs?: number };

function cpuPerRequest(apiCpuMs: number, result: LoadResult): CpuPerRequest {
  const requests = Math.max(result.requests.total, 1);
  return {
    api_us: Math.round((apiCpuMs * 1000) / requests),
    load_generator_us: Math.round(((result.generatorCpuMs ?? 0) * 1000) / requests),
  };
}

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
