import { randomUUID } from "node:crypto";
import { type Database, type DatabaseHandle, schema } from "@kesht/db";
import { openTestDatabase } from "@kesht/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimDueJobs, enqueueJob, finishJob } from "../modules/jobs/jobs.repo";
import { createTestApp } from "../test/app";
import { createOrderRow, decideInSandbox } from "../test/payments";
import { signIn, signInSeller } from "../test/sign-in";
import type { JobKind } from "./job-kind";
import { runDueJobs, scheduleRecurringJobs } from "./job-runner";

const { jobs } = schema;

/** A kind that counts its runs per job, and fails while `failuresLeft` says so. */
function countingKind(kind: string, extra: Partial<JobKind<null>> = {}) {
  const runs = new Map<string, number>();
  let failuresLeft = 0;
  const jobKind: JobKind<null> = {
    kind,
    async run(_context, payload) {
      const key = String(payload.key ?? "recurring");
      runs.set(key, (runs.get(key) ?? 0) + 1);
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error("the outside service is down");
      }
    },
    ...extra,
  };
  return {
    jobKind,
    runs,
    failNext(times: number) {
      failuresLeft = times;
    },
  };
}

async function jobsOf(db: Database, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}

/** Moves a kind's jobs (and their leases) into the past, as if time went by. */
async function letTimePass(db: Database, kind: string) {
  await db
    .update(jobs)
    .set({
      runAt: sql`now() - interval '1 second'`,
      lockedUntil: sql`case when ${jobs.lockedUntil} is null then null else now() - interval '1 second' end`,
    })
    .where(eq(jobs.kind, kind));
}

const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

describe("the job table", () => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("runs a job once", async () => {
    const counter = countingKind("once");
    await enqueueJob(db, { kind: "once", payload: { key: "a" } });
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(1);
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    expect(counter.runs.get("a")).toBe(1);
    const [job] = await jobsOf(db, "once");
    expect(job).toMatchObject({ status: "done", attempts: 1, lockedUntil: null, lastError: null });
  });

  it("leaves a job not yet due, and kinds it does not know, alone", async () => {
    const counter = countingKind("later");
    await enqueueJob(db, {
      kind: "later",
      payload: { key: "a" },
      runAt: new Date(Date.now() + 60_000),
    });
    await enqueueJob(db, { kind: "unknown", payload: { key: "b" } });
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    expect(counter.runs.size).toBe(0);
    expect((await jobsOf(db, "unknown"))[0]?.attempts).toBe(0);
  });

  it("never runs a job twice when two workers race for the same jobs", async () => {
    const counter = countingKind("raced");
    const keys = Array.from({ length: 20 }, (_, index) => `job-${index}`);
    for (const key of keys) await enqueueJob(db, { kind: "raced", payload: { key } });
    const worker = () => runDueJobs(db, [counter.jobKind], null, { limit: 3 });
    let total = 0;
    while (total < keys.length) {
      const [first, second] = await Promise.all([worker(), worker()]);
      expect((first ?? 0) + (second ?? 0)).toBeGreaterThan(0);
      total += (first ?? 0) + (second ?? 0);
    }
    expect(total).toBe(keys.length);
    expect([...counter.runs.values()]).toEqual(keys.map(() => 1));
  });

  it("does not claim a job again while its lease holds, and does once the lease has passed", async () => {
    await enqueueJob(db, { kind: "leased", payload: { key: "a" } });
    const claim = () => claimDueJobs(db, { kinds: ["leased"], limit: 5, leaseMs: () => 60_000 });
    const [first] = await claim();
    expect(first).toMatchObject({ attempts: 1 });
    // The worker that holds it is still working (or has died): nobody else takes it yet.
    expect(await claim()).toEqual([]);

    // The lease runs out, as it does when a worker dies mid-job: the job is taken again.
    await letTimePass(db, "leased");
    const [second] = await claim();
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    expect(second?.claimToken).not.toBe(first?.claimToken);

    // The first worker, back late, cannot finish what the second now holds.
    if (!first || !second) throw new Error("no claims");
    expect(await finishJob(db, first)).toBe(false);
    expect((await jobsOf(db, "leased"))[0]?.status).toBe("pending");
    expect(await finishJob(db, second)).toBe(true);
    expect((await jobsOf(db, "leased"))[0]?.status).toBe("done");
  });

  it("retries a failed job later, longer after each failure, keeping the error", async () => {
    const counter = countingKind("flaky");
    counter.failNext(2);
    await enqueueJob(db, { kind: "flaky", payload: { key: "a" } });

    const before = new Date();
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    let [job] = await jobsOf(db, "flaky");
    expect(job).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the outside service is down",
      lockedUntil: null,
    });
    expect(seconds(before, job?.runAt ?? before)).toBeGreaterThanOrEqual(9);
    // Not due again until the backoff has passed.
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    expect(counter.runs.get("a")).toBe(1);

    await letTimePass(db, "flaky");
    const again = new Date();
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    [job] = await jobsOf(db, "flaky");
    expect(job?.attempts).toBe(2);
    expect(seconds(again, job?.runAt ?? again)).toBeGreaterThanOrEqual(19);

    await letTimePass(db, "flaky");
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(1);
    [job] = await jobsOf(db, "flaky");
    expect(job).toMatchObject({ status: "done", attempts: 3, lastError: null });
    expect(counter.runs.get("a")).toBe(3);
  });

  it("gives a one-off job up after its last try", async () => {
    const counter = countingKind("doomed");
    counter.failNext(100);
    await enqueueJob(db, { kind: "doomed", payload: { key: "a" } });
    await db.update(jobs).set({ maxAttempts: 2 }).where(eq(jobs.kind, "doomed"));
    await runDueJobs(db, [counter.jobKind], null);
    await letTimePass(db, "doomed");
    await runDueJobs(db, [counter.jobKind], null);
    await letTimePass(db, "doomed");
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    expect(counter.runs.get("a")).toBe(2);
    expect((await jobsOf(db, "doomed"))[0]).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("schedules a recurring sweep once however many instances start, and again after each run", async () => {
    const counter = countingKind("sweep", { everyMs: 60_000 });
    await Promise.all([
      scheduleRecurringJobs(db, [counter.jobKind]),
      scheduleRecurringJobs(db, [counter.jobKind]),
    ]);
    await scheduleRecurringJobs(db, [counter.jobKind]);
    expect(await jobsOf(db, "sweep")).toHaveLength(1);

    const before = new Date();
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(1);
    const [job] = await jobsOf(db, "sweep");
    expect(job).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(seconds(before, job?.runAt ?? before)).toBeGreaterThanOrEqual(59);
    // Not again before its minute is up; then once more.
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(0);
    await letTimePass(db, "sweep");
    expect(await runDueJobs(db, [counter.jobKind], null)).toBe(1);
    expect(counter.runs.get("recurring")).toBe(2);
  });

  // Two connections need a server: PGlite is one connection, so two transactions never overlap.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "skips a job another connection is claiming right now, instead of waiting for it",
    async () => {
      await enqueueJob(db, { kind: "contested", payload: { key: "a" } });
      await enqueueJob(db, { kind: "contested", payload: { key: "b" } });
      const claim = () =>
        claimDueJobs(db, { kinds: ["contested"], limit: 5, leaseMs: () => 60_000 });
      await db.transaction(async (tx) => {
        // This transaction holds one job's row, as a worker does while it claims it.
        const [held] = await tx
          .select()
          .from(jobs)
          .where(eq(jobs.kind, "contested"))
          .orderBy(jobs.id)
          .limit(1)
          .for("update");
        // Meanwhile another connection claims: it gets the other job at once.
        const claimed = await claim();
        expect(claimed.map((job) => job.id)).not.toContain(held?.id);
        expect(claimed).toHaveLength(1);
      });
      expect(await claim()).toHaveLength(1);
    },
  );
});

describe("the sweeps that run as jobs", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test runs the recurring sweeps at once instead of a minute later.
    await t.db.update(jobs).set({ runAt: sql`now()` });
  });

  it("are scheduled once when the app starts", async () => {
    const rows = await t.db.select({ kind: jobs.kind, uniqueKey: jobs.uniqueKey }).from(jobs);
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "confirm_receipts", uniqueKey: "confirm_receipts" },
      { kind: "delete_unattached_files", uniqueKey: "delete_unattached_files" },
      { kind: "expire_loading_requests", uniqueKey: "expire_loading_requests" },
      { kind: "expire_payments", uniqueKey: "expire_payments" },
      { kind: "expire_proposals", uniqueKey: "expire_proposals" },
      { kind: "monthly_statements", uniqueKey: "monthly_statements" },
      { kind: "new_load_digests", uniqueKey: "new_load_digests" },
      { kind: "purge_captcha_challenges", uniqueKey: "purge_captcha_challenges" },
      { kind: "purge_driver_positions", uniqueKey: "purge_driver_positions" },
      { kind: "purge_rate_limits", uniqueKey: "purge_rate_limits" },
      { kind: "purge_sandbox_payments", uniqueKey: "purge_sandbox_payments" },
      { kind: "refresh_planner_statistics", uniqueKey: "refresh_planner_statistics" },
      { kind: "release_reservations", uniqueKey: "release_reservations" },
      { kind: "send_notifications", uniqueKey: "send_notifications" },
    ]);
  });

  it("refresh the planner's statistics on the embedded database, which has no autovacuum", async () => {
    const analysed = async () => {
      const result = (await t.db.execute(
        sql`select last_analyze from pg_stat_user_tables where relname = 'products'`,
      )) as unknown as { rows: { last_analyze: string | null }[] };
      return result.rows[0]?.last_analyze ?? null;
    };
    const before = await analysed();
    await t.db.update(jobs).set({ runAt: sql`now()` });
    await t.app.jobs.runDue();
    // A server's autovacuum keeps them there, and the job leaves the server alone.
    if (t.app.databaseKind === "pglite") expect(await analysed()).not.toBe(before);
    const [next] = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.kind, "refresh_planner_statistics"));
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60 * 60_000);
  });

  it("cancel an unpaid order whose reservation ran out", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const seller = await signInSeller(t.app);
    const order = await createOrderRow(t.db, {
      customerId: customer.user.id,
      sellerId: seller.user.id,
      totalRials: 100_000,
      reservedUntil: new Date(Date.now() - 1000),
    });
    const waiting = await createOrderRow(t.db, {
      customerId: customer.user.id,
      sellerId: seller.user.id,
      totalRials: 100_000,
    });
    // Every recurring sweep is due at start: the reservations, the payments, the
    // loading-request and proposal expiries, the receipts, the positions' purge, the unattached uploads, the
    // planner's statistics, the purges of rate-limit counters, used captcha challenges and
    // sandbox gateway sessions, the notifications' sending, the drivers' new-load digests and
    // the monthly statements: one round reaches them all.
    expect(await t.app.jobs.runDue()).toBe(14);
    const status = async (id: number) =>
      (await t.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0];
    expect(await status(order.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      systemCancelReason: "payment_expired",
    });
    expect((await status(waiting.id))?.status).toBe("pending_payment");
  });

  it("expire a payment nobody came back for", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/payment/request",
      headers: { ...customer.headers, "idempotency-key": randomUUID() },
      payload: { purpose: "wallet_credit", amount_toman: 15_000, gateway: "sandbox" },
    });
    const payment = started.json().data;
    await decideInSandbox(t.app, payment.redirect_url, "timeout");
    const paymentRow = async () =>
      (await t.db.select().from(schema.payments).where(eq(schema.payments.id, payment.id)))[0];

    // Within its time, the sweep leaves it alone.
    await t.app.jobs.runDue();
    expect((await paymentRow())?.status).toBe("pending");

    await t.db
      .update(schema.payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.payments.id, payment.id));
    await t.db.update(jobs).set({ runAt: sql`now()` });
    await t.app.jobs.runDue();
    expect((await paymentRow())?.status).toBe("expired");
  });
});
