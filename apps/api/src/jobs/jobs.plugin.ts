import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import type { JobKind } from "./job-kind";
import { runDueJobs, scheduleRecurringJobs } from "./job-runner";
import { jobKinds } from "./registry";

export interface Jobs {
  /** Runs one round of due jobs now (what the poller does; tests call it instead of waiting). */
  runDue(): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The job runner: schedules the recurring sweeps once per database and, unless JOBS_ENABLED
 * is off, polls the job table every JOBS_POLL_INTERVAL_MS. Closing the app stops polling and
 * waits for a round in progress, so it never meets a closed database.
 */
export default fp(
  async function jobRunner(
    app: FastifyInstance,
    options: { config: Config; kinds?: readonly JobKind<FastifyInstance>[] },
  ) {
    const kinds = options.kinds ?? jobKinds;
    const runDue = () => runDueJobs(app.db, kinds, app, { log: app.log });
    app.decorate<Jobs>("jobs", { runDue });

    let timer: NodeJS.Timeout | undefined;
    let round: Promise<void> | null = null;
    app.addHook("onReady", async () => {
      await scheduleRecurringJobs(app.db, kinds);
      if (!options.config.JOBS_ENABLED) return;
      timer = setInterval(() => {
        // One round at a time: a slow round is not joined by the next one.
        if (round) return;
        round = runDue()
          .then(() => undefined)
          .catch((error: unknown) => app.log.error({ err: error }, "job round failed"))
          .finally(() => {
            round = null;
          });
      }, options.config.JOBS_POLL_INTERVAL_MS);
      // Polling must never keep the process alive on its own.
      timer.unref();
    });
    app.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await round;
    });
  },
  { name: "jobs", dependencies: ["database", "payments"] },
);
