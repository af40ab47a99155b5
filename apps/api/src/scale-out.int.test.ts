import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "./app";
import { purgeExpiredSignatures } from "./modules/captcha/captcha.service";
import { purgeEndedWindows } from "./plugins/rate-limit-store";
import { createTestApp } from "./test/app";
import { solveCaptcha } from "./test/captcha";
import { secondInstance } from "./test/instances";
import { balanceOf, expectLedgerBalanced } from "./test/ledger";
import { decideInSandbox, sandboxAuthority } from "./test/payments";
import { signIn } from "./test/sign-in";

/*
 * No state that matters lives in one process: two API instances on one database, as two
 * servers behind a balancer, share the rate limits, the ALTCHA replay memory and the sandbox
 * gateway's records.
 */

/** Two instances with the same settings on one fresh database. */
async function twoInstances(env: NodeJS.ProcessEnv) {
  const first = await createTestApp({ seed: false, env });
  const second = await secondInstance(first, env);
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

describe("a rate limit across instances", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let a: App;
  let b: App;
  beforeAll(async () => {
    pair = await twoInstances({ RATE_LIMIT_MAX: "6", RATE_LIMIT_WINDOW_MS: "60000" });
    a = pair.first.app;
    b = pair.second;
  });
  afterAll(() => pair.close());

  const visit = (app: App, remoteAddress: string) =>
    app.inject({ method: "GET", url: "/api/v1/payment-gateways", remoteAddress });

  it("counts a visitor's requests on every instance: the limit holds across them", async () => {
    const visitor = "203.0.113.7";
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await visit(i % 2 === 0 ? a : b, visitor));
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 429, 429,
    ]);
    expect(answers.map((answer) => answer.headers["x-ratelimit-remaining"])).toEqual([
      "5",
      "4",
      "3",
      "2",
      "1",
      "0",
      "0",
      "0",
    ]);
    expect(answers[6]?.json()).toMatchObject({ status: "error", message: expect.any(String) });
    // Another visitor has a limit of their own.
    expect((await visit(b, "203.0.113.8")).statusCode).toBe(200);
  });

  it("starts a new window once the old one has ended, and the purge forgets ended ones", async () => {
    const visitor = "203.0.113.9";
    for (let i = 0; i < 6; i++) await visit(a, visitor);
    expect((await visit(b, visitor)).statusCode).toBe(429);
    // A minute later (the counters' windows moved back by one).
    await pair.first.db.execute(
      sql`update rate_limit_counters set window_start_ms = window_start_ms - window_ms`,
    );
    const again = await visit(b, visitor);
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-ratelimit-remaining"]).toBe("5");

    await pair.first.db.execute(
      sql`update rate_limit_counters set window_start_ms = window_start_ms - window_ms`,
    );
    expect(await purgeEndedWindows(pair.first.db)).toBeGreaterThanOrEqual(3);
    const left = await pair.first.db.select().from(schema.rateLimitCounters);
    expect(left).toEqual([]);
  });
});

describe("ALTCHA across instances", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ ALTCHA_HMAC_KEY: "shared-altcha-key-".repeat(3) });
  });
  afterAll(() => pair.close());

  it("refuses on one instance a solution already used on the other", async () => {
    const payload = await solveCaptcha(pair.first.app);
    expect(await pair.first.app.captcha.verifyCaptcha(payload)).toBe(true);
    expect(await pair.second.captcha.verifyCaptcha(payload)).toBe(false);
    expect(await pair.first.app.captcha.verifyCaptcha(payload)).toBe(false);
  });

  it("accepts one solution sent to both at once only once", async () => {
    const payload = await solveCaptcha(pair.second);
    const answers = await Promise.all([
      pair.first.app.captcha.verifyCaptcha(payload),
      pair.second.captcha.verifyCaptcha(payload),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it("forgets used challenges once they have expired", async () => {
    const { db } = pair.first;
    const before = (await db.select().from(schema.captchaUsedChallenges)).length;
    expect(before).toBeGreaterThanOrEqual(2);
    await db.execute(
      sql`update captcha_used_challenges set expires_at = now() - interval '1 second'`,
    );
    expect(await purgeExpiredSignatures(db)).toBe(before);
  });
});

describe("the sandbox gateway across instances", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ RATE_LIMIT_MAX: "10000" });
  });
  afterAll(() => pair.close());

  async function startCredit(app: App, headers: Record<string, string>) {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/customer/payment/request",
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: { purpose: "wallet_credit", amount_toman: 15_000, gateway: "sandbox" },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; redirect_url: string | null };
  }

  it("completes on one instance a payment started on the other", async () => {
    const customer = await signIn(pair.first.app, { role: "customer" });
    const payment = await startCredit(pair.first.app, customer.headers);
    expect(payment.redirect_url).toMatch(/^\/api\/v1\/payments\/sandbox\/S/);

    const page = await pair.second.inject({ method: "GET", url: payment.redirect_url ?? "" });
    expect(page.statusCode).toBe(200);
    const { landing } = await decideInSandbox(pair.second, payment.redirect_url, "approve");
    expect(landing).toBe("/customer/profile/wallet?payment=paid");

    const read = await pair.first.app.inject({
      method: "GET",
      url: `/api/v1/customer/payments/${payment.id}`,
      headers: customer.headers,
    });
    expect(read.json().data).toMatchObject({ status: "paid" });
    expect(await balanceOf(pair.first.db, "customer_wallet", customer.user.id)).toBe(150_000);
    await expectLedgerBalanced(pair.first.db);
  });

  it("never fails a payment the gateway does not know: it stays pending until it expires", async () => {
    const customer = await signIn(pair.second, { role: "customer" });
    const payment = await startCredit(pair.second, customer.headers);
    const authority = sandboxAuthority(payment.redirect_url);
    // The gateway has forgotten it (or never heard of it).
    await pair.first.db
      .delete(schema.sandboxGatewayPayments)
      .where(eq(schema.sandboxGatewayPayments.authority, authority));

    const callback = await pair.first.app.inject({
      method: "GET",
      url: `/api/v1/payments/callback/sandbox?Authority=${authority}&Status=OK`,
    });
    expect(callback.headers.location).toBe("/customer/profile/wallet?payment=failed");
    const [row] = await pair.first.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, payment.id));
    expect(row?.status).toBe("pending");

    // Its time runs out: it expires, and no money moved.
    await pair.first.db
      .update(schema.payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.payments.id, payment.id));
    expect(await pair.second.payments.expireDue()).toBe(1);
    const [expired] = await pair.first.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.id, payment.id));
    expect(expired?.status).toBe("expired");
    expect(await balanceOf(pair.first.db, "customer_wallet", customer.user.id)).toBe(0);
  });

  it("forgets the gateway's sessions after a day", async () => {
    const { db } = pair.first;
    const held = (await db.select().from(schema.sandboxGatewayPayments)).length;
    expect(held).toBeGreaterThan(0);
    await db.execute(
      sql`update sandbox_gateway_payments set created_at = now() - interval '25 hours'`,
    );
    expect(await pair.second.payments.sandbox?.purgeOld()).toBe(held);
  });
});
