import { fieldErrorsFromIssues, fieldErrorsOf, hasRefusedCharacter } from "@kesht/contracts";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { AppError } from "./app-error";

/** A value still to look at, with the way to it (a chain to its parent, built only once). */
interface Pending {
  value: unknown;
  key: string | null;
  parent: Pending | null;
  /** The key itself holds a control character. */
  badKey?: boolean;
}

function pathOf(node: Pending): string[] {
  const path: string[] = [];
  for (let current: Pending | null = node; current; current = current.parent) {
    if (current.key !== null) path.push(current.key);
  }
  return path.reverse();
}

/**
 * The path of the first string in `value` (or key) that holds a control character, or null.
 * A loop over a stack rather than recursion, and each path only built for the one found: the
 * body parser bounds the nesting (lib/json-body.ts), but no request should be able to make
 * this walk deep or quadratic.
 */
function controlCharacterPath(value: unknown): string[] | null {
  const stack: Pending[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop() as Pending;
    const current = node.value;
    if (node.badKey) return pathOf(node);
    if (typeof current === "string") {
      if (hasRefusedCharacter(current)) return pathOf(node);
    } else if (current && typeof current === "object") {
      const entries = Array.isArray(current)
        ? current.map((item, index) => [String(index), item] as const)
        : Object.entries(current);
      // Pushed last to first, so the first offending field in document order is found first.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i] as readonly [string, unknown];
        stack.push({ value: item, key, parent: node, badKey: hasRefusedCharacter(key) });
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
