#!/usr/bin/env node
// Runs every test tier in order and ends with one line of totals: "N passed, N failed, N skipped".
//   unit         Vitest: contracts, API and web units
//   integration  Vitest: the API through app.inject on PGlite, and again on the PostgreSQL
//                server named by TEST_DATABASE_URL when it is set
//   fuzz         Vitest: generated requests to every operation of the OpenAPI document, as
//                every role, on PGlite (FUZZ_SEED, FUZZ_CASES)
//   e2e          Playwright with Debian's Chromium against the built app
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "kesht-test-"));
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const tiers = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A tier whose runner crashed before reporting counts as one failure, never as a pass. */
function record(name, status, counts) {
  const failedToReport = counts === null;
  const tier = failedToReport
    ? { name, passed: 0, failed: 1, skipped: 0, note: "the runner did not report" }
    : { name, ...counts };
  if (!failedToReport && status !== 0 && tier.failed === 0) {
    tier.failed = 1;
    tier.note = `the runner exited with ${status}`;
  }
  tiers.push(tier);
}

function vitest(name, projects, extraEnv) {
  console.log(`\n── ${name} ──`);
  const output = path.join(reports, `${name}.json`);
  const args = ["run", ...projects.flatMap((p) => ["--project", p])];
  args.push("--reporter=default", "--reporter=json", `--outputFile.json=${output}`);
  const { status } = spawnSync(bin("vitest"), args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...extraEnv },
  });
  const report = readJson(output);
  record(
    name,
    status,
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    },
  );
}

function playwright() {
  console.log("\n── e2e ──");
  if (!existsSync(chromium)) {
    console.log(
      `Chromium is not installed at ${chromium}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`,
    );
    tiers.push({ name: "e2e", passed: 0, failed: 1, skipped: 0, note: "Chromium missing" });
    return;
  }
  const output = path.join(reports, "e2e.json");
  const { status } = spawnSync(bin("playwright"), ["test", "--reporter=list,json"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
  });
  const stats = readJson(output)?.stats;
  record(
    "e2e",
    status,
    stats && {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    },
  );
}

vitest("unit", ["unit", "web"]);
vitest("integration", ["integration"], { TEST_DATABASE_URL: "" });
if (process.env.TEST_DATABASE_URL) {
  vitest("integration-postgres", ["integration"], {});
} else {
  console.log("\n(TEST_DATABASE_URL is not set: the integration tier ran on PGlite only)");
}
vitest("fuzz", ["fuzz"], { TEST_DATABASE_URL: "" });
if (!process.argv.includes("--no-e2e")) playwright();

rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log("\n── totals ──");
for (const tier of tiers) {
  for (const key of Object.keys(total)) total[key] += tier[key];
  const note = tier.note ? ` (${tier.note})` : "";
  console.log(
    `${tier.name.padEnd(22)} ${tier.passed} passed, ${tier.failed} failed, ${tier.skipped} skipped${note}`,
  );
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
