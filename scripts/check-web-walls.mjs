#!/usr/bin/env node
/**
 * The walls of the web (docs/architecture.md, CONTRIBUTING.md):
 *
 * - A feature uses another only through its front door: `@/features/<other>` (its `index.ts`,
 *   what runs in the browser and on the server alike) or `@/features/<other>/server` (what
 *   only the server may run). Whatever else is inside a feature's folder is its own business,
 *   so it can be moved or split without reading every other feature.
 * - A file marked "use client" never imports a `/server` door: that code would be sent to the
 *   browser, where it cannot run.
 * - The shared kit (`components/`) and `lib/` never import a feature: they sit below them all.
 * - No two features use each other, directly or round several: one of them must sit below, or
 *   the shared piece moves down into `components/` or `lib/`.
 *
 * The routes (`app/`) compose features and may reach into them; tests are left out. `npm run
 * lint` runs this after the API's check; it prints each breach and exits 1.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { groupCircles, readSources as readSourcesUnder } from "./lib/import-graph.mjs";

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

const isTestFile = (file) => /\.test\.[cm]?tsx?$/.test(file) || file.includes("/testing/");

/** Where a specifier lands, relative to `src` and without its extension; null for packages. */
function targetOf(file, specifier) {
  let target;
  if (specifier.startsWith("@/")) target = specifier.slice(2);
  else if (specifier.startsWith(".")) {
    target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  } else return null;
  return target.replace(/\.[cm]?tsx?$/, "").replace(/\/index$/, "");
}

/** Each non-test source's imports that land inside `src`, as `{ file, target, client }`. */
function importEdges(files) {
  const edges = [];
  for (const { path: file, source } of files) {
    if (isTestFile(file)) continue;
    const client = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(source);
    for (const match of source.matchAll(importPattern)) {
      const target = targetOf(file, match[1]);
      if (target !== null) edges.push({ file, target, client });
    }
  }
  return edges;
}

/** `features/<name>/…` → name; anything else → null. */
function featureOf(file) {
  const [top, name] = file.split("/");
  return top === "features" && name ? name : null;
}

/**
 * The imports that climb a wall: a feature reaching past another's door, a client file
 * opening a `/server` door, the kit or `lib/` importing a feature. One sentence each.
 */
export function wallBreaches(files) {
  const breaches = [];
  for (const { file, target, client } of importEdges(files)) {
    const to = featureOf(target);
    if (to === null) continue;
    const top = file.split("/")[0];
    if (top === "components" || top === "lib") {
      breaches.push(`${file} imports ${target}: ${top}/ sits below the features and imports none`);
      continue;
    }
    const from = featureOf(file);
    const door = target === `features/${to}` || target === `features/${to}/server`;
    if (from !== null && from !== to && !door) {
      breaches.push(
        `${file} imports ${target}: a feature uses another only through @/features/${to} (or @/features/${to}/server)`,
      );
    }
    if (client && target === `features/${to}/server` && from !== to) {
      breaches.push(
        `${file} imports ${target}: a "use client" file cannot run what only the server may`,
      );
    }
  }
  return breaches;
}

/** The circles between features (a uses b and b uses a, directly or round several): one each. */
export function featureCircles(files) {
  return groupCircles(importEdges(files), featureOf).map(
    (circle) => `features ${circle.join(", ")} use each other: one of them must sit below`,
  );
}

/** Every TypeScript source under a directory, each `{ path, source }` relative to it. */
export function readSources(root) {
  return readSourcesUnder(root, (name) => /\.[cm]?tsx?$/.test(name) && !name.endsWith(".d.ts"));
}

export const webSourceRoot = fileURLToPath(new URL("../apps/web/src", import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sources = readSources(webSourceRoot);
  const breaches = [...wallBreaches(sources), ...featureCircles(sources)];
  for (const breach of breaches) console.error(`web wall: ${breach}`);
  if (breaches.length > 0) process.exit(1);
  console.log(
    "web walls: features meet only at their doors, the kit and lib import no feature, no features in a circle",
  );
}
