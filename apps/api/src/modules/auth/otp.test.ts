import { describe, expect, it } from "vitest";
import { codeMatches, codeText, generateCode, hashCode, otpSecret } from "./otp";

const secret = "s".repeat(40);

describe("one-time codes", () => {
  it("are six digits, leading zeros included, and not all alike", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    // Leading zeros are kept: about one code in ten starts with 0.
    expect(codes.filter((code) => code.startsWith("0")).length).toBeGreaterThan(100);
  });

  it("are stored as an HMAC bound to the number and the key", () => {
    const hash = hashCode(secret, "09121234567", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(secret, "09121234568", "123456")).not.toBe(hash);
    expect(hashCode("k".repeat(40), "09121234567", "123456")).not.toBe(hash);
    expect(codeMatches(secret, "09121234567", "123456", hash)).toBe(true);
    expect(codeMatches(secret, "09121234567", "123457", hash)).toBe(false);
    expect(codeMatches(secret, "09121234567", "123456", "not-a-hash")).toBe(false);
  });

  it("use OTP_SECRET when given and a per-installation key otherwise", () => {
    expect(otpSecret({ OTP_SECRET: secret, dataDir: "/a" })).toBe(secret);
    const a = otpSecret({ dataDir: "/srv/a" });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(otpSecret({ dataDir: "/srv/a" })).toBe(a);
    expect(otpSecret({ dataDir: "/srv/b" })).not.toBe(a);
  });

  it("are texted in English and in Persian with Persian digits", () => {
    expect(codeText("012345")).toBe(
      "Kesht code: 012345 (valid 2 minutes)\nکد ورود کشت: ۰۱۲۳۴۵ (۲ دقیقه اعتبار دارد)",
    );
  });
});
