import type { Database } from "@kesht/db";
import { enqueueJob } from "./jobs.repo";

/**
 * How flows ask for background work: the job is queued in the caller's transaction, so it
 * runs only if the work that asked for it commits. `uniqueKey` makes a retried request queue
 * it once.
 */
export function queueJob(
  db: Database,
  job: { kind: string; payload: Record<string, unknown>; uniqueKey?: string },
): Promise<void> {
  return enqueueJob(db, job);
}
