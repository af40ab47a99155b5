/*
 * `npm run bench:web`: how heavy the storefront is and how Lighthouse scores it (issue 15).
 *
 * Starts the app as `npm start` does (scripts/start.mjs builds what is missing or stale, so a
 * fresh build is reused) on its own ports with a fresh demo data directory, then for the home
 * page, the product list, a product page and a shop page:
 * - First Load JS: every script the page's HTML loads, gzipped (level 9, as Next used to
 *   report it), from the build's files;
 * - Lighthouse 12's default (mobile) configuration on Debian's Chromium, in each language.
 * Results go to bench/results/<date>-<hhmm>-web.json and bench/results/web-latest.md.
 *
 * Settings: BENCH_WEB_PORT / BENCH_API_PORT (3233 / 4233), BENCH_WEB_LANGUAGES ("en,fa"),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");
const webDir = path.join(root, "apps", "web");
const webPort = Number(process.env.BENCH_WEB_PORT || 3233);
const apiPort = Number(process.env.BENCH_API_PORT || 4233);
const languages = (process.env.BENCH_WEB_LANGUAGES || "en,fa").split(",").map((l) => l.trim());
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const dataDir = path.join(root, ".data-bench-web");
const base = `http://127.0.0.1:${webPort}`;

/** Issue 15's targets. */
const targets = {
  firstLoadJsKb: 130,
  performance: 95,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
};

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface RouteResult {
  route: string;
  url: string;
  scripts: number;
  firstLoadJsKb: number;
  lighthouse: Record<string, LighthouseScores>;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits that failed in the four categories, by id, for what to fix next. */
  failing: string[];
}

function startApp(): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      MAP_TILE_URL: "none",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // A build on a busy machine takes minutes.
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the app stopped before it was ready");
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer in time`);
}

async function apiData<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** The four storefront routes of issue 15, with a product and a shop from the demo data. */
async function storefrontRoutes(): Promise<{ route: string; path: string }[]> {
  const page = await apiData<{ items: { id: number; seller: { id: number } }[] }>(
    "/customer/products?per_page=1&sort=newest",
  );
  const first = page.items[0];
  if (!first) throw new Error("the demo data has no listed product");
  return [
    { route: "/", path: "/" },
    { route: "/customer/products", path: "/customer/products" },
    { route: "/customer/products/[pid]", path: `/customer/products/${first.id}` },
    { route: "/customer/shops/[sid]", path: `/customer/shops/${first.seller.id}` },
  ];
}

/**
 * The JavaScript a page loads before it is interactive: the scripts its HTML names (module
 * scripts, not the `nomodule` polyfills modern browsers skip), gzipped from the build.
 */
async function firstLoadJs(url: string): Promise<{ scripts: number; kb: number }> {
  const html = await (await fetch(url)).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? "";
    // React writes the attribute as `noModule`; HTML attribute names are case-insensitive.
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src?.startsWith("/_next/static/")) files.add(src.split("?")[0] as string);
  }
  let bytes = 0;
  for (const file of files) {
    const onDisk = path.join(webDir, ".next", "static", file.slice("/_next/static/".length));
    bytes += gzipSync(readFileSync(onDisk), { level: 9 }).length;
  }
  return { scripts: files.size, kb: Math.round((bytes / 1024) * 10) / 10 };
}

async function runLighthouse(url: string, language: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    extraHeaders: { Cookie: `lang=${language}` },
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => audit?.id ?? ""),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    failing: [...new Set(failing)],
  } satisfies LighthouseScores;
}

function mark(value: number, ok: boolean): string {
  return ok ? `${value}` : `**${value}** ✗`;
}

function markdown(results: RouteResult[], date: string, load: string): string {
  const lines = [
    "# Storefront weight and Lighthouse (`npm run bench:web`)",
    "",
    `Run ${date}; load average at the start ${load} (${os.cpus().length} cores, shared).`,
    "Lighthouse 12, default mobile configuration (simulated slow 4G, 4× CPU slowdown), Debian's",
    "Chromium, the production build with the demo data. First Load JS: every script the page's",
    "HTML loads, gzipped at level 9. Targets (issue 15): JS ≤ 130 kB, performance,",
    "accessibility and best practices ≥ 95, SEO 100, CLS < 0.05; misses are marked ✗.",
    "",
    "| Route | Lang | First Load JS (kB gz) | Perf | A11y | Best pr. | SEO | CLS | LCP ms | TBT ms |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const result of results) {
    for (const [language, s] of Object.entries(result.lighthouse)) {
      lines.push(
        `| ${result.route} | ${language} | ${mark(result.firstLoadJsKb, result.firstLoadJsKb <= targets.firstLoadJsKb)} | ${mark(s.performance, s.performance >= targets.performance)} | ${mark(s.accessibility, s.accessibility >= targets.accessibility)} | ${mark(s.bestPractices, s.bestPractices >= targets.bestPractices)} | ${mark(s.seo, s.seo >= targets.seo)} | ${mark(s.cls, s.cls < targets.cls)} | ${s.lcpMs} | ${s.tbtMs} |`,
      );
    }
  }
  lines.push("", "Failing audits (score < 0.9) per route and language:", "");
  for (const result of results) {
    for (const [language, s] of Object.entries(result.lighthouse)) {
      lines.push(`- ${result.route} (${language}): ${s.failing.join(", ") || "none"}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

async function main(): Promise<void> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  const app = startApp();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stop = () => {
    if (app.exitCode === null) app.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    // The browser too: killed with the run, it would otherwise outlive it.
    chrome?.process.kill();
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${base}/api/v1/health`, app);
    const routes = await storefrontRoutes();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const results: RouteResult[] = [];
    for (const { route, path: pagePath } of routes) {
      const url = `${base}${pagePath}`;
      const js = await firstLoadJs(url);
      const scores: Record<string, LighthouseScores> = {};
      for (const language of languages) {
        // One unmeasured visit first: the server's caches and Next's image optimiser warm up.
        await fetch(url, { headers: { Cookie: `lang=${language}` } });
        scores[language] = await runLighthouse(url, language, chrome.port);
        console.log(`[bench:web] ${route} ${language}`, JSON.stringify(scores[language]));
      }
      results.push({
        route,
        url: pagePath,
        scripts: js.scripts,
        firstLoadJsKb: js.kb,
        lighthouse: scores,
      });
      console.log(`[bench:web] ${route}: ${js.kb} kB gz in ${js.scripts} scripts`);
    }
    const date = new Date().toISOString();
    mkdirSync(resultsDir, { recursive: true });
    const json = { date, loadAverage: load, targets, chromium: chromePath, results };
    // Date and time in the name: a second run on the same day adds to the history.
    const stamp = `${date.slice(0, 10)}-${date.slice(11, 16).replace(":", "")}`;
    const jsonFile = path.join(resultsDir, `${stamp}-web.json`);
    writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
    // In the repository's format, so `npm run lint` passes with the results committed.
    spawnSync(path.join(root, "node_modules", ".bin", "biome"), ["format", "--write", jsonFile], {
      stdio: "ignore",
    });
    writeFileSync(path.join(resultsDir, "web-latest.md"), markdown(results, date, load));
    console.log(`[bench:web] written to ${path.relative(root, resultsDir)}/web-latest.md`);
  } finally {
    await chrome?.kill();
    stop();
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
