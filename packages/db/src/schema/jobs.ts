import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { checkList } from "./check-list";

/** A job's life: waiting to run (or to be retried), finished, or given up after its last try. */
export const jobStatuses = ["pending", "done", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Durable background work, claimed with `FOR UPDATE SKIP LOCKED` so any number of API
 * instances can work the same table. A claim is a lease: `locked_until` says how long the
 * claimer may work on it, and a job whose worker died is claimed again once it passes.
 * `claim_token` names one claim, so a worker whose lease ran out cannot finish a job another
 * worker has taken since. A recurring job has a `unique_key`, so it is scheduled once however
 * many instances start.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    uniqueKey: text("unique_key").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("jobs_status_check", sql`${table.status} in (${checkList(jobStatuses)})`),
    check("jobs_attempts_check", sql`${table.attempts} >= 0 and ${table.maxAttempts} > 0`),
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
  ],
);
