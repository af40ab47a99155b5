import { fieldErrorsFromIssues } from "@kesht/contracts";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Validates requests with the routes' zod schemas and fails with our own error, carrying
 * field errors in both languages. `reportInput` lets a message tell a missing value
 * ("required") from a wrong one ("not a number").
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new AppError("validation_failed", {
        fieldErrors: fieldErrorsFromIssues(result.error.issues),
      }),
    };
  };
