import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The pages that explain the repository name its files and folders in backticks; a move or a
 * rename must not leave them pointing at nothing. Lists of files are not kept on these pages
 * (they say "the folder is the list"), so what remains is checked here: every backticked
 * path, and every file name, must exist in the tree.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
const pages = ["CONTRIBUTING.md", "docs/architecture.md"];
const skipped = new Set(["node_modules", ".git", ".next", "dist", "data", "test-results"]);
/** Named in backticks but not files of the tree: a build's output, a package's import path. */
const notFiles = new Set(["dist/server.js", "next/image"]);

function trackedPaths() {
  const paths: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      paths.push(entry.isDirectory() ? `${child}/` : child);
      if (entry.isDirectory()) walk(child);
    }
  };
  walk("");
  return paths;
}

/** Backticked words that name a file or folder (not URLs, globs, placeholders or code). */
export function namedPaths(page: string) {
  return [...page.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] as string)
    .filter((word) => !word.startsWith(".") && /^[\w.@-]+(\/[\w.@[\]-]*)*$/.test(word))
    .filter((word) => word.includes("/") || /\.(ts|tsx|mjs|json|md|sql|css)$/.test(word))
    .filter((word) => !/^(api|v\d)\//.test(word) && !word.startsWith("@") && !notFiles.has(word));
}

describe("the repository's own pages", () => {
  const tree = trackedPaths();
  const exists = (word: string) => {
    const wanted = word.endsWith("/") ? word : word;
    return tree.some(
      (file) =>
        file === wanted ||
        file === `${wanted}/` ||
        file.endsWith(`/${wanted}`) ||
        file.endsWith(`/${wanted}/`),
    );
  };

  for (const page of pages) {
    it(`${page} names only files and folders that exist`, () => {
      const named = namedPaths(readFileSync(path.join(root, page), "utf8"));
      expect(named.length).toBeGreaterThan(20);
      expect(named.filter((word) => !exists(word))).toEqual([]);
    });
  }

  it("finds a path that is gone", () => {
    expect(namedPaths("see `modules/admin/admin.routes.ts` and `src/app.ts`")).toEqual([
      "modules/admin/admin.routes.ts",
      "src/app.ts",
    ]);
    expect(exists("modules/admin/admin.routes.ts")).toBe(false);
    expect(exists("src/app.ts")).toBe(true);
  });
});
