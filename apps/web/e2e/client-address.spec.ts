import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures/test";

/**
 * A client address no one can forge: a Kesht of its own whose web server trusts no proxy
 * (WEB_TRUST_PROXY=false) and whose API keeps the production cap of 50 sign-in codes per
 * address a day. A caller writing a new X-Forwarded-For on every request is still one caller.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const webPort = Number(process.env.E2E_FORWARDING_WEB_PORT ?? 3180);
const apiPort = Number(process.env.E2E_FORWARDING_API_PORT ?? 4180);
const webOrigin = `http://127.0.0.1:${webPort}`;

let kesht: ChildProcess;
let dataDir: string;

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

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "kesht-forwarding-"));
  kesht = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
      WEB_TRUST_PROXY: "false",
      MAP_TILE_URL: "none",
    },
    stdio: ["ignore", "ignore", "inherit"],
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

test("52 sign-in codes asked for under 52 forged addresses meet the per-address cap", async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 52; index += 1) {
    const answer = await fetch(`${webOrigin}/api/v1/customer/login/code/send`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${index + 1}`,
        "x-real-ip": `198.51.100.${index + 1}`,
        forwarded: `for=198.51.100.${index + 1}`,
      },
      body: JSON.stringify({ mobile: `0939${String(index).padStart(7, "0")}` }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
  expect(statuses.slice(50)).toEqual([429, 429]);
});
