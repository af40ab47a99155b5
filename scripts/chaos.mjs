#!/usr/bin/env node
// `npm run chaos`: starts `npm run cluster` (or uses one already running), puts a light mixed
// load that moves money through nginx, and meanwhile kills -9 one API and one web, restarts
// every instance one by one (SIGTERM) and stops PostgreSQL for 10 s. Prints per fault the
// requests that failed and the time to recover, then checks that nothing was lost (lib/
// chaos-checks.mjs). Loopback only, bounded (about three minutes), not part of `npm test`.
// Results: bench/results/<date>T<hhmm>-chaos.json and bench/results/chaos-latest.md.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { root } from "./lib/build.mjs";
import { checkNothingLost, snapshot } from "./lib/chaos-checks.mjs";
import { writeChaosReport } from "./lib/chaos-report.mjs";
import { failed, Shopper } from "./lib/chaos-shopper.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const settings = {
  shoppers: Number(process.env.CHAOS_SHOPPERS ?? 4),
  visitors: Number(process.env.CHAOS_VISITORS ?? 2),
  control: Number(process.env.CLUSTER_CONTROL_PORT ?? 8089),
};
const control = `http://127.0.0.1:${settings.control}`;
const clusterDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, ".data-cluster"));

async function processes() {
  const response = await fetch(`${control}/processes`, { signal: AbortSignal.timeout(2000) });
  return response.json();
}
const find = async (name) => (await processes()).find((entry) => entry.name === name);

/** Starts the cluster unless one answers, with limits raised: the load comes from one address. */
async function ensureCluster() {
  if (await processes().catch(() => null)) {
    console.log("[chaos] using the cluster already running (its rate limits apply)");
    return null;
  }
  const child = spawn(process.execPath, [path.join(root, "scripts/cluster.mjs")], {
    stdio: "inherit",
    env: {
      ...process.env,
      RATE_LIMIT_MAX: "1000000",
      OTP_DAILY_SENDS_PER_IP: "100000",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
  });
  for (let waited = 0; waited < 900; waited++) {
    if (child.exitCode !== null) throw new Error("the cluster stopped while starting");
    const all = await processes().catch(() => null);
    if (all?.every((entry) => entry.state === "ready")) return child;
    await sleep(1000);
  }
  throw new Error("the cluster did not come up within 15 minutes");
}

async function send(name, action, query) {
  const response = await fetch(`${control}/processes/${name}/${action}?${query}`, {
    method: "POST",
  });
  if (!response.ok) throw new Error(`${name} ${action}: ${response.status}`);
  return response.json();
}

/** Waits until the supervisor has started `name` again and it is ready. */
async function readyAgain(name, restartsBefore, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const entry = await find(name).catch(() => null);
    if (entry && entry.restarts > restartsBefore && entry.state === "ready") return entry;
    await sleep(100);
  }
  throw new Error(`${name} did not come back within ${timeoutMs / 1000} s`);
}

const cluster = await ensureCluster();
// A failed run still stops the cluster it started.
process.on("exit", () => cluster?.kill("SIGINT"));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
const { site, databaseUrl } = JSON.parse(
  readFileSync(path.join(clusterDir, "cluster.json"), "utf8"),
);
// A connection for the set-up and one for the checks: the outage would end one held across.
const connect = async () => {
  const connection = new pg.Client({ connectionString: databaseUrl });
  connection.on("error", () => {});
  await connection.connect();
  return connection;
};
const client = await connect();

const log = [];
const record = (entry) => log.push(entry);

// The products of one approved shop with plenty of stock, and customers living in its city.
const shop = await client.query(
  `select s.user_id, s.province_id, s.city_id, pr.country_id from sellers s
   join provinces pr on pr.id = s.province_id
   where s.review_status = 'approved' and s.city_id is not null and exists (
     select 1 from products p join product_variants v on v.product_id = p.id
     where p.seller_id = s.user_id and p.is_active and p.deleted_at is null and v.stock >= 50)
   order by (select count(*) from products p join product_variants v on v.product_id = p.id
     where p.seller_id = s.user_id and v.stock >= 50) desc
   limit 1`,
);
if (!shop.rowCount) throw new Error("no approved shop with stock: is the demo data seeded?");
const place = {
  country_id: shop.rows[0].country_id,
  province_id: shop.rows[0].province_id,
  city_id: shop.rows[0].city_id,
};
const productIds = (
  await client.query(
    // Single-variant products: a shopper adds by product, which names its only variant.
    `select p.id from products p where p.seller_id = $1 and p.is_active and p.deleted_at is null
     and (select count(*) from product_variants v where v.product_id = p.id and v.deleted_at is null) = 1
     and exists (select 1 from product_variants v where v.product_id = p.id and v.stock >= 50)
     order by p.id limit 8`,
    [shop.rows[0].user_id],
  )
).rows.map((row) => row.id);

const before = await snapshot(client);
await client.end();
const stamp = Date.now() % 10_000_000;
const shoppers = Array.from(
  { length: settings.shoppers },
  (_, i) =>
    new Shopper({
      site,
      mobile: `0915${String((stamp + i * 1_234_567) % 10_000_000).padStart(7, "0")}`,
      record,
    }),
);
const [packageTypes, timeBlocks] = await Promise.all([
  fetch(`${site}/api/v1/package-types`).then((response) => response.json()),
  fetch(`${site}/api/v1/time-blocks`).then((response) => response.json()),
]);
console.log(`[chaos] signing in ${shoppers.length} customers and crediting their wallets…`);
for (const shopper of shoppers) {
  shopper.packageTypeId = packageTypes.data[0].id;
  shopper.timeBlockId = timeBlocks.data[0].id;
  await shopper.signIn();
  await shopper.addAddress(place);
  await shopper.creditWallet(2_000_000);
}

// The load: each customer browses, buys (wallet and gateway in turn), credits, cashes out.
let loading = true;
const loadStartedAt = Date.now();
async function customer(shopper, index) {
  for (let round = 0; loading; round++) {
    const productId = productIds[(index + round) % productIds.length];
    try {
      await shopper.browse(productId);
      await shopper.buy(productId, round % 2 === 0 ? "wallet" : "gateway");
      if (round % 4 === 3) await shopper.creditWallet(100_000);
      if (round % 5 === 4) await shopper.cashOut(1_000, index * 1000 + round);
    } catch (error) {
      console.log(`[chaos] ${shopper.mobile}: ${error instanceof Error ? error.message : error}`);
    }
    await sleep(250);
  }
}
async function visitor(index) {
  const browser = new Shopper({ site, mobile: `visitor-${index}`, record });
  for (let round = 0; loading; round++) {
    await browser.browse(productIds[(index + round) % productIds.length]);
    await sleep(200);
  }
}
const workers = [
  ...shoppers.map((shopper, index) => customer(shopper, index)),
  ...Array.from({ length: settings.visitors }, (_, index) => visitor(index)),
];

const faults = [];
async function fault(name, act) {
  const entry = { name, started_at: Date.now() };
  console.log(`[chaos] ${name}…`);
  Object.assign(entry, await act());
  entry.ended_at = Date.now();
  faults.push(entry);
  await sleep(5000);
}
async function killAndWait(name, signal) {
  const { restarts } = await find(name);
  await send(name, "signal", `signal=${signal}`);
  const back = await readyAgain(name, restarts);
  return { restarted_s: Number(((back.ready_at - back.started_at) / 1000).toFixed(1)) };
}

await sleep(8000);
await fault("kill -9 api-1", () => killAndWait("api-1", "SIGKILL"));
await fault("kill -9 web-1", () => killAndWait("web-1", "SIGKILL"));
await fault("rolling restart (SIGTERM, one by one)", async () => {
  for (const name of ["api-1", "api-2", "web-1", "web-2"]) {
    await killAndWait(name, "SIGTERM");
    // As an operator's loop does (PRODUCTION.md, "Upgrades"): a moment between processes.
    await sleep(6000);
  }
  return {};
});
await fault("PostgreSQL stopped for 10 s", async () => {
  const { restarts } = await find("postgres");
  await send("postgres", "hold", "ms=10000");
  const back = await readyAgain("postgres", restarts);
  await sleep(5000);
  return { back_at: back.ready_at };
});
await sleep(3000);
loading = false;
const loadEndedAt = Date.now();
await Promise.all(workers);

// Fault windows: from one fault's start to the next one's (the last to the load's end).
const results = faults.map((entry, index) => {
  const until = faults[index + 1]?.started_at ?? loadEndedAt;
  const inWindow = log.filter((request) => {
    const end = request.at + request.ms;
    return end >= entry.started_at && end < until;
  });
  const failures = inWindow.filter(failed);
  const lastFailure = Math.max(...failures.map((request) => request.at + request.ms));
  const from = entry.back_at ?? entry.started_at;
  return {
    fault: entry.name,
    requests: inWindow.length,
    failed: failures.length,
    failed_503_with_retry_after: failures.filter((r) => r.status === 503 && r.retryAfter).length,
    failed_other: failures
      .filter((r) => !(r.status === 503 && r.retryAfter))
      .map((r) => `${r.method} ${r.path.split("?")[0]} → ${r.status || r.error}`)
      .slice(0, 8),
    recovered_after_s: failures.length ? Math.max(0, (lastFailure - from) / 1000) : 0,
    fault_seconds: ((entry.ended_at - entry.started_at) / 1000).toFixed(1),
    restart_s: entry.restarted_s ?? null,
  };
});
const checking = await connect();
const checks = await checkNothingLost(checking, before, shoppers);
await checking.end();

const report = writeChaosReport({
  results,
  checks,
  log,
  settings,
  load: { started_at: loadStartedAt, ended_at: loadEndedAt },
  shoppers,
});
console.log(report.text);
if (cluster) {
  cluster.kill("SIGINT");
  await new Promise((resolve) => cluster.once("exit", resolve));
}
process.exit(checks.every((entry) => entry.ok) ? 0 : 1);
