import { schema } from "@kesht/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("development outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("lists the texts sent to one number, newest first", async () => {
    for (const mobile of ["09380000001", "09380000002"]) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/v1/customer/login/code/send",
        payload: { mobile },
      });
      expect(sent.statusCode).toBe(200);
    }
    // Persian digits work here too, as everywhere a number is typed.
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/dev/outbox?mobile=${encodeURIComponent("۰۹۳۸۰۰۰۰۰۰۱")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const texts = response.json().data as { mobile: string; text: string; created_at: string }[];
    expect(texts).toHaveLength(1);
    expect(texts[0]).toEqual({
      mobile: "09380000001",
      text: expect.stringMatching(/^Kesht code: \d{6}/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // A second text, an hour later in the outbox's clock, comes first.
    await t.db.insert(schema.smsOutbox).values({
      mobile: "09380000001",
      text: "later",
      createdAt: new Date(Date.now() + 3600_000),
    });
    const again = await t.app.inject({
      method: "GET",
      url: "/api/v1/dev/outbox?mobile=09380000001",
    });
    expect((again.json().data as { text: string }[]).map((row) => row.text)).toEqual([
      "later",
      texts[0]?.text,
    ]);
  });

  it("asks for a valid number", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/dev/outbox?mobile=123" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.en.mobile).toBeTruthy();
  });
});

describe("development outbox in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        NODE_ENV: "production",
        OTP_SECRET: "p".repeat(40),
        SMS_PROVIDER: "kavenegar",
        KAVENEGAR_API_KEY: "unused-in-this-test",
        // Production requires the other modules' secrets as well.
        ALTCHA_HMAC_KEY: "a".repeat(40),
      },
    });
  });
  afterAll(() => t.close());

  it("does not exist", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/dev/outbox?mobile=09380000001",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().messages.en).toBe("This address does not exist.");
  });
});
