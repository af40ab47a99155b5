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
 * is off, polls the job table every JOBS_POLL_INTERVAL_MS. As soon as the app starts closing
 * (preClose, before the server waits for its requests and well before the database closes)
 * polling stops and every round in progress is waited for, so none meets a closed database.
 */
export default fp(
  async function jobRunner(
    app: FastifyInstance,
    options: { config: Config; kinds?: readonly JobKind<FastifyInstance>[] },
  ) {
    const kinds = options.kinds ?? jobKinds;
    /** Rounds in progress, the poller's and those run by hand (tests, scripts). */
    const rounds = new Set<Promise<unknown>>();
    const runDue = () => {
      // Room for every recurring sweep (all due together after a start) and ten more jobs,
      // so no sweep waits behind the others for another round.
      const round = runDueJobs(app.db, kinds, app, { log: app.log, limit: kinds.length + 10 });
      rounds.add(round);
      void round.then(
        () => rounds.delete(round),
        () => rounds.delete(round),
      );
      return round;
    };
    app.decorate<Jobs>("jobs", { runDue });

    let timer: NodeJS.Timeout | undefined;
    let polling: Promise<void> | null = null;
    app.addHook("onReady", async () => {
      await scheduleRecurringJobs(app.db, kinds);
      if (!options.config.JOBS_ENABLED) return;
      timer = setInterval(() => {
        // One round at a time: a slow round is not joined by the next one.
        if (polling) return;
        polling = runDue()
          .then(() => undefined)
          .catch((error: unknown) => app.log.error({ err: error }, "job round failed"))
          .finally(() => {
            polling = null;
          });
      }, options.config.JOBS_POLL_INTERVAL_MS);
      // Polling must never keep the process alive on its own.
      timer.unref();
    });
    app.addHook("preClose", async () => {
      if (timer) clearInterval(timer);
      await Promise.allSettled([...rounds]);
    });
  },
  { name: "jobs", dependencies: ["database", "payments"] },
);
