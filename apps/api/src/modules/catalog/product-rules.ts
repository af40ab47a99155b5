import {
  type PropertyKind,
  type PropertyOption,
  toAsciiDigits,
  tomanToRials,
  type ValidationMessageKey,
} from "@kesht/contracts";

/*
 * The catalogue's rules that need no database: prices, and what a property value must look
 * like for its kind. The service feeds them rows and turns their problems into field errors.
 */

export interface Prices {
  priceRials: number;
  discountedPriceRials: number;
}

/**
 * Forms send toman; rials are stored. The discounted price is computed here, never taken
 * from the client: rounded to a whole toman (nobody pays in rials) and never below one
 * toman, so a steep discount on a cheap product still costs something.
 */
export function productPrices(priceToman: number, discountPercent: number): Prices {
  const discountedToman = Math.max(1, Math.round((priceToman * (100 - discountPercent)) / 100));
  return {
    priceRials: tomanToRials(priceToman),
    discountedPriceRials: tomanToRials(discountedToman),
  };
}

/** A category property as the rules need it. */
export interface PropertyRule {
  id: number;
  kind: PropertyKind;
  options: readonly PropertyOption[];
  required: boolean;
}

/** A value as the seller sent it. */
export interface PropertyInput {
  property_id: number;
  value: string;
}

export interface CheckedProperties {
  /** Values to store, normalised (numbers and dates in Latin digits), empty ones left out. */
  values: { propertyId: number; value: string }[];
  /** Problems by field: `properties.<property_id>`, whatever its place in the list. */
  problems: Record<string, ValidationMessageKey>;
}

export function propertyField(propertyId: number): string {
  return `properties.${propertyId}`;
}

/** "۱۲٫۵" or "1,250" → "12.5" / "1250"; null when it is not a number. */
function normalizeNumber(value: string): string | null {
  const text = toAsciiDigits(value)
    .replace(/[,\u066C\u060C\s]/g, "")
    .replace("\u066B", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : null;
}

/** A calendar date written YYYY-MM-DD (ISO 8601), e.g. a harvest date; null otherwise. */
function normalizeDate(value: string): string | null {
  const text = toAsciiDigits(value).trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? text : null;
}

type Normalized = { value: string } | { problem: ValidationMessageKey };

function normalizeValue(rule: PropertyRule, value: string): Normalized {
  switch (rule.kind) {
    case "text":
      return { value };
    case "select":
      return rule.options.some((option) => option.value === value)
        ? { value }
        : { problem: "invalid_choice" };
    case "number": {
      const number = normalizeNumber(value);
      return number === null ? { problem: "invalid_number" } : { value: number };
    }
    case "date": {
      const date = normalizeDate(value);
      return date === null ? { problem: "invalid_date" } : { value: date };
    }
  }
}

/**
 * Checks a product's property values against its category's properties: each must belong to
 * the category and appear once, match its kind (a select's value is one of its options), and
 * every required property must have a value. An empty value means "not given".
 */
export function checkProperties(
  rules: readonly PropertyRule[],
  inputs: readonly PropertyInput[],
): CheckedProperties {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const problems: Record<string, ValidationMessageKey> = {};
  const values: CheckedProperties["values"] = [];
  const seen = new Set<number>();

  for (const input of inputs) {
    const field = propertyField(input.property_id);
    const rule = byId.get(input.property_id);
    if (!rule) {
      problems[field] = "property_not_in_category";
      continue;
    }
    if (seen.has(rule.id)) {
      problems[field] = "duplicate_property";
      continue;
    }
    seen.add(rule.id);
    const value = input.value.trim();
    if (value === "") continue;
    const normalized = normalizeValue(rule, value);
    if ("problem" in normalized) problems[field] = normalized.problem;
    else values.push({ propertyId: rule.id, value: normalized.value });
  }

  for (const rule of rules) {
    const field = propertyField(rule.id);
    if (rule.required && !(field in problems) && !values.some((v) => v.propertyId === rule.id)) {
      problems[field] = "required";
    }
  }
  return { values, problems };
}

/** Whole units only, unless the unit allows fractions (kilograms may be 2.5). */
export function stockFits(stock: number, allowsFraction: boolean): boolean {
  return allowsFraction || Number.isInteger(stock);
}
