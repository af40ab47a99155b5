#!/usr/bin/env node
// `npm run cluster`: the production shape on one machine, all on 127.0.0.1. Debian's
// PostgreSQL, an S3-compatible store (s3rver), 2 APIs and 2 web servers (the same builds
// `npm start` runs; only their settings differ) and nginx with deploy/nginx's routes in front,
// with the demo data. Every child is restarted when it dies (lib/supervisor.mjs). Ctrl-C stops
// them all. Data lives in .data-cluster/ (CLUSTER_DIR); a control port on loopback lets
// `npm run chaos` kill and hold processes.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildStale, root } from "./lib/build.mjs";
import { clusterNginxConfig } from "./lib/cluster-nginx.mjs";
import { Supervisor } from "./lib/supervisor.mjs";

const began = Date.now();
const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, ".data-cluster"));
const logDir = path.join(dir, "logs");
const ports = {
  nginx: Number(process.env.CLUSTER_PORT ?? 8080),
  control: Number(process.env.CLUSTER_CONTROL_PORT ?? 8089),
  postgres: Number(process.env.CLUSTER_PG_PORT ?? 5442),
  s3: Number(process.env.CLUSTER_S3_PORT ?? 4569),
  apis: [4201, 4202],
  webs: [3201, 3202],
  apiMetrics: [9201, 9202],
  webMetrics: [9301, 9302],
};
const pgBin = execFileSync("sh", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1"])
  .toString()
  .trim();
const databaseUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/kesht`;
const site = `http://127.0.0.1:${ports.nginx}`;

for (const folder of [logDir, path.join(dir, "s3"), path.join(dir, "nginx/tmp")]) {
  mkdirSync(folder, { recursive: true });
}

/** Secrets every instance must share (ARCHITECTURE: no state in one process), kept across runs. */
function sharedSecrets() {
  const file = path.join(dir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secret = () => randomBytes(32).toString("base64url");
  const secrets = { ALTCHA_HMAC_KEY: secret(), OTP_SECRET: secret(), REVALIDATE_SECRET: secret() };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** PostgreSQL refuses to run as root: its data directory then belongs to `postgres`. */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
  return { uid, gid };
}

function initPostgres(account) {
  const data = path.join(dir, "pg");
  if (existsSync(path.join(data, "PG_VERSION"))) return data;
  mkdirSync(data, { recursive: true, mode: 0o700 });
  if (account.uid !== undefined) chownSync(data, account.uid, account.gid);
  console.log("[cluster] creating the PostgreSQL cluster…");
  execFileSync(
    path.join(pgBin, "initdb"),
    ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-instructions"],
    { ...account, stdio: ["ignore", "ignore", "inherit"] },
  );
  return data;
}

async function ensureDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl.replace(/\/kesht$/, "/postgres") });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = 'kesht'");
    if (found.rowCount === 0) await client.query("create database kesht");
  } finally {
    await client.end();
  }
}

async function answers(url, accept = (response) => response.ok) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: "manual" });
    await response.arrayBuffer();
    return accept(response);
  } catch {
    return false;
  }
}

/**
 * Ready is `/readyz` where the process has one, else what `npm start` waits for (the API's
 * /health, the web's home page).
 */
const readyProbe = (base, fallback) => async () => {
  const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(
    () => null,
  );
  if (ready && ready.status !== 404) return ready.ok;
  return answers(`${base}${fallback}`);
};

async function postgresAnswers() {
  const client = new pg.Client({
    connectionString: databaseUrl.replace(/\/kesht$/, "/postgres"),
    connectionTimeoutMillis: 1000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const secrets = sharedSecrets();
const pgAccount = postgresUser();
const pgData = initPostgres(pgAccount);
buildStale({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
const built = Date.now();

const common = {
  NEXT_TELEMETRY_DISABLED: "1",
  ...process.env,
  ...secrets,
  PUBLIC_SITE_URL: site,
  WEB_TRUST_PROXY: "loopback",
};
const apiEnv = (index) => ({
  ...common,
  API_HOST: "127.0.0.1",
  API_PORT: String(ports.apis[index]),
  METRICS_PORT: String(ports.apiMetrics[index]),
  DATA_DIR: path.join(dir, `api-${index + 1}`),
  DATABASE_URL: databaseUrl,
  STORAGE: "s3",
  S3_BUCKET: "kesht",
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  TRUST_PROXY: "loopback",
  WEB_ORIGIN: `${site},http://localhost:${ports.nginx}`,
  WEB_REVALIDATE_URLS: ports.webs.map((port) => `http://127.0.0.1:${port}`).join(","),
});
const webEnv = (index) => ({
  ...common,
  WEB_HOST: "127.0.0.1",
  WEB_PORT: String(ports.webs[index]),
  WEB_METRICS_PORT: String(ports.webMetrics[index]),
  // Every API, each request to the next in turn, skipping one that refuses connections.
  API_URL: ports.apis.map((port) => `http://127.0.0.1:${port}`).join(","),
});

const supervisor = new Supervisor({ logDir });
supervisor.add("postgres", {
  command: path.join(pgBin, "postgres"),
  args: ["-D", pgData, "-h", "127.0.0.1", "-p", String(ports.postgres), "-k", pgData],
  options: pgAccount,
  probe: postgresAnswers,
  // A fast shutdown: open transactions roll back, nothing committed is lost.
  stopSignal: "SIGINT",
  port: ports.postgres,
});
supervisor.add("s3", {
  command: process.execPath,
  args: [
    path.join(root, "node_modules/s3rver/bin/s3rver.js"),
    ...["-d", path.join(dir, "s3"), "-a", "127.0.0.1", "-p", String(ports.s3)],
    ...["--configure-bucket", "kesht", "--silent"],
  ],
  probe: () => answers(`http://127.0.0.1:${ports.s3}/`, (response) => response.status < 500),
  port: ports.s3,
});
ports.apis.forEach((port, index) => {
  supervisor.add(`api-${index + 1}`, {
    command: process.execPath,
    args: ["--enable-source-maps", "dist/server.js"],
    options: { cwd: path.join(root, "apps/api"), env: apiEnv(index) },
    probe: readyProbe(`http://127.0.0.1:${port}`, "/api/v1/health"),
    port,
  });
});
ports.webs.forEach((port, index) => {
  supervisor.add(`web-${index + 1}`, {
    command: process.execPath,
    args: ["--enable-source-maps", "dist/server.js"],
    options: { cwd: path.join(root, "apps/web"), env: webEnv(index) },
    probe: readyProbe(`http://127.0.0.1:${port}`, "/"),
    port,
  });
});
const nginxConfig = path.join(dir, "nginx/nginx.conf");
writeFileSync(
  nginxConfig,
  clusterNginxConfig({
    dir: path.join(dir, "nginx"),
    logDir,
    listen: ports.nginx,
    apiPorts: ports.apis,
    webPorts: ports.webs,
  }),
);
supervisor.add("nginx", {
  command: "/usr/sbin/nginx",
  args: ["-c", nginxConfig, "-p", path.join(dir, "nginx"), "-e", "stderr", "-g", "daemon off;"],
  // Through nginx to a web server's liveness: a page may take seconds to render on a busy machine.
  probe: () => answers(`${site}/livez`),
  // nginx's graceful stop: it finishes the requests it is serving.
  stopSignal: "SIGQUIT",
  port: ports.nginx,
});

const stopOrder = ["nginx", "web-1", "web-2", "api-1", "api-2", "s3", "postgres"];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log("[cluster] stopping…");
  await supervisor.stopAll(stopOrder);
  console.log("[cluster] stopped");
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  await supervisor.listen(ports.control);
  await Promise.all([supervisor.start("postgres"), supervisor.start("s3")]);
  await ensureDatabase();
  // The first API migrates and seeds an empty database; the others start on a ready one.
  await supervisor.start("api-1");
  await Promise.all([
    supervisor.start("api-2"),
    supervisor.start("web-1"),
    supervisor.start("web-2"),
  ]);
  await supervisor.start("nginx");
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}; logs in ${logDir}`);
  await stop(1);
}
const seconds = ((Date.now() - began) / 1000).toFixed(1);
const startSeconds = ((Date.now() - built) / 1000).toFixed(1);
console.log(
  `[cluster] ready in ${seconds} s (${startSeconds} s after the builds): ${site} (APIs ${ports.apis.join(", ")}, webs ${ports.webs.join(", ")}, ` +
    `PostgreSQL ${ports.postgres}, S3 ${ports.s3}, control 127.0.0.1:${ports.control}); logs in ${logDir}; Ctrl-C stops`,
);
writeFileSync(
  path.join(dir, "cluster.json"),
  JSON.stringify({
    site,
    databaseUrl,
    control: ports.control,
    ready_seconds: Number(seconds),
    start_seconds: Number(startSeconds),
  }),
);
