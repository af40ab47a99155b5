import type { IssueLike, Language } from "@kesht/contracts";
import type { z } from "zod";
import { formErrorMap } from "@/components/form/validation-text";

/**
 * Checks values with a contracts schema and returns the first message per top-level field
 * (a message key or a text in `language`), or null when they pass. For forms whose fields are
 * not plain inputs (the map, the uploads), where react-hook-form adds nothing.
 */
export function schemaErrors(
  schema: z.ZodType,
  values: unknown,
  language: Language,
): Record<string, string> | null {
  const result = schema.safeParse(values, { error: formErrorMap(language) });
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues as IssueLike[]) {
    const field = String(issue.path[0] ?? "_");
    errors[field] ??= issue.message ?? "invalid";
  }
  return errors;
}
