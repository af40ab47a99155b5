import type { FastifyInstance } from "fastify";
import { sendNewLoadDigests } from "../flows/new-load-digests";
import type { JobKind } from "./job-kind";

/** Tells drivers of new loads they can carry, at most one digest per driver per interval. */
export const newLoadDigestsJob: JobKind<FastifyInstance> = {
  kind: "new_load_digests",
  everyMs: 60_000,
  async run(app) {
    return sendNewLoadDigests(app.db, {
      now: app.clock(),
      intervalMs: app.outbound.loadDigestIntervalMs,
    });
  },
};
