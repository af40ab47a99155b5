import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { accepted, startFakeKavenegar } from "../../lib/sms/fake-kavenegar-server";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";

/** Sign-in codes through a real SMS provider, faked at the HTTP edge. */
describe("sign-in codes sent through Kavenegar", () => {
  let fake: Awaited<ReturnType<typeof startFakeKavenegar>>;
  let t: TestApp;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    fake = await startFakeKavenegar();
    t = await createTestApp({
      seed: false,
      env: {
        SMS_PROVIDER: "kavenegar",
        KAVENEGAR_API_KEY: "kavenegar-test-key",
        KAVENEGAR_SENDER: "10004346",
        KAVENEGAR_BASE_URL: fake.baseUrl,
        // Generous: on a busy test machine the fake on this host once took over half a second
        // to answer, and the sign-in failed with the 503 a slow provider gets.
        SMS_TIMEOUT_MS: "5000",
      },
    });
    client = authClient(t);
  });
  afterEach(() => {
    fake.calls.length = 0;
    fake.answerWith(accepted);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("delivers the bilingual text, and the code in it signs in", async () => {
    const mobile = "09390000001";
    const sent = await client.sendCode(mobile);
    expect(sent.statusCode).toBe(200);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.path).toBe("/v1/kavenegar-test-key/sms/send.json");
    const form: Record<string, string> = fake.calls[0]?.form ?? {};
    expect(form.receptor).toBe(mobile);
    expect(form.sender).toBe("10004346");
    const code = /Kesht code: (\d{6})/.exec(form.message ?? "")?.[1] ?? "";
    expect(form.message).toContain("کد ورود کشت");

    // Nothing goes to the development outbox when a real provider is configured.
    const outbox = await t.db
      .select()
      .from(schema.smsOutbox)
      .where(eq(schema.smsOutbox.mobile, mobile));
    expect(outbox).toHaveLength(0);

    expect((await client.login(mobile, code)).statusCode).toBe(200);
  });

  it("answers 503 when the provider refuses, and lets the person retry at once", async () => {
    const mobile = "09390000002";
    fake.answerWith((_call, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ return: { status: 418, message: "credit" } }));
    });
    const failed = await client.sendCode(mobile);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().messages).toEqual({
      en: "We could not send the code just now; please try again in a minute.",
      fa: "در حال حاضر نتوانستیم کد را بفرستیم؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.",
    });
    // The code nobody received is forgotten: no cooldown, no place in the daily cap.
    const rows = await t.db
      .select()
      .from(schema.otpCodes)
      .where(eq(schema.otpCodes.mobile, mobile));
    expect(rows).toHaveLength(0);

    fake.answerWith(accepted);
    expect((await client.sendCode(mobile)).statusCode).toBe(200);
  });

  it("answers 503 when the provider does not answer in time", async () => {
    fake.answerWith(() => {
      // Never answers.
    });
    const failed = await client.sendCode("09390000003");
    expect(failed.statusCode).toBe(503);
  });
});
