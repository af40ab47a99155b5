/*
 * `npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]`: where a V8 CPU profile (from
 * `node --cpu-prof`, e.g. the API under `npm run bench` with BENCH_API_NODE_OPTIONS) spends
 * its time. Sums self time by package (or the repository's own folder) and by function, and
 * total (inclusive) time for a few functions that stand for the suspects in bench/PROFILE.md.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: tsx bench/cpu-profile.ts <file.cpuprofile> [top]");
const top = Number(topArg || 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** node_modules/<package> (scoped too), the repository's packages/apps folder, or node itself. */
function owner(url: string): string {
  if (!url) return "(native / V8)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1] as string;
  if (url.startsWith("node:")) return "node core";
  const own = /\/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+)\//.exec(url);
  return own ? (own[1] as string) : url;
}

/*
 * The stretch under load: the API's profile spans its start-up, the idle seconds while the
 * bench measures the bare route, and a scenario's warm-up and measurement. Samples are put in
 * one-second buckets, and the last run of at least three buckets more than half busy is the
 * scenario (BENCH_SCENARIOS=<one> per run); `all` as a third argument keeps every sample.
 */
const idleIds = new Set(
  profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
);
const at: number[] = [];
profile.timeDeltas.reduce((time, delta, index) => {
  at[index] = time + delta;
  return time + delta;
}, 0);
const bucketUs = 1_000_000;
const buckets: { busy: number; all: number }[] = [];
profile.samples.forEach((sample, index) => {
  const bucket = Math.floor((at[index] ?? 0) / bucketUs);
  buckets[bucket] ??= { busy: 0, all: 0 };
  const delta = profile.timeDeltas[index] ?? 0;
  (buckets[bucket] as { busy: number; all: number }).all += delta;
  if (!idleIds.has(sample)) (buckets[bucket] as { busy: number; all: number }).busy += delta;
});
let window: [number, number] = [0, Number.POSITIVE_INFINITY];
if (process.argv[4] !== "all") {
  let end = -1;
  for (let bucket = buckets.length - 1, run = 0; bucket >= 0; bucket--) {
    const stats = buckets[bucket];
    if (stats && stats.busy > stats.all / 2) {
      if (run === 0) end = bucket;
      run++;
      if (
        run >= 3 &&
        !(
          buckets[bucket - 1] &&
          (buckets[bucket - 1]?.busy ?? 0) > (buckets[bucket - 1]?.all ?? 0) / 2
        )
      ) {
        window = [bucket * bucketUs, (end + 1) * bucketUs];
        break;
      }
    } else run = 0;
  }
}

const selfTime = new Map<number, number>();
profile.samples.forEach((sample, index) => {
  const time = at[index] ?? 0;
  if (time < window[0] || time >= window[1]) return;
  selfTime.set(sample, (selfTime.get(sample) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0);

const sumBy = (key: (node: ProfileNode) => string) => {
  const sums = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const node = byId.get(id);
    if (!node) continue;
    const name = key(node);
    sums.set(name, (sums.get(name) ?? 0) + time);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
};

const idle =
  sumBy((node) => node.callFrame.functionName).find(([name]) => name === "(idle)")?.[1] ?? 0;
const busy = total - idle;
const pct = (time: number) => `${((time / busy) * 100).toFixed(1).padStart(5)}%`;
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [name, time] of rows.slice(0, top)) console.log(`${pct(time)}  ${name}`);
};

console.log(
  `${file}: ${Number.isFinite(window[1]) ? `seconds ${window[0] / 1e6}–${window[1] / 1e6} of the profile (the last stretch under load), ` : ""}${(total / 1e6).toFixed(1)} s sampled, ${(idle / 1e6).toFixed(1)} s idle; shares below are of the ${(busy / 1e6).toFixed(1)} s busy`,
);
print(
  "Self time by package / folder",
  sumBy((node) =>
    ["(idle)", "(program)", "(garbage collector)"].includes(node.callFrame.functionName)
      ? node.callFrame.functionName
      : owner(node.callFrame.url),
  ).filter(([name]) => name !== "(idle)"),
);
print(
  "Self time by function",
  sumBy(
    (node) =>
      `${node.callFrame.functionName || "(anonymous)"} ${owner(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  ).filter(([name]) => !name.startsWith("(idle)")),
);

/** Inclusive time of every frame whose function name or file matches, counted once per sample. */
function inclusive(match: (node: ProfileNode) => boolean): number {
  let time = 0;
  for (const [id, self] of selfTime) {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const node = byId.get(at);
      if (node && match(node)) {
        time += self;
        break;
      }
    }
  }
  return time;
}

const suspects: [string, (node: ProfileNode) => boolean][] = [
  [
    "response validation and serialization (fastify-type-provider-zod)",
    (n) => n.callFrame.url.includes("fastify-type-provider-zod"),
  ],
  [
    "zod (all parsing, validation and serialization)",
    (n) => /node_modules\/zod\//.test(n.callFrame.url),
  ],
  ["JSON.stringify", (n) => n.callFrame.functionName === "stringify" && !n.callFrame.url],
  ["session hook (plugins/session.ts)", (n) => n.callFrame.url.includes("plugins/session")],
  ["rate limit (@fastify/rate-limit)", (n) => n.callFrame.url.includes("@fastify/rate-limit")],
  [
    "logging (pino)",
    (n) => /node_modules\/(pino|pino-std-serializers|sonic-boom)\//.test(n.callFrame.url),
  ],
  [
    "helmet (@fastify/helmet and helmet)",
    (n) => /@fastify\/helmet|node_modules\/helmet\//.test(n.callFrame.url),
  ],
  ["CORS (@fastify/cors)", (n) => n.callFrame.url.includes("@fastify/cors")],
  ["cookie parsing (@fastify/cookie)", (n) => n.callFrame.url.includes("@fastify/cookie")],
  ["metrics (prom-client)", (n) => n.callFrame.url.includes("node_modules/prom-client")],
  [
    "the plugins' own hooks (apps/api/src/plugins)",
    (n) => n.callFrame.url.includes("api/src/plugins/"),
  ],
  [
    "the not-found handler (error-handler.ts)",
    (n) =>
      n.callFrame.functionName.includes("setNotFoundHandler") ||
      (n.callFrame.url.includes("plugins/error-handler") &&
        n.callFrame.lineNumber >= 115 &&
        n.callFrame.lineNumber <= 132),
  ],
  [
    "the read cache (plugins/read-cache.ts, async-cache-dedupe)",
    (n) => /plugins\/read-cache|async-cache-dedupe/.test(n.callFrame.url),
  ],
  [
    "fastify's own request handling",
    (n) => /node_modules\/(fastify|find-my-way|light-my-request|avvio)\//.test(n.callFrame.url),
  ],
  ["request ids (randomUUID)", (n) => n.callFrame.functionName === "randomUUID"],
  [
    "request validation (lib/validator.ts: the text rule, then the route's zod schema)",
    (n) => n.callFrame.url.includes("api/src/lib/validator"),
  ],
  [
    "Accept-Encoding negotiation (@fastify/accept-negotiator)",
    (n) => n.callFrame.url.includes("@fastify/accept-negotiator"),
  ],
  [
    "Node's HTTP answer writing (_http_outgoing, _http_server, net)",
    (n) =>
      /^node:(_http_outgoing|_http_server|net|internal\/stream_base_commons)/.test(n.callFrame.url),
  ],
  [
    "Node's HTTP request parsing (_http_common, the parser)",
    (n) => /^node:_http_common/.test(n.callFrame.url),
  ],
  [
    "rate-limit counting (plugins/rate-limit-store.ts)",
    (n) => n.callFrame.url.includes("plugins/rate-limit-store"),
  ],
  [
    "drizzle-orm (query building and row mapping)",
    (n) => n.callFrame.url.includes("node_modules/drizzle-orm"),
  ],
  [
    "pg driver (node-postgres)",
    (n) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//.test(n.callFrame.url),
  ],
  ["PGlite", (n) => n.callFrame.url.includes("@electric-sql/pglite")],
  ["the catalogue module", (n) => n.callFrame.url.includes("modules/catalog/")],
  ["the search module", (n) => n.callFrame.url.includes("modules/search/")],
  ["garbage collector", (n) => n.callFrame.functionName === "(garbage collector)"],
];
console.log("\nInclusive time of the suspects");
for (const [name, match] of suspects) console.log(`${pct(inclusive(match))}  ${name}`);
