// @vitest-environment node
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { shellMessageNamespaces } from "@/features/shell/shell-messages";
import { storefrontClientMessages } from "./client-messages";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ending;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The names an import clause takes (`{ a, type B, c as d }`), types aside. */
function namesOf(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [];
  return (braces[1] as string)
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "" && !name.startsWith("type "))
    .map((name) => name.split(/\s+as\s+/)[0] as string);
}

/**
 * A feature's index re-exports many modules, of which an importer uses a few: follow only the
 * modules that export the names it takes, as the bundler does.
 */
function throughIndex(index: string, names: readonly string[]): string[] {
  const text = readFileSync(index, "utf8");
  const modules: string[] = [];
  for (const match of text.matchAll(/export\s+(type\s+)?(\{[^}]*\})\s*from\s+["']([^"']+)["']/g)) {
    if (match[1] || !namesOf(match[2] as string).some((name) => names.includes(name))) continue;
    const module = resolveImport(index, match[3] as string);
    if (module) modules.push(module);
  }
  for (const match of text.matchAll(
    /export const (\w+) = \(\) => import\(\s*["']([^"']+)["']\s*\)/g,
  )) {
    const module = names.includes(match[1] as string) && resolveImport(index, match[2] as string);
    if (module) modules.push(module);
  }
  return modules;
}

const isFeatureIndex = (file: string) =>
  /[\\/]features[\\/][^\\/]+[\\/](index|server)\.ts$/.test(file);

/** The app's modules a file imports, statically or with `import()`, types aside. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const imports: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)\s+(type\s+)?([^'";]*?)from\s+["']([^"']+)["']/g,
  )) {
    if (match[1]) continue;
    const target = resolveImport(file, match[3] as string);
    if (target === null) continue;
    if (isFeatureIndex(target)) imports.push(...throughIndex(target, namesOf(match[2] as string)));
    else imports.push(target);
  }
  for (const match of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const target = resolveImport(file, match[1] as string);
    if (target !== null) imports.push(target);
  }
  return imports;
}

/**
 * Every `useTranslations` namespace of the client components a page or layout renders: the
 * modules below a "use client" boundary, followed through their imports.
 */
function clientNamespaces(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const text = readFileSync(file, "utf8");
    const isClient = inClient || /^\s*["']use client["']/.test(text);
    if (isClient) {
      for (const match of text.matchAll(/useTranslations\(\s*(?:["'`]([^"'`$]*)["'`])?\s*\)/g)) {
        found.set(match[1] ?? "(every text)", path.relative(src, file));
      }
    }
    for (const imported of importsOf(file)) visit(imported, isClient);
  };
  visit(path.join(src, entry), false);
  return found;
}

function uncovered(entry: string, listed: readonly string[]): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const [namespace, file] of clientNamespaces(entry)) {
    const covered = listed.some((path) => namespace === path || namespace.startsWith(`${path}.`));
    if (!covered) missing[namespace] = file;
  }
  return missing;
}

describe("the texts handed to client components", () => {
  it("cover every namespace the shell's client components use", () => {
    for (const entry of [
      "app/layout.tsx",
      "app/error.tsx",
      "app/not-found.tsx",
      "app/500/page.tsx",
    ]) {
      expect(uncovered(entry, shellMessageNamespaces), entry).toEqual({});
    }
  });

  it.each([
    ["app/page.tsx", storefrontClientMessages.home],
    ["app/customer/products/page.tsx", storefrontClientMessages.products],
    ["app/customer/products/[pid]/page.tsx", storefrontClientMessages.product],
    ["app/customer/shops/[sid]/page.tsx", storefrontClientMessages.shop],
    ["app/customer/shops/page.tsx", storefrontClientMessages.shops],
  ])("cover every namespace the client components of %s use", (entry, listed) => {
    expect(uncovered(entry, listed)).toEqual({});
  });

  it("finds the namespaces a page's client components use", () => {
    // The walk itself works: the product list's filters are a client component of that page.
    expect(clientNamespaces("app/customer/products/page.tsx").has("storefront.products")).toBe(
      true,
    );
  });
});
