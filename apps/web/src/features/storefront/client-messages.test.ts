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

/** The app's modules a file imports, statically or with `import()`, types aside. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...[...text.matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s+["']([^"']+)["']/g)]
      .filter((match) => !match[1])
      .map((match) => match[2] as string),
    ...[...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] as string),
  ];
  return specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
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
