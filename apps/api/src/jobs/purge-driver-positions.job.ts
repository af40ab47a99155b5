import type { FastifyInstance } from "fastify";
import { purgeOldPositions } from "../modules/tracking/tracking.service";
import type { JobKind } from "./job-kind";

/** Deletes drivers' positions older than 30 days (what the product promises to keep). */
export const purgeDriverPositionsJob: JobKind<FastifyInstance> = {
  kind: "purge_driver_positions",
  everyMs: 6 * 60 * 60_000,
  async run(app) {
    const count = await purgeOldPositions(app.db);
    if (count > 0) app.log.info({ count }, "old driver positions deleted");
    return count;
  },
};
