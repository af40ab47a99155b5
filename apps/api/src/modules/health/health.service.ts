import type { Database } from "@kesht/db";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error";
import { pingDatabase } from "./health.repo";

/** Answers once the database answers; a 503 (logged here) when it does not. */
export async function checkDatabase(db: Database, log: FastifyBaseLogger) {
  try {
    await pingDatabase(db);
  } catch (error) {
    log.error({ err: error }, "health check: database unreachable");
    throw new AppError("unavailable");
  }
}

/** The readiness probe's two questions, asked without logging (the probe says why it failed). */
export { migrationsApplied, pingDatabase } from "./health.repo";
