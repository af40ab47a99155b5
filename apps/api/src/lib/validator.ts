import { fieldErrorsFromIssues, fieldErrorsOf, hasControlCharacter } from "@kesht/contracts";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * The path of the first string in `value` that holds a control character, or null. Request
 * parts are small (the body limit bounds them), and JSON nests only so deep.
 */
function controlCharacterPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = hasControlCharacter(key)
        ? [...path, key]
        : controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Validates requests with the routes' zod schemas and fails with our own error, carrying
 * field errors in both languages. `reportInput` lets a message tell a missing value
 * ("required") from a wrong one ("not a number").
 *
 * Before the schema, every string of the body, query and path is held to the shared text
 * rule (no control characters; decision 015), so no field can carry a NUL to the database,
 * whether or not its schema says it is text.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const badPath = httpPart === "headers" ? null : controlCharacterPath(data);
    if (badPath) {
      return {
        error: new AppError("validation_failed", {
          fieldErrors: fieldErrorsOf({ [badPath.join(".") || "_"]: "control_characters" }),
        }),
      };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new AppError("validation_failed", {
        fieldErrors: fieldErrorsFromIssues(result.error.issues),
      }),
    };
  };
