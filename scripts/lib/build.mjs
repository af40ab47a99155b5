// Builds the API and the web app when a source is newer than the build (npm start, npm run cluster).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Newest modification time under the given paths, skipping build output and dependencies. */
function newestChange(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const entry of readdirSync(target)) {
      if (["node_modules", ".next", "dist", "e2e"].includes(entry)) continue;
      visit(path.join(target, entry));
    }
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

function builtAt(marker) {
  const file = path.join(root, marker);
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function buildIfStale(workspace, marker, sources, env) {
  if (builtAt(marker) >= newestChange(sources)) return;
  console.log(`[kesht] building ${workspace}…`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The production builds `node dist/server.js` runs, rebuilt when their sources changed. */
export function buildStale(env) {
  buildIfStale("@kesht/api", "apps/api/dist/server.js", ["apps/api/src", "packages"], env);
  buildIfStale(
    "@kesht/web",
    "apps/web/dist/server.js",
    [
      "apps/web/src",
      "apps/web/server",
      "apps/web/messages",
      "apps/web/public",
      "apps/web/next.config.ts",
      "packages/contracts/src",
      // Its `sideEffects` decides what the browser's bundles keep.
      "packages/contracts/package.json",
    ],
    env,
  );
}

/** The served font file, which the web app's build makes too; the dev server needs it first. */
export function prepareFont(env) {
  const result = spawnSync(process.execPath, ["apps/web/scripts/subset-font.mjs"], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
