import { schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient, wrongCode } from "../../test/auth-client";

/** ARCHITECTURE §10: expiry, resend cooldown, wrong-code lock, daily caps, single use. */
describe("one-time code rules", () => {
  let t: TestApp;
  let client: ReturnType<typeof authClient>;
  let sequence = 0;
  const newMobile = () => `0936${String(++sequence).padStart(7, "0")}`;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { WEB_ORIGIN: "https://kesht.example", RATE_LIMIT_MAX: "10000" },
    });
    client = authClient(t);
  });
  afterAll(() => t.close());

  /** Moves a number's codes into the past, as if the clock had moved on. */
  async function ageCodes(mobile: string, seconds: number) {
    await t.db
      .update(schema.otpCodes)
      .set({ createdAt: sql`${schema.otpCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(schema.otpCodes.mobile, mobile));
  }

  /** Rows as if codes had been sent earlier: `hoursAgo` each, from `ip`. */
  async function pastSends(rows: { mobile: string; ip: string; hoursAgo: number }[]) {
    await t.db.insert(schema.otpCodes).values(
      rows.map((row) => {
        const createdAt = new Date(Date.now() - row.hoursAgo * 60 * 60 * 1000);
        return {
          mobile: row.mobile,
          door: "customer",
          codeHash: "0".repeat(64),
          ip: row.ip,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 120_000),
          usedAt: createdAt,
        };
      }),
    );
  }

  it("refuses an expired code", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile);
    await t.db
      .update(schema.otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.otpCodes.mobile, mobile));
    const login = await client.login(mobile, code);
    expect(login.statusCode).toBe(422);
    expect(login.json()).toMatchObject({
      messages: {
        en: "This code has expired or was already used; please ask for a new one.",
        fa: "این کد منقضی شده یا قبلاً استفاده شده است؛ لطفاً کد تازه‌ای درخواست کنید.",
      },
      errors: {
        en: { code: "This code has expired or was already used; please ask for a new one." },
      },
    });
  });

  it("refuses a code that was already used", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile);
    expect((await client.login(mobile, code)).statusCode).toBe(200);
    const again = await client.login(mobile, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().messages.en).toContain("already used");
  });

  it("refuses a second send within 60 seconds, saying how long to wait", async () => {
    const mobile = newMobile();
    expect((await client.sendCode(mobile)).statusCode).toBe(200);
    const again = await client.sendCode(mobile);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(58);
    expect(wait).toBeLessThanOrEqual(60);
    expect(again.json().messages.en).toBe(
      `A code was just sent. You can ask for a new one in ${wait} seconds.`,
    );
    const persianWait = String(wait).replace(/\d/g, (digit) => "۰۱۲۳۴۵۶۷۸۹"[Number(digit)] ?? "");
    expect(again.json().messages.fa).toContain(`${persianWait} ثانیه`);

    // The cooldown is per number, whichever door asks.
    expect((await client.sendCode(mobile, { door: "seller" })).statusCode).toBe(429);
    expect((await client.sendCode(newMobile())).statusCode).toBe(200);
  });

  it("lets a new code replace the old one once the cooldown is over", async () => {
    const mobile = newMobile();
    const first = await client.freshCode(mobile);
    await ageCodes(mobile, 61);
    const second = await client.freshCode(mobile);
    if (first !== second) {
      const old = await client.login(mobile, first);
      expect(old.statusCode).toBe(422);
    }
    expect((await client.login(mobile, second)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, mobile));
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.invalidatedAt !== null)).toHaveLength(1);
  });

  it("locks the number for 15 minutes on the fifth wrong code", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile);
    const wrong = wrongCode(code);

    for (const triesLeft of [4, 3, 2, 1]) {
      const attempt = await client.login(mobile, wrong);
      expect(attempt.statusCode).toBe(422);
      expect(attempt.json().errors.en).toEqual({ code: "Please check the entered code." });
      expect(attempt.json().messages.en).toBe(
        `The code is not right. You can try ${triesLeft} more ${triesLeft === 1 ? "time" : "times"}.`,
      );
    }

    const fifth = await client.login(mobile, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBe(15 * 60);
    expect(fifth.json().messages).toEqual({
      en: "Too many wrong codes were entered. For your safety this number is locked; please try again in 15 minutes.",
      fa: "کد نادرست چند بار وارد شد. برای امنیت شما این شماره قفل شده است؛ لطفاً ۱۵ دقیقهٔ دیگر دوباره تلاش کنید.",
    });

    // Even the right code is refused now, and no new code is sent while locked.
    const right = await client.login(mobile, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().messages.en).toContain("locked");
    await ageCodes(mobile, 61);
    const send = await client.sendCode(mobile);
    expect(send.statusCode).toBe(429);
    expect(send.json().messages.en).toContain("locked");

    // When the lock ends, a new code works; the locked one stays dead.
    await t.db
      .update(schema.otpLocks)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.otpLocks.mobile, mobile));
    expect((await client.login(mobile, code)).statusCode).toBe(422);
    const fresh = await client.freshCode(mobile);
    expect((await client.login(mobile, fresh)).statusCode).toBe(200);
  });

  it("counts parallel wrong guesses one by one", async () => {
    const mobile = newMobile();
    const wrong = wrongCode(await client.freshCode(mobile));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.login(mobile, wrong)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const [row] = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
    expect(row?.invalidatedAt).toBeInstanceOf(Date);
  });

  it("signs in once when the same code arrives twice at the same moment", async () => {
    const mobile = newMobile();
    const code = await client.freshCode(mobile);
    const answers = await Promise.all([client.login(mobile, code), client.login(mobile, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const users = await t.db.select().from(schema.users).where(eq(schema.users.mobile, mobile));
    expect(users).toHaveLength(1);
  });

  it("sends one code when several sends arrive at the same moment", async () => {
    const mobile = newMobile();
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.sendCode(mobile)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const rows = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, mobile));
    expect(rows).toHaveLength(1);
  });

  it("caps a number at 10 codes in 24 hours", async () => {
    const mobile = newMobile();
    // Ten sends over the last day, the oldest 23 hours ago; one from yesterday no longer counts.
    await pastSends([
      { mobile, ip: "198.51.100.20", hoursAgo: 25 },
      ...Array.from({ length: 10 }, (_, index) => ({
        mobile,
        ip: "198.51.100.20",
        hoursAgo: 23 - index * 2,
      })),
    ]);
    const capped = await client.sendCode(mobile, { ip: "198.51.100.21" });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().messages).toEqual({
      en: "This number has received too many codes today; please try again tomorrow.",
      fa: "امروز کدهای زیادی به این شماره فرستاده شده است؛ لطفاً فردا دوباره تلاش کنید.",
    });
    // The oldest of the ten leaves the window in about an hour.
    const retryAfter = Number(capped.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Once the oldest send is more than a day old, the number may receive a code again.
    await ageCodes(mobile, 3600);
    expect((await client.sendCode(mobile, { ip: "198.51.100.21" })).statusCode).toBe(200);
  });

  it("caps an IP at 50 codes in 24 hours, whatever the numbers", async () => {
    const ip = "203.0.113.50";
    await pastSends(
      Array.from({ length: 50 }, (_, index) => ({
        mobile: `0937${String(index).padStart(7, "0")}`,
        ip,
        hoursAgo: 1,
      })),
    );
    const capped = await client.sendCode(newMobile(), { ip });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().messages).toEqual({
      en: "Too many codes were requested from your network today; please try again tomorrow.",
      fa: "امروز کدهای زیادی از شبکهٔ شما درخواست شده است؛ لطفاً فردا دوباره تلاش کنید.",
    });
    expect(Number(capped.headers["retry-after"])).toBeGreaterThan(22 * 3600);

    expect((await client.sendCode(newMobile(), { ip: "203.0.113.51" })).statusCode).toBe(200);
    const sentFromCappedIp = await t.db
      .select()
      .from(schema.otpCodes)
      .where(and(eq(schema.otpCodes.ip, ip), sql`${schema.otpCodes.usedAt} is null`));
    expect(sentFromCappedIp).toHaveLength(0);
  });
});
