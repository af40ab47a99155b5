/**
 * One kind of background work. A kind is a file in this folder and a line in `registry.ts`.
 * `run` calls the owning module's service and must be idempotent: after a crash the same job
 * is run again, so running it twice must do no more than running it once.
 */
export interface JobKind<Context> {
  /** Stored in `jobs.kind`; never rename one that may be waiting in a database. */
  readonly kind: string;
  /**
   * For a recurring sweep: how long after a run the next one is due. The kind is then
   * scheduled once per database (its `unique_key` is the kind), however many instances start.
   */
  readonly everyMs?: number;
  /** How long one run may hold its claim before another worker may take the job over. */
  readonly leaseMs?: number;
  readonly run: (context: Context, payload: Record<string, unknown>) => Promise<unknown>;
}

export const defaultLeaseMs = 5 * 60_000;

/** After the n-th failed try, wait 10 s, 20 s, 40 s… but never more than an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60_000);
}
