import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues";

const { en, fa } = catalogues;

/** "a.b.c" for every leaf of a nested message catalogue. */
function flattenKeys(tree: unknown, prefix = ""): string[] {
  if (tree === null || typeof tree !== "object") return [prefix];
  return Object.entries(tree).flatMap(([key, value]) =>
    flattenKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function missingFrom(keys: string[], other: string[]): string[] {
  const present = new Set(other);
  return keys.filter((key) => !present.has(key)).sort();
}

describe("message catalogues", () => {
  const enKeys = flattenKeys(en);
  const faKeys = flattenKeys(fa);

  it("have the same keys in English and Persian", () => {
    expect({
      missingInPersian: missingFrom(enKeys, faKeys),
      missingInEnglish: missingFrom(faKeys, enKeys),
    }).toEqual({ missingInPersian: [], missingInEnglish: [] });
  });

  it("have no empty texts", () => {
    const leaves = [...Object.entries({ en, fa })].flatMap(([language, tree]) =>
      flattenKeys(tree).map((key) => ({ language, key, value: readKey(tree, key) })),
    );
    expect(
      leaves.filter((leaf) => typeof leaf.value !== "string" || leaf.value.trim() === ""),
    ).toEqual([]);
  });

  it("write Persian with Persian ی and ک, not the Arabic letters", () => {
    const arabicLetters = /[\u064A\u0643\u0649]/;
    const offending = faKeys.filter((key) => arabicLetters.test(String(readKey(fa, key))));
    expect(offending).toEqual([]);
  });
});

function readKey(tree: unknown, dottedKey: string): unknown {
  return dottedKey
    .split(".")
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === "object"
          ? (node as Record<string, unknown>)[part]
          : undefined,
      tree,
    );
}
