import {
  type CategoryProperty,
  type ProductDetail,
  productRules,
  toAsciiDigits,
  type ValidationMessageKey,
} from "@kesht/contracts";

/**
 * A product's category properties (variety, grade, harvest date…) as the form holds them:
 * the text of each, by property id. The contracts schema knows only `{property_id, value}`
 * pairs; what each category asks for comes from GET /products/properties, so the checks that
 * depend on it live here.
 */
export type PropertyValues = Record<string, string>;

export interface PropertyInput {
  property_id: number;
  value: string;
}

/** "۱۲٫۵" or "1,250.5" as the number it means, or null. */
export function parseDecimal(text: string): number | null {
  const ascii = toAsciiDigits(text.trim())
    .replace(/[,\u066C\u060C\s]/g, "")
    .replace("\u066B", ".");
  if (!/^-?\d+(\.\d+)?$/.test(ascii)) return null;
  return Number(ascii);
}

function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The value as the form shows it, trimmed. A choice the property no longer offers (the seller
 * moved the product to another subcategory, whose varieties differ) shows as not chosen, and
 * is therefore neither checked nor sent.
 */
export function shownValue(property: CategoryProperty, raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (property.kind !== "select") return value;
  return property.options.some((option) => option.value === value) ? value : "";
}

/** What is wrong with one value, as a contracts message key, or null. */
export function propertyProblem(
  property: CategoryProperty,
  raw: string | undefined,
): ValidationMessageKey | null {
  const value = shownValue(property, raw);
  if (value === "") return property.required ? "required" : null;
  switch (property.kind) {
    case "number":
      return parseDecimal(value) === null ? "invalid_number" : null;
    case "date":
      return isIsoDate(value) ? null : "invalid_date";
    case "select":
      return null;
    case "text":
      return value.length > productRules.propertyValueMaxLength ? "invalid" : null;
  }
}

/** Problems by property id; empty when every value may be sent. */
export function propertyProblems(
  properties: readonly CategoryProperty[],
  values: PropertyValues,
): Record<string, ValidationMessageKey> {
  const problems: Record<string, ValidationMessageKey> = {};
  for (const property of properties) {
    const problem = propertyProblem(property, values[String(property.id)]);
    if (problem) problems[String(property.id)] = problem;
  }
  return problems;
}

/**
 * The pairs to send for the category's properties: empty ones are left out, numbers are sent
 * with ASCII digits and a dot ("۱۲٫۵" → "12.5"), everything else as typed, trimmed.
 */
export function propertyInputs(
  properties: readonly CategoryProperty[],
  values: PropertyValues,
): PropertyInput[] {
  return properties.flatMap((property) => {
    const value = shownValue(property, values[String(property.id)]);
    if (value === "") return [];
    const number = property.kind === "number" ? parseDecimal(value) : null;
    return [{ property_id: property.id, value: number === null ? value : String(number) }];
  });
}

export function propertyValuesOfProduct(product: ProductDetail): PropertyValues {
  return Object.fromEntries(product.properties.map((row) => [String(row.property_id), row.value]));
}

/** The property an API field error names ("properties.12" is property 12), or null. */
export function propertyIdOfField(field: string): number | null {
  const match = /^properties\.(\d+)$/.exec(field);
  return match ? Number(match[1]) : null;
}
