import type { Database } from "@kesht/db";
import { sql } from "drizzle-orm";

export interface QueueLoad {
  kind: string;
  /** Pending jobs whose time has come, waiting for a worker. */
  due: number;
  /** How long the oldest of them has waited, in seconds (0 when none). */
  oldestDueSeconds: number;
}

/** The job table's backlog by kind (every kind with a pending job, due or not). */
export async function jobQueueLoad(db: Database): Promise<QueueLoad[]> {
  const result = await db.execute(sql`
    select kind,
           count(*) filter (where run_at <= now()) as due,
           coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)
             as oldest_due_seconds
    from jobs where status = 'pending' group by kind`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    kind: String(row.kind),
    due: Number(row.due),
    oldestDueSeconds: Number(row.oldest_due_seconds),
  }));
}

export interface PaymentCount {
  gateway: string;
  status: string;
  count: number;
}

/**
 * Payments by gateway and outcome, read from the table every instance writes, so the figure
 * is the whole system's whichever instance is scraped.
 */
export async function paymentCounts(db: Database): Promise<PaymentCount[]> {
  const result = await db.execute(sql`
    select gateway, status, count(*) as count from payments group by gateway, status`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    gateway: String(row.gateway),
    status: String(row.status),
    count: Number(row.count),
  }));
}
