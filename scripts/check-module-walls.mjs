#!/usr/bin/env node
/**
 * The walls between the API's modules (docs/architecture.md): each table has one owning
 * module, and only that module's repo touches it on its behalf. So a file under
 * `apps/api/src/modules/<a>/` never imports `modules/<b>/*.repo` (it calls b's service), and
 * a flow under `apps/api/src/flows/` imports services only, never a repo. `npm run lint` runs
 * this after Biome; it prints each breach and exits 1.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

/** Every TypeScript source under a directory, as `wallBreaches` takes them. */
export function readSources(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.[cm]?ts$/.test(entry.name)) {
        const relative = path.relative(root, full).split(path.sep).join("/");
        files.push({ path: relative, source: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return files;
}

export const apiSourceRoot = fileURLToPath(new URL("../apps/api/src", import.meta.url));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const breaches = wallBreaches(readSources(apiSourceRoot));
  for (const breach of breaches) console.error(`module wall: ${breach}`);
  if (breaches.length > 0) process.exit(1);
  console.log("module walls: no module imports another module's repo");
}
