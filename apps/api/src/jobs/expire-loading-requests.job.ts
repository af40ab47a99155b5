import type { FastifyInstance } from "fastify";
import { expireLoadingRequests } from "../flows/expire-loading-requests";
import type { JobKind } from "./job-kind";

/** Closes the loading requests whose loading day passed unanswered; their orders go back to preparing. */
export const expireLoadingRequestsJob: JobKind<FastifyInstance> = {
  kind: "expire_loading_requests",
  everyMs: 15 * 60_000,
  async run(app) {
    const count = await expireLoadingRequests(app.db);
    if (count > 0) app.log.info({ count }, "overdue loading requests expired");
    return count;
  },
};
