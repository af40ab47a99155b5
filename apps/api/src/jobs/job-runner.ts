import type { Database } from "@kesht/db";
import { claimDueJobs, enqueueJob, failJob, finishJob } from "../modules/jobs/jobs.repo";
import { defaultLeaseMs, type JobKind, retryDelayMs } from "./job-kind";

export interface JobLog {
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Puts each recurring kind in the table once; a kind already there (another instance) stays. */
export async function scheduleRecurringJobs<Context>(
  db: Database,
  kinds: readonly JobKind<Context>[],
): Promise<void> {
  for (const kind of kinds) {
    if (kind.everyMs !== undefined) await enqueueJob(db, { kind: kind.kind, uniqueKey: kind.kind });
  }
}

/**
 * One round: claims the due jobs of the known kinds and runs them one after another, each
 * outside the claiming transaction (its lease, not a row lock, keeps others off it). Answers
 * with how many ran successfully.
 */
export async function runDueJobs<Context>(
  db: Database,
  kinds: readonly JobKind<Context>[],
  context: Context,
  options: { limit?: number; log?: JobLog } = {},
): Promise<number> {
  const byName = new Map(kinds.map((kind) => [kind.kind, kind]));
  const claimed = await claimDueJobs(db, {
    kinds: [...byName.keys()],
    limit: options.limit ?? 10,
    leaseMs: (name) => byName.get(name)?.leaseMs ?? defaultLeaseMs,
  });
  let succeeded = 0;
  for (const job of claimed) {
    const kind = byName.get(job.kind);
    if (!kind) continue;
    try {
      const result = await kind.run(context, job.payload);
      await finishJob(db, job, kind.everyMs);
      succeeded += 1;
      options.log?.debug({ job: job.id, kind: job.kind, result }, "job done");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await failJob(db, job, {
        error: message,
        retryInMs: retryDelayMs(job.attempts),
        recurring: kind.everyMs !== undefined,
      });
      options.log?.error(
        { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
        "job failed",
      );
    }
  }
  return succeeded;
}
