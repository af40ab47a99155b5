import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/*
 * State every API instance shares, so that none of it lives in one process (migration 0020).
 * The sandbox gateway's records are in payments.ts.
 */

/**
 * Rate-limit counters, one row per client and limit, in fixed windows of `window_ms` starting
 * at `window_start_ms` (database clock, milliseconds since the epoch). UNLOGGED in the
 * migration: a crash forgives the current window, and no request writes WAL for its count.
 * Written only by the API's rate-limit store (plugins/rate-limit-store.ts).
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStartMs: bigint("window_start_ms", { mode: "number" }).notNull(),
  windowMs: integer("window_ms").notNull(),
  count: integer("count").notNull(),
});

/**
 * The signatures of ALTCHA challenges already solved, until they expire: a solution is
 * accepted once, on whichever instance it reaches first. Written only by the captcha module.
 */
export const captchaUsedChallenges = pgTable(
  "captcha_used_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captcha_used_challenges_expires_idx").on(table.expiresAt)],
);
