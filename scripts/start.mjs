#!/usr/bin/env node
// Starts Kesht: the API, then the web app that proxies /api/v1 to it.
//   node scripts/start.mjs        build what is missing or stale, then serve the built app
//   node scripts/start.mjs --dev  serve from source with reload
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildStale, prepareFont, root } from "./lib/build.mjs";

const dev = process.argv.includes("--dev");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
const webHost = process.env.WEB_HOST ?? "127.0.0.1";
const env = {
  NEXT_TELEMETRY_DISABLED: "1",
  ...process.env,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  WEB_HOST: webHost,
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, "data")),
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  // The API tells the web server when cached reference data changed; one process pair shares
  // a secret made for this start unless one is configured.
  WEB_REVALIDATE_URLS: process.env.WEB_REVALIDATE_URLS || `http://127.0.0.1:${webPort}`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || randomBytes(32).toString("base64url"),
};

async function waitForApi(child) {
  const url = `http://127.0.0.1:${apiPort}/api/v1/health`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(
    () => process.exit(code),
  );
}

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[kesht] ${name} stopped (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

if (dev) prepareFont(env);
else buildStale(env);

const api = dev
  ? run("api", bin("tsx"), ["watch", "src/server.ts"], path.join(root, "apps/api"))
  : run(
      "api",
      process.execPath,
      ["--enable-source-maps", "dist/server.js"],
      path.join(root, "apps/api"),
    );

if (!(await waitForApi(api))) {
  console.error("[kesht] the API did not become healthy; see its log above");
  stopAll(1);
} else {
  run(
    "web",
    dev ? bin("tsx") : process.execPath,
    dev ? ["server/main.ts", "--dev"] : ["--enable-source-maps", "dist/server.js"],
    path.join(root, "apps/web"),
  );
  console.log(`[kesht] ready: http://${webHost}:${webPort} (API on 127.0.0.1:${apiPort})`);
}
