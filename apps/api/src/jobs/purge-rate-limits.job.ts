import type { FastifyInstance } from "fastify";
import { purgeEndedWindows } from "../plugins/rate-limit-store";
import type { JobKind } from "./job-kind";

/**
 * Deletes the rate-limit counters whose window has ended, so the table holds only the
 * clients of the last minute or so (a new window resets a counter in place anyway).
 */
export const purgeRateLimitsJob: JobKind<FastifyInstance> = {
  kind: "purge_rate_limits",
  everyMs: 60_000,
  async run(app) {
    return purgeEndedWindows(app.db);
  },
};
