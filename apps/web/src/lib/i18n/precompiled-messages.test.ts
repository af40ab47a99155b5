// @vitest-environment node
import type { Language } from "@kesht/contracts";
import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import { _createCache, _createIntlFormatters } from "use-intl/core";
import formatWithParser from "use-intl/format-message";
import formatCompiled from "use-intl/format-message/format-only";
import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues";
import { languages } from "./languages";

/**
 * The app is built with its catalogues compiled ahead of time (next.config.ts, `precompile`):
 * the browser and the server format icu-minify's compiled form with use-intl's format-only
 * entry, not the ICU text with intl-messageformat. Every text with arguments must read the
 * same either way, in both languages, for every plural and select branch.
 */

// icu-minify's node types (icu-minify/format's TYPE_* constants).
const POUND = 0;
const SELECT = 1;
const PLURAL = 2;
const SELECTORDINAL = 3;
const NUMBER = 4;
const DATE = 5;
const TIME = 6;

type ArgumentKind = "text" | "number" | "date" | { select: string[] } | "tag";

/** The arguments a compiled message takes and of what kind, read from its nodes. */
function argumentsOf(message: CompiledMessage, found = new Map<string, ArgumentKind>()) {
  const visit = (node: unknown): void => {
    if (typeof node === "string" || node === POUND) return;
    if (!Array.isArray(node)) return;
    const [name, type, ...rest] = node as [string, unknown, ...unknown[]];
    const set = (kind: ArgumentKind) => {
      // A number anywhere wins over plain text (`{count}` beside `{count, plural, …}`).
      if (!found.has(name) || found.get(name) === "text") found.set(name, kind);
    };
    if (type === undefined) {
      set("text");
      return;
    }
    if (type === PLURAL || type === SELECTORDINAL || type === NUMBER) {
      set("number");
    } else if (type === DATE || type === TIME) {
      set("date");
    } else if (type === SELECT) {
      set({ select: Object.keys(rest[0] as object) });
    } else {
      // A tag: its name, then its children.
      set("tag");
      for (const child of [type, ...rest]) visit(child);
      return;
    }
    const branches = rest[0];
    if (branches && typeof branches === "object" && !Array.isArray(branches)) {
      for (const branch of Object.values(branches)) visit(branch);
    }
  };
  if (Array.isArray(message)) for (const node of message) visit(node);
  return found;
}

const numbers = [0, 1, 2, 5, 21, 1.5, 1234567];
const when = new Date(Date.UTC(2026, 10, 25, 9, 30));

/** The n-th set of sample values: every plural count and select branch comes round. */
function sampleValues(kinds: Map<string, ArgumentKind>, n: number) {
  const values: Record<string, unknown> = {};
  for (const [name, kind] of kinds) {
    if (kind === "text") values[name] = `‹${name}›`;
    else if (kind === "number") values[name] = numbers[n % numbers.length];
    else if (kind === "date") values[name] = when;
    else if (kind === "tag")
      values[name] = (chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`;
    else values[name] = kind.select[n % kind.select.length];
  }
  return values;
}

function* textsOf(tree: object, path = ""): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const id = path ? `${path}.${key}` : key;
    if (typeof value === "string") yield [id, value];
    else if (value && typeof value === "object") yield* textsOf(value, id);
  }
}

const asText = (output: unknown) => (Array.isArray(output) ? output.join("") : String(output));

describe.each(["en", "fa"] as const)("compiled texts in %s", (language: Language) => {
  const options = {
    cache: _createCache(),
    formatters: _createIntlFormatters(_createCache()),
    locale: languages[language].intlLocale,
    timeZone: "Asia/Tehran",
  };

  // Some thousand texts, several rounds each: seconds on a busy machine.
  it("read the same as the ICU texts they were compiled from", { timeout: 60_000 }, () => {
    let withArguments = 0;
    for (const [id, text] of textsOf(catalogues[language])) {
      const compiled = compile(text);
      const kinds = argumentsOf(compiled);
      if (kinds.size === 0) {
        expect(compiled, id).toBe(text.replace(/''/g, "'"));
        continue;
      }
      withArguments += 1;
      const rounds = Math.max(
        numbers.length,
        ...[...kinds.values()].map((kind) => (typeof kind === "object" ? kind.select.length : 1)),
      );
      for (let n = 0; n < rounds; n += 1) {
        const values = sampleValues(kinds, n) as Parameters<typeof formatCompiled>[2];
        const expected = asText(formatWithParser(id, text, values, options));
        expect(
          asText(formatCompiled(id, compiled, values, options)),
          `${id} ${JSON.stringify(values)}`,
        ).toBe(expected);
      }
    }
    // The catalogues do use arguments: the comparison above is not empty.
    expect(withArguments).toBeGreaterThan(50);
  });
});
