import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { configProblems as problems, productionEnv as production } from "../../test/config";

/** The SMS and sign-in settings, and what production refuses. */
describe("sign-in configuration", () => {
  it("defaults to the development outbox and plain-HTTP cookies", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      SMS_PROVIDER: "outbox",
      COOKIE_SECURE: false,
      OTP_DAILY_SENDS_PER_IP: 50,
      KAVENEGAR_BASE_URL: "https://api.kavenegar.com",
      SMS_TIMEOUT_MS: 10_000,
    });
    expect(config.OTP_SECRET).toBeUndefined();
  });

  it("accepts a complete production setup", () => {
    expect(problems(production)).toBe("");
    expect(loadConfig({ ...production, COOKIE_SECURE: "true" }).COOKIE_SECURE).toBe(true);
  });

  it("refuses the outbox and a missing OTP secret in production", () => {
    const message = problems({ ...production, SMS_PROVIDER: "outbox", OTP_SECRET: "" });
    expect(message).toContain("OTP_SECRET: is required in production");
    expect(message).toContain("SMS_PROVIDER: outbox only keeps texts in the database");
  });

  it("asks for the Kavenegar key with Kavenegar, and a long enough OTP secret", () => {
    expect(problems({ SMS_PROVIDER: "kavenegar" })).toContain(
      "KAVENEGAR_API_KEY: is required when SMS_PROVIDER=kavenegar",
    );
    expect(problems({ OTP_SECRET: "short" })).toContain(
      "OTP_SECRET: must be at least 32 characters",
    );
    expect(problems({ SMS_PROVIDER: "twilio" })).toContain("SMS_PROVIDER");
  });

  it("reads the SMS quiet hours, or none, and refuses hours it can't read", () => {
    expect(loadConfig({}).SMS_QUIET_HOURS).toBeUndefined();
    expect(loadConfig({ SMS_QUIET_HOURS: "21-07" }).SMS_QUIET_HOURS).toEqual({
      from: 21,
      until: 7,
    });
    expect(loadConfig({ SMS_QUIET_HOURS: "off" }).SMS_QUIET_HOURS).toBeNull();
    expect(problems({ SMS_QUIET_HOURS: "25-7" })).toContain("SMS_QUIET_HOURS");
    expect(problems({ SMS_QUIET_HOURS: "8-08" })).toContain("the hours must differ");
  });
});
