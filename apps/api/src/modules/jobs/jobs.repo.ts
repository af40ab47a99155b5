import { randomUUID } from "node:crypto";
import type { Database } from "@kesht/db";
import { schema } from "@kesht/db";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

const { jobs } = schema;

export type JobRow = typeof jobs.$inferSelect;

/** Adds a one-off job; with a `uniqueKey`, a second job with the same key is not added. */
export async function enqueueJob(
  db: Database,
  job: { kind: string; payload?: Record<string, unknown>; runAt?: Date; uniqueKey?: string },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      uniqueKey: job.uniqueKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/**
 * Claims up to `limit` due jobs of the given kinds for `leaseMs`. Rows another worker is
 * claiming right now are skipped, not waited for; a claim whose lease has passed (its worker
 * died) is due again. Each claim gets a fresh token that finishing it must show.
 */
export async function claimDueJobs(
  db: Database,
  options: { kinds: string[]; limit: number; leaseMs: (kind: string) => number },
): Promise<JobRow[]> {
  if (options.kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, kind: jobs.kind })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "pending"),
          inArray(jobs.kind, options.kinds),
          lte(jobs.runAt, sql`now()`),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(options.limit)
      .for("update", { skipLocked: true });
    const claimed: JobRow[] = [];
    for (const job of due) {
      const leaseMs = options.leaseMs(job.kind);
      const [row] = await tx
        .update(jobs)
        .set({
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          claimToken: randomUUID(),
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

/** Only the claim that is still current may finish a job. */
function ownClaim(job: JobRow) {
  return and(eq(jobs.id, job.id), eq(jobs.claimToken, job.claimToken ?? ""));
}

const released = { lockedUntil: null, claimToken: null, updatedAt: sql`now()` } as const;

/** A one-off job is done; a recurring one is due again `everyMs` from now. */
export async function finishJob(db: Database, job: JobRow, everyMs?: number): Promise<boolean> {
  const next =
    everyMs === undefined
      ? { status: "done" as const }
      : { runAt: sql`now() + ${`${everyMs} milliseconds`}::interval`, attempts: 0 };
  const rows = await db
    .update(jobs)
    .set({ ...released, ...next, lastError: null })
    .where(ownClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * A try failed: the error is kept and the job waits `retryInMs` before its next try. A
 * one-off job that has used its last try is marked failed; a recurring sweep never is.
 */
export async function failJob(
  db: Database,
  job: JobRow,
  failure: { error: string; retryInMs: number; recurring: boolean },
): Promise<boolean> {
  const givesUp = !failure.recurring && job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      ...released,
      lastError: failure.error.slice(0, 2000),
      ...(givesUp
        ? { status: "failed" as const }
        : { runAt: sql`now() + ${`${failure.retryInMs} milliseconds`}::interval` }),
    })
    .where(ownClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
