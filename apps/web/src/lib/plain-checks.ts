/**
 * Small checks of values read from storage or from the API in the browser's shell, where
 * loading zod for them would weigh on every page (issue 15). Schemas stay the rule elsewhere.
 */

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (choices as readonly string[]).includes(value);
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

export function isNullableNumber(value: unknown): value is number | null {
  return value === null || isNumber(value);
}

/** A number as zod's `z.number()` takes it: finite, not NaN. */
export function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
