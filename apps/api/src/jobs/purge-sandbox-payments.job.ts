import type { FastifyInstance } from "fastify";
import type { JobKind } from "./job-kind";

/** Forgets the development sandbox gateway's sessions older than a day, as a gateway would. */
export const purgeSandboxPaymentsJob: JobKind<FastifyInstance> = {
  kind: "purge_sandbox_payments",
  everyMs: 60 * 60_000,
  async run(app) {
    // Only where a sandbox is offered (never in production).
    return (await app.payments.sandbox?.purgeOld()) ?? 0;
  },
};
