import type { FastifyInstance } from "fastify";
import type { JobKind } from "./job-kind";

/** Expires (after a last check with the gateway) the payments nobody came back for. */
export const expirePaymentsJob: JobKind<FastifyInstance> = {
  kind: "expire_payments",
  everyMs: 60_000,
  async run(app) {
    const count = await app.payments.expireDue();
    if (count > 0) app.log.info({ count }, "expired payments nobody came back for");
    return count;
  },
};
