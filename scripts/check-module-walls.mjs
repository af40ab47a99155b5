#!/usr/bin/env node
/**
 * The walls of the API (docs/architecture.md, docs/decisions/025-layers.md):
 *
 * - One direction: routes → flows → modules → lib and the database. A module never imports a
 *   flow, a route, a plugin or a job; a flow never imports a route, a plugin or a job; `lib/`
 *   imports none of them. Plugins, jobs and `app.ts` wire the layers together from above.
 * - No circle between modules: when catalog uses search, search does not use catalog.
 * - Each table has one owning module, and only that module's repo touches it on its behalf. So
 *   a file under `apps/api/src/modules/<a>/` never imports `modules/<b>/*.repo` (it calls b's
 *   service), a flow imports services only, never a repo, and no table is inserted into,
 *   updated or deleted from by two modules (or by a flow or a job).
 *
 * Tests are left out (an integration test builds the whole app). `npm run lint` runs this after
 * Biome; it prints each breach and exits 1.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { groupCircles, readSources as readSourcesUnder } from "./lib/import-graph.mjs";

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** The relative specifiers a source imports or re-exports. */
function relativeImports(source) {
  return [...source.matchAll(importPattern)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith("."));
}

/** `modules/<name>/…` → name; anything else → null. */
function moduleOf(file) {
  const [top, name] = file.split("/");
  return top === "modules" && name ? name : null;
}

const isRepo = (file) => /\.repo(\.[cm]?[jt]s)?$/.test(file);

/**
 * The breaches among some sources, each `{ path, source }` with `path` relative to
 * `apps/api/src` and written with `/`. Answers one sentence per breach.
 */
export function wallBreaches(files) {
  const breaches = [];
  for (const { path: file, source } of files) {
    const owner = moduleOf(file);
    const inFlow = file.startsWith("flows/");
    if (owner === null && !inFlow) continue;
    for (const specifier of relativeImports(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!isRepo(target)) continue;
      const targetModule = moduleOf(target);
      if (inFlow) {
        breaches.push(`${file} imports ${target}: a flow calls the modules' services, not repos`);
      } else if (targetModule !== null && targetModule !== owner) {
        breaches.push(
          `${file} imports ${target}: modules/${owner} must call ${targetModule}'s service, not its repo`,
        );
      }
    }
  }
  return breaches;
}

/** The layers, lowest first; a file may import its own layer or those below it. */
const layers = ["lib", "modules", "flows", "routes"];
const wiring = new Set(["plugins", "jobs"]);

/** `lib`, `modules`, `flows`, `routes`, `wiring` (plugins, jobs) or null (app.ts, tests…). */
function layerOf(file) {
  const top = file.split("/")[0];
  if (layers.includes(top)) return top;
  return wiring.has(top) ? "wiring" : null;
}

const isTestFile = (file) =>
  file.startsWith("test/") || file.startsWith("fuzz/") || /\.test\.[cm]?ts$/.test(file);

/** Where each non-test source's relative imports land, as `{ file, target }` pairs. */
function importEdges(files) {
  const edges = [];
  for (const { path: file, source } of files) {
    if (isTestFile(file)) continue;
    for (const specifier of relativeImports(source)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      edges.push({ file, target });
    }
  }
  return edges;
}

/**
 * The imports that run upward: a module importing a flow, a route, a plugin or a job; a flow
 * importing a route, a plugin or a job; `lib/` importing any layer above it. One sentence each.
 */
export function layerBreaches(files) {
  const breaches = [];
  for (const { file, target } of importEdges(files)) {
    const from = layerOf(file);
    const to = layerOf(target);
    if (from === null || to === null || from === "wiring" || from === "routes") continue;
    const upward = to === "wiring" || layers.indexOf(to) > layers.indexOf(from);
    if (upward) {
      const folder = target.split("/")[0];
      breaches.push(
        `${file} imports ${target}: ${from} must not import ${folder} (routes → flows → modules → lib)`,
      );
    }
  }
  return breaches;
}

/** The circles between modules (a uses b and b uses a, directly or round several): one each. */
export function moduleCircles(files) {
  return groupCircles(importEdges(files), moduleOf).map(
    (circle) => `modules ${circle.join(", ")} use each other: one of them must sit below`,
  );
}

const writePattern = /\.(?:insert|update|delete)\(\s*(?:schema\.)?([A-Za-z_$][\w$]*)\s*\)/g;

/**
 * Who answers for a source's writes: `modules/<name>`, `lib/<name>`, `flows`, or `jobs` (the
 * job runner owns the job table; the jobs themselves call services).
 */
function writerOf(file) {
  const [top, name] = file.split("/");
  if (top === "flows" || top === "jobs") return top;
  return name ? `${top}/${name.replace(/\.[cm]?ts$/, "")}` : top;
}

const isTestSupport = (file) => file.startsWith("test/") || /\.test\.[cm]?ts$/.test(file);

/**
 * The tables written by more than one owner, or by a flow: one sentence each.
 * `tables` names the schema's tables (a `.delete(key)` on a Map is not a write).
 */
export function writerBreaches(files, tables) {
  const writers = new Map();
  for (const { path: file, source } of files) {
    if (isTestSupport(file)) continue;
    for (const match of source.matchAll(writePattern)) {
      const table = match[1];
      if (!tables.has(table)) continue;
      const owners = writers.get(table) ?? new Map();
      const writer = writerOf(file);
      owners.set(writer, [...(owners.get(writer) ?? []), file]);
      writers.set(table, owners);
    }
  }
  const breaches = [];
  for (const [table, owners] of [...writers].sort(([a], [b]) => a.localeCompare(b))) {
    for (const file of owners.get("flows") ?? []) {
      breaches.push(`${file} writes ${table}: a flow calls the owning module's service`);
    }
    const modules = [...owners.keys()].filter((owner) => owner !== "flows");
    if (modules.length > 1) {
      breaches.push(
        `${table} is written by ${modules.sort().join(" and ")}: one module owns a table`,
      );
    }
  }
  return breaches;
}

/** The table names the schema exports (`export const name = pgTable(`). */
export function readTableNames(schemaRoot) {
  const names = new Set();
  for (const entry of readdirSync(schemaRoot)) {
    if (!entry.endsWith(".ts")) continue;
    const source = readFileSync(path.join(schemaRoot, entry), "utf8");
    for (const match of source.matchAll(/export const ([A-Za-z_$][\w$]*) = pgTable\(/g)) {
      names.add(match[1]);
    }
  }
  return names;
}

/** Every TypeScript source under a directory, as `wallBreaches` takes them. */
export function readSources(root) {
  return readSourcesUnder(root, (name) => /\.[cm]?ts$/.test(name));
}

export const apiSourceRoot = fileURLToPath(new URL("../apps/api/src", import.meta.url));
export const schemaRoot = fileURLToPath(new URL("../packages/db/src/schema", import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sources = readSources(apiSourceRoot);
  const breaches = [
    ...layerBreaches(sources),
    ...moduleCircles(sources),
    ...wallBreaches(sources),
    ...writerBreaches(sources, readTableNames(schemaRoot)),
  ];
  for (const breach of breaches) console.error(`module wall: ${breach}`);
  if (breaches.length > 0) process.exit(1);
  console.log(
    "module walls: imports run one way, no modules in a circle, no module imports another's repo, each table has one writer",
  );
}
