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
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { schema } from "@kesht/db";
import autocannon from "autocannon";
import { and, eq, isNull, sql } from "drizzle-orm";
import { openLargeDatabase } from "./large-catalog";

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

interface Scenario {
  key: string;
  title: string;
  /** Whether ARCHITECTURE §9's budget names it. */
  budgeted: boolean;
  paths: string[];
}

interface ScenarioResult {
  key: string;
  title: string;
  budgeted: boolean;
  example: string;
  requests_per_second: number;
  latency_ms: { p50: number; p97_5: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non_2xx: number;
  meets_target: boolean;
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
  scenarios: ScenarioResult[];
}

const log = (message: string) => console.log(`[bench] ${message}`);

/** Opens (and if needed seeds) the database, and picks the inputs the scenarios vary over. */
async function prepare(target: Target) {
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
    const [counts] = await handle.db
      .select({
        products: sql<number>`count(*)::int`,
        listed: sql<number>`count(*) filter (where ${listed})::int`,
        sellers: sql<number>`count(distinct ${products.sellerId}) filter (where ${sellers.reviewStatus} = 'approved')::int`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.userId, products.sellerId));
    const version = await handle.db.execute<{ version: string }>(sql`select version() as version`);
    return {
      productIds: ids.map((row) => row.id),
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

/** Starts the API on its own process, as `npm run dev` runs it, and waits until it is healthy. */
async function startApi(target: Target): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "apps", "api", "src", "server.ts")],
    {
      cwd: path.join(root, "apps", "api"),
      env: {
        ...process.env,
        API_HOST: "127.0.0.1",
        API_PORT: String(port),
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.databaseUrl ?? "",
        LOG_LEVEL: "warn",
        // One client sends every request: the per-IP limiter would answer 429 within a second.
        RATE_LIMIT_MAX: "100000000",
        SEED_DEMO_DATA: "false",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error("the API exited before it was ready");
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("the API did not become healthy within two minutes");
}

function scenarios(productIds: number[]): Scenario[] {
  const api = "/api/v1";
  return [
    {
      key: "products-newest",
      title: "Product list, first page, newest",
      budgeted: true,
      paths: [`${api}/customer/products`],
    },
    {
      key: "products-search",
      title: "Product search, common words",
      budgeted: false,
      paths: commonTerms.map(
        (term) => `${api}/customer/products?search=${encodeURIComponent(term)}`,
      ),
    },
    {
      key: "product-page",
      title: "Product page data, random products",
      budgeted: false,
      paths: productIds.map((id) => `${api}/customer/products/${id}`),
    },
    {
      key: "search-suggestions",
      title: "Search suggestions, partial words",
      budgeted: true,
      paths: partialWords.map(
        (word) => `${api}/search-categories?search=${encodeURIComponent(word)}&lang=fa`,
      ),
    },
  ];
}

/** Fails early, with the API's answer, when an endpoint is missing or broken. */
async function check(url: string, scenario: Scenario) {
  for (const target of scenario.paths.slice(0, 3)) {
    const response = await fetch(`${url}${target}`);
    if (!response.ok) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${scenario.key}: GET ${target} answered ${response.status}: ${body}`);
    }
  }
}

function load(url: string, scenario: Scenario, seconds: number) {
  let next = 0;
  return autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: "GET",
        // Each request takes the next path in turn, so ids and words vary over the run.
        setupRequest: (request) => {
          const pathname = scenario.paths[next % scenario.paths.length] as string;
          next++;
          return { ...request, path: pathname };
        },
      },
    ],
  });
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

async function bench(target: Target): Promise<RunResult> {
  log(`${target.database}: preparing the database`);
  const prepared = await prepare(target);
  log(
    `${target.database}: ${prepared.data.listed_products.toLocaleString("en")} listed products of ${prepared.data.approved_sellers.toLocaleString("en")} shops (${prepared.version})`,
  );
  const api = await startApi(target);
  const loadAverage = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of scenarios(prepared.productIds)) {
      await check(api.url, scenario);
      await load(api.url, scenario, settings.warmupSeconds);
      await drain(api.url);
      const result = await load(api.url, scenario, settings.durationSeconds);
      await drain(api.url);
      const row: ScenarioResult = {
        key: scenario.key,
        title: scenario.title,
        budgeted: scenario.budgeted,
        example: decodeURIComponent(scenario.paths[0] as string),
        requests_per_second: Math.round(result.requests.average),
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
        meets_target: result.latency.p99 < targetP99Ms && result.errors + result.non2xx === 0,
      };
      results.push(row);
      log(
        `${target.database} ${scenario.key}: ${row.requests_per_second} req/s, p50 ${row.latency_ms.p50} ms, p97.5 ${row.latency_ms.p97_5} ms, p99 ${row.latency_ms.p99} ms, ${row.errors} errors, ${row.non_2xx} non-2xx`,
      );
    }
  } finally {
    await api.stop();
  }
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
    const known = newest.get(result.database);
    if (!known || known.generated_at < result.generated_at) newest.set(result.database, result);
  }
  return ["postgres", "pglite"].flatMap((database) => newest.get(database) ?? []);
}

function writeSummary() {
  const runs = newestResults();
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\`. Budget (ARCHITECTURE §9): the product list and the search suggestions answer with **p99 < ${targetP99Ms} ms at 50 concurrent connections on a PostgreSQL server**, on the scale seed (100k products, 2k shops). The other rows are measured for reference against the same number.`,
    "",
    "| Database | Scenario | req/s | p50 ms | p97.5 ms | p99 ms | errors / non-2xx | p99 < 25 ms |",
    "|---|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const run of runs) {
    for (const row of run.scenarios) {
      const verdict = row.meets_target ? "yes" : "**no**";
      lines.push(
        `| ${run.database} | ${row.title}${row.budgeted ? " (budget)" : ""} | ${row.requests_per_second.toLocaleString("en")} | ${row.latency_ms.p50} | ${row.latency_ms.p97_5} | ${row.latency_ms.p99} | ${row.errors} / ${row.non_2xx} | ${verdict} |`,
      );
    }
  }
  lines.push("", "Runs:", "");
  for (const run of runs) {
    lines.push(
      `- ${run.database} (${run.database_version}), ${run.generated_at.slice(0, 16).replace("T", " ")} UTC: ${run.data.listed_products.toLocaleString("en")} listed products, ${run.settings.connections} connections, ${run.settings.durationSeconds} s per scenario after ${run.settings.warmupSeconds} s of warm-up; ${run.machine.cpus} × ${run.machine.cpu_model}, load average ${run.machine.load_average.join(" / ")} at the start, Node ${run.machine.node}. The API, the load generator and (for PostgreSQL) the server share these cores.`,
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
  const file = path.join(resultsDir, `${result.date}-${result.database}.json`);
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
