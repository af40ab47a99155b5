import type { Random } from "./prng";

/*
 * Values made from, and checked against, the JSON schemas of the OpenAPI document: the
 * subset the zod schemas produce (type, enum, const, anyOf/oneOf/allOf, properties,
 * required, additionalProperties, items, lengths, bounds, pattern, nullable, $ref).
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
};

type Root = { components?: { schemas?: Record<string, JsonSchema> } };

function resolve(schema: JsonSchema, root: Root): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    const name = current.$ref.split("/").pop() ?? "";
    const target = root.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

function typesOf(schema: JsonSchema): string[] {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return schema.nullable ? [...types, "null"] : types;
}

// ---------------------------------------------------------------------------------------------
// Checking a response against its schema
// ---------------------------------------------------------------------------------------------

/** The first way `value` breaks `schema`, as "path: problem", or null when it fits. */
export function mismatch(
  schema: JsonSchema,
  value: unknown,
  root: Root,
  path = "$",
): string | null {
  const s = resolve(schema, root);
  if (value === null && typesOf(s).includes("null")) return null;
  if (s.anyOf || s.oneOf) {
    const options = s.anyOf ?? s.oneOf ?? [];
    const problems = options.map((option) => mismatch(option, value, root, path));
    if (problems.every((problem) => problem !== null)) return problems[0] ?? `${path}: no option`;
  }
  for (const part of s.allOf ?? []) {
    const problem = mismatch(part, value, root, path);
    if (problem) return problem;
  }
  if (s.const !== undefined && value !== s.const) return `${path}: not ${JSON.stringify(s.const)}`;
  if (s.enum && !s.enum.includes(value)) return `${path}: ${JSON.stringify(value)} not in enum`;
  const types = typesOf(s);
  if (types.length > 0 && !types.some((type) => hasType(type, value))) {
    return `${path}: ${JSON.stringify(value)?.slice(0, 80)} is not ${types.join("|")}`;
  }
  if (typeof value === "string") {
    if (s.minLength !== undefined && value.length < s.minLength) return `${path}: too short`;
    if (s.maxLength !== undefined && value.length > s.maxLength) return `${path}: too long`;
    if (s.pattern && !new RegExp(s.pattern, "u").test(value)) return `${path}: pattern`;
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum) return `${path}: below minimum`;
    if (s.maximum !== undefined && value > s.maximum) return `${path}: above maximum`;
  }
  if (Array.isArray(value)) {
    if (s.items) {
      for (const [index, item] of value.entries()) {
        const problem = mismatch(s.items, item, root, `${path}[${index}]`);
        if (problem) return problem;
      }
    }
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of s.required ?? []) {
      if (!(key in record)) return `${path}.${key}: missing`;
    }
    for (const [key, item] of Object.entries(record)) {
      const property = s.properties?.[key];
      if (property) {
        const problem = mismatch(property, item, root, `${path}.${key}`);
        if (problem) return problem;
      } else if (s.additionalProperties === false) {
        return `${path}.${key}: not in the schema`;
      } else if (typeof s.additionalProperties === "object") {
        const problem = mismatch(s.additionalProperties, item, root, `${path}.${key}`);
        if (problem) return problem;
      }
    }
  }
  return null;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "array":
      return Array.isArray(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    default:
      return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Making values
// ---------------------------------------------------------------------------------------------

const words = ["سیب", "apple", "Tehran", "کشت", "farm", "1", "x", "test", "گندم", "A1"];

/** Values no schema should accept somewhere: the hostile cases issue 13 lists. */
export const hostileValues: readonly unknown[] = [
  "\u0000",
  "a\u0000b",
  "name\u202Eevil",
  "\u0007\u001b[31m",
  "x".repeat(5000),
  "",
  " ",
  "٫",
  "1e-300",
  "۱٫۵",
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e11,
  1e-300,
  -1,
  0,
  -2_147_483_649,
  1.5,
  true,
  null,
  [],
  {},
  [1, 2, 3],
  { nested: { deep: ["\u0000"] } },
  "2147483648",
  "-1",
  "NaN",
  "1e999",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
];

/** A value meant to fit the schema (best effort: a pattern it cannot read gets a word). */
export function validValue(schema: JsonSchema, root: Root, random: Random, depth = 0): unknown {
  const s = resolve(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return random.pick(s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options && options.length > 0) return validValue(random.pick(options), root, random, depth);
  if (s.allOf && s.allOf.length > 0) {
    return Object.assign({}, ...s.allOf.map((part) => validValue(part, root, random, depth)));
  }
  if (s.default !== undefined && random.chance(0.3)) return s.default;
  const types = typesOf(s).filter((type) => type !== "null");
  const type = types.length > 0 ? random.pick(types) : s.properties ? "object" : "string";
  switch (type) {
    case "integer":
    case "number": {
      const min = Math.max(s.minimum ?? 0, -1_000_000);
      const max = Math.min(s.maximum ?? Math.max(min + 20, 20), min + 1_000_000);
      // Small ids often name real rows of the demo data.
      const value = random.chance(0.7) ? random.int(Math.ceil(min), Math.min(max, min + 20)) : max;
      return type === "integer" ? Math.floor(value) : value;
    }
    case "boolean":
      return random.chance(0.5);
    case "array": {
      if (depth > 4 || !s.items) return [];
      const count = random.int(s.minItems ?? 0, Math.min(s.maxItems ?? 2, (s.minItems ?? 0) + 2));
      return Array.from({ length: count }, () =>
        validValue(s.items ?? {}, root, random, depth + 1),
      );
    }
    case "object": {
      const result: Record<string, unknown> = {};
      if (depth > 4) return result;
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        if ((s.required ?? []).includes(key) || random.chance(0.5)) {
          result[key] = validValue(property, root, random, depth + 1);
        }
      }
      return result;
    }
    default:
      return validString(s, random);
  }
}

function validString(s: JsonSchema, random: Random): string {
  if (s.format === "date") return "2030-01-15";
  if (s.format === "date-time") return "2030-01-15T10:00:00.000Z";
  if (s.format === "email") return "fuzz@example.com";
  if (s.format === "uuid") return "3f1c1c1e-8d6b-4c5e-9d3e-2a8f1e0b9c7a";
  if (s.format === "uri") return "https://example.com/";
  let text = random.pick(words);
  if (s.minLength !== undefined) text = text.padEnd(s.minLength, "x");
  if (s.maxLength !== undefined) text = text.slice(0, s.maxLength);
  return text;
}

/**
 * A value meant NOT to fit: a hostile value, the right type out of bounds, or an object with a
 * field missing or one too many.
 */
export function invalidValue(schema: JsonSchema, root: Root, random: Random): unknown {
  const s = resolve(schema, root);
  const types = typesOf(s);
  if (types.includes("object") || s.properties) {
    const base = validValue(s, root, random) as Record<string, unknown>;
    const keys = Object.keys(s.properties ?? {});
    const roll = random.int(0, 3);
    if (roll === 0 && (s.required?.length ?? 0) > 0) {
      delete base[random.pick(s.required ?? [])];
      return base;
    }
    if (roll === 1) return { ...base, unexpected_field: random.pick(hostileValues) };
    if (roll === 2 && keys.length > 0) {
      const key = random.pick(keys);
      return { ...base, [key]: invalidValue(s.properties?.[key] ?? {}, root, random) };
    }
    return random.pick(hostileValues);
  }
  if (types.includes("integer") || types.includes("number")) {
    return random.pick([
      (s.maximum ?? 2_147_483_647) + 1,
      (s.minimum ?? 0) - 1,
      1e20,
      1e-300,
      "abc",
      null,
      random.pick(hostileValues),
    ]);
  }
  if (types.includes("string")) {
    return random.pick([
      "x".repeat((s.maxLength ?? 4000) + 1),
      "a\u0000b",
      "name\u202Eevil",
      123,
      null,
      random.pick(hostileValues),
    ]);
  }
  return random.pick(hostileValues);
}

/** A value as a path or query parameter carries it: text. */
export function asParameter(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
