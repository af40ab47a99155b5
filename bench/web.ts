/*
 * `npm run bench:web`: how heavy the storefront is and how Lighthouse scores it, beside a bare
 * Next.js page measured in the same run (issue 26).
 *
 * Starts the app as `npm start` does (scripts/start.mjs builds what is missing or stale, so a
 * fresh build is reused) on its own ports with a fresh demo data directory, and the yardstick
 * (bench/bare-next: twenty product cards rendered on the server per request, no app code, the
 * same next and react; its cards show the demo products' photos from the same API, with the
 * storefront's `srcset`, `sizes` and priority, so its largest paint is a photo too) built and served by `next start`. Then for the home page, the product
 * list, a product page and a shop page:
 * - First Load JS: every script the page's HTML loads, gzipped (level 9, as Next used to
 *   report it), from the build's files; the storefront's over the bare page's is the app's own;
 * - Lighthouse 12's default (mobile) configuration on Debian's Chromium, in each language,
 *   BENCH_WEB_RUNS rounds (3) with the median reported: Lighthouse varies from run to run here.
 *   Each round measures the bare page first and then every storefront page, so a busy moment
 *   of the machine weighs on both.
 * Results go to bench/results/<date>-<hhmm>-web.json and bench/results/web-latest.md.
 *
 * BENCH_WEB_RUNS=0 weighs only: it builds and serves both apps, computes each route's First Load
 * JS and the bare page's, prints them with every script's share, and writes
 * bench/results/web-weights-latest.md, with no photos and no Lighthouse (a minute or two beside
 * the build, where a full run takes half an hour), to see what a change to the first load weighs.
 *
 * Settings: BENCH_WEB_PORT / BENCH_API_PORT / BENCH_BARE_PORT (3233 / 4233 / 3234),
 * BENCH_WEB_LANGUAGES ("en,fa"), BENCH_WEB_RUNS (3; 0 weighs only), CHROMIUM_PATH
 * (/usr/bin/chromium).
 * BENCH_WEB_PHOTOS ("1"; "0" leaves the demo products with their drawn icons): the demo
 * products get generated camera-sized photos through the API first (bench/product-photos.ts).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { addProductPhotos } from "./product-photos";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");
const webDir = path.join(root, "apps", "web");
const webPort = Number(process.env.BENCH_WEB_PORT || 3233);
const apiPort = Number(process.env.BENCH_API_PORT || 4233);
const barePort = Number(process.env.BENCH_BARE_PORT || 3234);
const runsSetting = Number(process.env.BENCH_WEB_RUNS || 3);
const runs = Number.isFinite(runsSetting) ? Math.max(0, Math.floor(runsSetting)) : 3;
const weighOnly = runs === 0;
const bareDir = path.join(root, "bench", "bare-next");
const languages = (process.env.BENCH_WEB_LANGUAGES || "en,fa").split(",").map((l) => l.trim());
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const dataDir = path.join(root, ".data-bench-web");
const base = `http://127.0.0.1:${webPort}`;

/** Issue 26's targets, the relative ones against the bare page's medians. */
const targets = {
  appJsOverBareKb: 30,
  performance: 95,
  performanceBelowBare: 3,
  lcpMs: 2000,
  lcpOverBare: 1.5,
  tbtMs: 200,
  accessibility: 100,
  bestPractices: 100,
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
  /** Medians over the rounds, by language. */
  lighthouse: Record<string, LighthouseScores>;
  /** Every round's scores, by language, so a median can be checked against its spread. */
  rounds: Record<string, LighthouseScores[]>;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** What the largest paint was and what its time is made of (absent in older results). */
  lcp?: LcpDetail;
  /** Where the main thread's time went (absent in older results). */
  mainThread?: MainThreadDetail;
  /** Audits that failed in the four categories, by id, for what to fix next. */
  failing: string[];
}

/**
 * Lighthouse's main-thread work by kind (script evaluation, parse and compile, style and layout,
 * …) and its three scripts that ran longest, in ms of the throttled CPU: what the blocking time
 * is made of, so a change is aimed at the work and not only at the bytes.
 */
interface MainThreadDetail {
  totalMs: number;
  byKind: Record<string, number>;
  scripts: { url: string; scriptingMs: number; parseMs: number }[];
}

/**
 * The LCP element, its four phases (ms), and the images the page fetched, first five. The
 * phases are Lighthouse's simulated ones when its `largest-contentful-paint-element` audit
 * works; with Debian's Chromium that audit errs (its TraceElements gatherer fails on the trace),
 * so they are then read from the trace's last `largestContentfulPaint::Candidate` as observed,
 * unthrottled (`source` says which): compare them between runs, not with the simulated LCP.
 */
interface LcpDetail {
  source: "simulated" | "observed";
  element: string;
  imageUrl?: string;
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  images: { url: string; kB: number; priority: string; startMs: number; endMs: number }[];
}

type Audits = Record<string, { details?: unknown; numericValue?: number } | undefined>;
type TraceEvent = { name: string; ts: number; args?: { data?: Record<string, unknown> } };

/** The largest paint as the trace recorded it: element, image, and its times from navigation. */
function observedLcp(trace: { traceEvents: TraceEvent[] } | undefined, ttfb: number) {
  const events = trace?.traceEvents ?? [];
  const start = events.find((event) => event.name === "navigationStart")?.ts ?? 0;
  const last = events.filter((event) => event.name === "largestContentfulPaint::Candidate").at(-1);
  const data = last?.args?.data ?? {};
  const image = events
    .filter(
      (event) =>
        event.name === "LargestImagePaint::Candidate" &&
        event.args?.data?.DOMNodeId === data.nodeId,
    )
    .at(-1)?.args?.data?.imageUrl;
  const at = last ? (last.ts - start) / 1000 : 0;
  const loadStart = Number(data.imageLoadStart) || 0;
  const loadEnd = Number(data.imageLoadEnd) || 0;
  const phases =
    loadStart > 0 && loadEnd > 0
      ? {
          ttfb,
          loadDelay: Math.round(loadStart - ttfb),
          loadTime: Math.round(loadEnd - loadStart),
          renderDelay: Math.round(at - loadEnd),
        }
      : { ttfb, loadDelay: 0, loadTime: 0, renderDelay: Math.round(at - ttfb) };
  return {
    element: `${String(data.type ?? "")} ${String(data.nodeName ?? "")}`.trim(),
    imageUrl: typeof image === "string" ? image.replace(/^https?:\/\/[^/]+/, "") : undefined,
    phases,
  };
}

/** From the LHR: `largest-contentful-paint-element` (element, then phases) and `network-requests`. */
function lcpDetail(audits: Audits, trace?: { traceEvents: TraceEvent[] }): LcpDetail {
  type Table = { type: string; items: Record<string, unknown>[] };
  const lists = (audits["largest-contentful-paint-element"]?.details as { items?: Table[] })?.items;
  const node = lists?.[0]?.items[0]?.node as { snippet?: string; selector?: string } | undefined;
  // The phases come in a fixed order: TTFB, load delay, load time, render delay.
  const timing = (lists?.[1]?.items ?? []).map((row) => Math.round(Number(row.timing) || 0));
  const requests = (audits["network-requests"]?.details as Table | undefined)?.items ?? [];
  const images = requests
    .filter((request) => request.resourceType === "Image")
    .slice(0, 5)
    .map((request) => ({
      url: String(request.url).replace(/^https?:\/\/[^/]+/, ""),
      kB: Math.round((Number(request.transferSize) || 0) / 102.4) / 10,
      priority: String(request.priority),
      startMs: Math.round(Number(request.networkRequestTime) || 0),
      endMs: Math.round(Number(request.networkEndTime) || 0),
    }));
  if (!node || timing.length < 4) {
    const ttfb = Math.round(audits["server-response-time"]?.numericValue ?? 0);
    return { source: "observed", ...observedLcp(trace, ttfb), images };
  }
  return {
    source: "simulated",
    element: (node.snippet ?? node.selector ?? "").slice(0, 300),
    phases: {
      ttfb: timing[0] ?? 0,
      loadDelay: timing[1] ?? 0,
      loadTime: timing[2] ?? 0,
      renderDelay: timing[3] ?? 0,
    },
    images,
  };
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

/** The yardstick, built afresh (it takes seconds) and served on its own port. */
function startBarePage(): ChildProcess {
  const next = path.join(root, "node_modules", ".bin", "next");
  // The API whose product photos its cards show (bench/bare-next/app/page.tsx).
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    BARE_API_URL: `http://127.0.0.1:${apiPort}`,
  };
  const build = spawnSync(next, ["build", bareDir], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the bare Next.js page did not build");
  return spawn(next, ["start", bareDir, "-p", String(barePort), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
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
 * scripts, not the `nomodule` polyfills modern browsers skip), gzipped from the build in
 * `nextDir`.
 */
interface Weight {
  scripts: number;
  kb: number;
  /** Each script's gzipped kB, by its path under /_next/static/. */
  files: Record<string, number>;
}

async function firstLoadJs(url: string, nextDir: string): Promise<Weight> {
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
  const sizes: Record<string, number> = {};
  for (const file of files) {
    const name = file.slice("/_next/static/".length);
    const onDisk = path.join(nextDir, ".next", "static", name);
    const gzipped = gzipSync(readFileSync(onDisk), { level: 9 }).length;
    sizes[name] = toKb(gzipped);
    bytes += gzipped;
  }
  return { scripts: files.size, kb: toKb(bytes), files: sizes };
}

function toKb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** The weights alone (BENCH_WEB_RUNS=0), as a table, and every route's scripts, largest first. */
function weightsMarkdown(
  routes: { route: string; weight: Weight }[],
  bare: Weight,
  date: string,
): string {
  const lines = [
    "# Storefront First Load JS beside a bare Next.js page (`BENCH_WEB_RUNS=0 npm run bench:web`)",
    "",
    `Run ${date}; production builds. First Load JS: every module script the page's HTML loads,`,
    "gzipped at level 9; App JS is the storefront's over the bare page's (target ≤ 30 kB, issue 26).",
    "",
    `Bare page: ${bare.kb} kB in ${bare.scripts} scripts.`,
    "",
    "| Route | Scripts | First Load JS (kB gz) | App JS (kB gz) |",
    "| --- | --: | --: | --: |",
  ];
  for (const { route, weight } of routes) {
    const appJs = Math.round((weight.kb - bare.kb) * 10) / 10;
    lines.push(
      `| ${route} | ${weight.scripts} | ${weight.kb} | ${mark(appJs, appJs <= targets.appJsOverBareKb)} |`,
    );
  }
  lines.push("", "Scripts per route, kB gz, largest first:", "");
  for (const { route, weight } of routes) {
    const files = Object.entries(weight.files).sort((a, b) => b[1] - a[1]);
    lines.push(`- ${route}: ${files.map(([file, kb]) => `${file} ${kb}`).join(", ")}`);
  }
  return `${lines.join("\n")}\n`;
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
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    lcp: lcpDetail(audits, (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace),
    mainThread: mainThreadDetail(audits),
    failing: [...new Set(failing)],
  } satisfies LighthouseScores;
}

function mainThreadDetail(audits: Audits): MainThreadDetail {
  const rows = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const byKind: Record<string, number> = {};
  for (const item of rows("mainthread-work-breakdown")) {
    byKind[String(item.group)] = Math.round(Number(item.duration) || 0);
  }
  const scripts = rows("bootup-time")
    .map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ""),
      scriptingMs: Math.round(Number(item.scripting) || 0),
      parseMs: Math.round(Number(item.scriptParseCompile) || 0),
    }))
    .sort((a, b) => b.scriptingMs - a.scriptingMs)
    .slice(0, 3);
  return {
    totalMs: Math.round(audits["mainthread-work-breakdown"]?.numericValue ?? 0),
    byKind,
    scripts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each score's median over the rounds; the failing audits of any round. */
function medianScores(rounds: LighthouseScores[]): LighthouseScores {
  const of = (key: Exclude<keyof LighthouseScores, "failing" | "lcp" | "mainThread">) =>
    median(rounds.map((round) => round[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    cls: of("cls"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    // The round whose LCP is the median's (or nearest it) tells what that LCP was made of.
    lcp: [...rounds].sort(
      (a, b) => Math.abs(a.lcpMs - of("lcpMs")) - Math.abs(b.lcpMs - of("lcpMs")),
    )[0]?.lcp,
    // Likewise the round whose blocking time is the median's tells where that time went.
    mainThread: [...rounds].sort(
      (a, b) => Math.abs(a.tbtMs - of("tbtMs")) - Math.abs(b.tbtMs - of("tbtMs")),
    )[0]?.mainThread,
    failing: [...new Set(rounds.flatMap((round) => round.failing))],
  };
}

function mark(value: number | string, ok: boolean): string {
  return ok ? `${value}` : `**${value}** ✗`;
}

interface Yardstick {
  firstLoadJsKb: number;
  scores: LighthouseScores;
  rounds: LighthouseScores[];
}

function markdown(results: RouteResult[], bare: Yardstick, date: string, load: string): string {
  const b = bare.scores;
  const lines = [
    "# Storefront weight and Lighthouse beside a bare Next.js page (`npm run bench:web`)",
    "",
    `Run ${date}; load average at the start ${load} (${os.cpus().length} cores, shared).`,
    "Lighthouse 12, default mobile configuration (simulated slow 4G, 4× CPU slowdown), Debian's",
    `Chromium, production builds, the demo data; medians of ${runs} rounds, each round measuring`,
    "the bare page (bench/bare-next: twenty cards rendered per request, no app code; the cards",
    "show the same product photos as the storefront's list, from the same API's renditions, with",
    "the same `srcset`, `sizes` and priority, so both largest paints are photos) and then every",
    "storefront page. First Load JS: every module script the page's HTML loads, gzipped at",
    "level 9; App JS is the storefront's over the bare page's.",
    "",
    "Targets (issue 26): performance ≥ 95 and within 3 of the bare page; LCP ≤ 1.5× the bare",
    "page's and under 2 s; blocking time under 200 ms; CLS < 0.05; accessibility, best practices",
    "and SEO 100; App JS ≤ 30 kB. Misses are marked ✗.",
    "",
    `Bare page: performance ${b.performance}, FCP ${b.fcpMs} ms, LCP ${b.lcpMs} ms, blocking ${b.tbtMs} ms, CLS ${b.cls}, First Load JS ${bare.firstLoadJsKb} kB (performance per round: ${bare.rounds.map((r) => r.performance).join(", ")}).`,
    "",
    "| Route | Lang | App JS (kB gz) | Perf | Perf rounds | A11y | Best pr. | SEO | CLS | FCP ms | LCP ms | LCP ÷ bare | TBT ms |",
    "| --- | --- | --: | --: | --- | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const result of results) {
    const appJs = Math.round((result.firstLoadJsKb - bare.firstLoadJsKb) * 10) / 10;
    for (const [language, s] of Object.entries(result.lighthouse)) {
      const lcpRatio = Math.round((s.lcpMs / Math.max(1, b.lcpMs)) * 100) / 100;
      const perfOk =
        s.performance >= targets.performance &&
        s.performance >= b.performance - targets.performanceBelowBare;
      const rounds = (result.rounds[language] ?? []).map((r) => r.performance).join(", ");
      lines.push(
        `| ${result.route} | ${language} | ${mark(appJs, appJs <= targets.appJsOverBareKb)} | ${mark(s.performance, perfOk)} | ${rounds} | ${mark(s.accessibility, s.accessibility >= targets.accessibility)} | ${mark(s.bestPractices, s.bestPractices >= targets.bestPractices)} | ${mark(s.seo, s.seo >= targets.seo)} | ${mark(s.cls, s.cls < targets.cls)} | ${s.fcpMs} | ${mark(s.lcpMs, s.lcpMs < targets.lcpMs)} | ${mark(lcpRatio, lcpRatio <= targets.lcpOverBare)} | ${mark(s.tbtMs, s.tbtMs < targets.tbtMs)} |`,
      );
    }
  }
  lines.push(
    "",
    "LCP element and phases (TTFB / load delay / load time / render delay, ms, of the median round;",
    "simulated when Lighthouse's own audit works, else observed unthrottled in the trace):",
    "",
  );
  const lcpLine = (name: string, s: LighthouseScores) => {
    const p = s.lcp?.phases;
    const element = (s.lcp?.element ?? "").replace(/\s+/g, " ").slice(0, 120);
    const image = s.lcp?.imageUrl ? ` ${s.lcp.imageUrl}` : "";
    return `- ${name}: ${s.lcpMs} ms; ${s.lcp?.source ?? "?"} ${p ? `${p.ttfb} / ${p.loadDelay} / ${p.loadTime} / ${p.renderDelay}` : "?"}; \`${element}\`${image}`;
  };
  lines.push(lcpLine("bare page", b));
  for (const result of results) {
    for (const [language, s] of Object.entries(result.lighthouse)) {
      lines.push(lcpLine(`${result.route} (${language})`, s));
    }
  }
  lines.push(
    "",
    "Main thread (ms of the throttled CPU, the median-TBT round): all work; by kind; the three",
    "scripts that ran longest (evaluation / parse and compile):",
    "",
  );
  const mainThreadLine = (name: string, s: LighthouseScores) => {
    const m = s.mainThread;
    if (!m) return `- ${name}: ?`;
    const kinds = Object.entries(m.byKind)
      .sort(([, a], [, b]) => b - a)
      .map(([kind, ms]) => `${kind} ${ms}`)
      .join(", ");
    const scripts = m.scripts
      .map((script) => `\`${script.url}\` ${script.scriptingMs} / ${script.parseMs}`)
      .join(", ");
    return `- ${name}: ${m.totalMs}; ${kinds}; ${scripts}`;
  };
  lines.push(mainThreadLine("bare page", b));
  for (const result of results) {
    for (const [language, s] of Object.entries(result.lighthouse)) {
      lines.push(mainThreadLine(`${result.route} (${language})`, s));
    }
  }
  lines.push("", "Failing audits (score < 0.9 in any round) per route and language:", "");
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
  let barePage: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const stop = () => {
    for (const child of [app, barePage]) {
      if (child && child.exitCode === null) child.kill("SIGTERM");
    }
  };
  process.on("SIGINT", () => {
    // The browser too: killed with the run, it would otherwise outlive it.
    chrome?.process.kill();
    stop();
    process.exit(130);
  });
  try {
    barePage = startBarePage();
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitFor(bareUrl, barePage);
    await waitFor(`${base}/api/v1/health`, app);
    if (weighOnly) {
      const bareWeight = await firstLoadJs(bareUrl, bareDir);
      const weighed = [];
      for (const { route, path: pagePath } of await storefrontRoutes()) {
        weighed.push({ route, weight: await firstLoadJs(`${base}${pagePath}`, webDir) });
      }
      const text = weightsMarkdown(weighed, bareWeight, new Date().toISOString());
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(path.join(resultsDir, "web-weights-latest.md"), text);
      console.log(text);
      return;
    }
    if (process.env.BENCH_WEB_PHOTOS !== "0") {
      const photos = await addProductPhotos(`${base}/api/v1`);
      console.log("[bench:web] product photos uploaded", JSON.stringify(photos));
    }
    const routes = await storefrontRoutes();
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const port = chrome.port;

    const bareJs = await firstLoadJs(bareUrl, bareDir);
    const bareRounds: LighthouseScores[] = [];
    const weights = new Map<string, Weight>();
    const pageRounds = new Map<string, Record<string, LighthouseScores[]>>();
    for (const { route, path: pagePath } of routes) {
      weights.set(route, await firstLoadJs(`${base}${pagePath}`, webDir));
      pageRounds.set(route, Object.fromEntries(languages.map((language) => [language, []])));
    }
    // One unmeasured visit to each first: the servers' caches and Next's image optimiser warm up.
    await fetch(bareUrl);
    for (const { path: pagePath } of routes) {
      for (const language of languages) {
        await fetch(`${base}${pagePath}`, { headers: { Cookie: `lang=${language}` } });
      }
    }
    for (let round = 1; round <= runs; round++) {
      const bareScores = await runLighthouse(bareUrl, "en", port);
      bareRounds.push(bareScores);
      console.log(`[bench:web] round ${round} bare page`, JSON.stringify(bareScores));
      for (const { route, path: pagePath } of routes) {
        for (const language of languages) {
          const scores = await runLighthouse(`${base}${pagePath}`, language, port);
          pageRounds.get(route)?.[language]?.push(scores);
          console.log(`[bench:web] round ${round} ${route} ${language}`, JSON.stringify(scores));
        }
      }
    }

    const bare: Yardstick = {
      firstLoadJsKb: bareJs.kb,
      scores: medianScores(bareRounds),
      rounds: bareRounds,
    };
    const results: RouteResult[] = routes.map(({ route, path: pagePath }) => {
      const rounds = pageRounds.get(route) ?? {};
      const weight = weights.get(route) ?? { scripts: 0, kb: 0 };
      return {
        route,
        url: pagePath,
        scripts: weight.scripts,
        firstLoadJsKb: weight.kb,
        lighthouse: Object.fromEntries(
          Object.entries(rounds).map(([language, list]) => [language, medianScores(list)]),
        ),
        rounds,
      };
    });
    const date = new Date().toISOString();
    mkdirSync(resultsDir, { recursive: true });
    const json = { date, loadAverage: load, targets, chromium: chromePath, runs, bare, results };
    // Date and time in the name: a second run on the same day adds to the history.
    const stamp = `${date.slice(0, 10)}-${date.slice(11, 16).replace(":", "")}`;
    const jsonFile = path.join(resultsDir, `${stamp}-web.json`);
    writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
    // In the repository's format, so `npm run lint` passes with the results committed.
    spawnSync(path.join(root, "node_modules", ".bin", "biome"), ["format", "--write", jsonFile], {
      stdio: "ignore",
    });
    writeFileSync(path.join(resultsDir, "web-latest.md"), markdown(results, bare, date, load));
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
