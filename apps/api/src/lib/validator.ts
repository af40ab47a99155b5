import { fieldErrorsFromIssues, fieldErrorsOf, hasRefusedCharacter } from "@kesht/contracts";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { AppError } from "./app-error";

/** An object or array still to look into, with the way to it (a chain to its parent). */
interface Pending {
  value: object;
  key: string | number | null;
  parent: Pending | null;
}

function pathOf(node: Pending | null, last: string | number): string[] {
  const path = [String(last)];
  for (let current = node; current; current = current.parent) {
    if (current.key !== null) path.push(String(current.key));
  }
  return path.reverse();
}

/**
 * The path of a string in `value` (or a key) that holds a refused character, or null. A loop
 * over a stack of containers rather than recursion, strings checked where they stand and a
 * path built only for the one found: the body parser bounds the nesting (lib/request-bounds.ts),
 * but no request should be able to make this walk deep or more than linear.
 */
function refusedCharacterPath(value: unknown): string[] | null {
  if (typeof value === "string") return hasRefusedCharacter(value) ? [] : null;
  if (!value || typeof value !== "object") return null;
  const stack: Pending[] = [{ value, key: null, parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const container = node.value;
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index += 1) {
        const item: unknown = container[index];
        if (typeof item === "string") {
          if (hasRefusedCharacter(item)) return pathOf(node, index);
        } else if (item && typeof item === "object") {
          stack.push({ value: item, key: index, parent: node });
        }
      }
      continue;
    }
    const record = container as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (hasRefusedCharacter(key)) return pathOf(node, key);
      const item = record[key];
      if (typeof item === "string") {
        if (hasRefusedCharacter(item)) return pathOf(node, key);
      } else if (item && typeof item === "object") {
        stack.push({ value: item, key, parent: node });
      }
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
 * rule (no control characters nor lone surrogates; decision 015), so no field can carry a NUL
 * or half a surrogate pair to the database, whether or not its schema says it is text.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const badPath = httpPart === "headers" ? null : refusedCharacterPath(data);
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
