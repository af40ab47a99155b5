import type { FastifyInstance } from "fastify";
import { expireProposals } from "../flows/expire-proposals";
import type { JobKind } from "./job-kind";

/** Marks expired the drivers' proposals whose time passed (decision 036). */
export const expireProposalsJob: JobKind<FastifyInstance> = {
  kind: "expire_proposals",
  everyMs: 5 * 60_000,
  async run(app) {
    const count = await expireProposals(app.db);
    if (count > 0) app.log.info({ count }, "lapsed proposals expired");
    return count;
  },
};
