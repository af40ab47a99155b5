import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { otpRules, toPersianDigits } from "@kesht/contracts";

/** A uniformly random code, leading zeros included ("004271"). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** otpRules.codeLength)).padStart(otpRules.codeLength, "0");
}

/**
 * The HMAC of the code, bound to the number. Six digits are quickly guessed from a bare hash;
 * with the server's secret key a copy of the table alone reveals nothing.
 */
export function hashCode(secret: string, mobile: string, code: string): string {
  return createHmac("sha256", secret).update(`${mobile}:${code}`).digest("hex");
}

export function codeMatches(secret: string, mobile: string, code: string, storedHash: string) {
  const given = Buffer.from(hashCode(secret, mobile, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The HMAC key: OTP_SECRET, which production requires. Elsewhere a key derived from the data
 * directory, so development needs no setup and two local installs still differ.
 */
export function otpSecret(config: { OTP_SECRET?: string; dataDir: string }): string {
  return (
    config.OTP_SECRET ??
    createHash("sha256").update(`kesht-development-otp:${config.dataDir}`).digest("hex")
  );
}

/** English first (it renders left to right on every phone), then Persian with Persian digits. */
export function codeText(code: string): string {
  const minutes = otpRules.codeTtlSeconds / 60;
  return [
    `Kesht code: ${code} (valid ${minutes} minutes)`,
    `کد ورود کشت: ${toPersianDigits(code)} (${toPersianDigits(String(minutes))} دقیقه اعتبار دارد)`,
  ].join("\n");
}

/** The toast after sending: names the number, so a typo is noticed before the SMS is awaited. */
export function codeSentMessages(mobile: string) {
  return {
    en: `We sent a code to ${mobile}.`,
    fa: `کد ورود به شمارهٔ ${toPersianDigits(mobile)} فرستاده شد.`,
  };
}
