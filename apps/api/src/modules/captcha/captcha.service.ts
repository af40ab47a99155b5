import { createHmac, randomBytes } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { z } from "zod";

/**
 * "I'm not a robot" as a self-hosted ALTCHA proof of work (ARCHITECTURE §2): the browser
 * searches for a counter whose SHA-256 matches a signed prefix. The counter is drawn from
 * this range, so a browser tries at most 40 000 hashes: well under a second with the widget's
 * workers, yet a cost per submission for a script sending thousands.
 */
const counterRange = { min: 5_000, max: 40_000 } as const;
const challengeTtlMs = 10 * 60 * 1000;

export interface CaptchaOptions {
  hmacKey: string;
  /**
   * Records a solved challenge's signature until it expires; false when it was recorded
   * before. Shared by every instance (captcha.repo.ts), so a solution is accepted once in all.
   */
  claimSignature: (signature: string, expiresAt: Date) => Promise<boolean>;
  /** For tests that need time to pass. */
  now?: () => number;
}

export interface Captcha {
  /** A signed challenge, exactly what the widget's `challengeurl` expects. */
  createChallenge(): Promise<Challenge>;
  /**
   * True once per solved, unexpired challenge signed with our key; false for anything else,
   * including a second use of the same solution.
   */
  verifyCaptcha(payload: string): Promise<boolean>;
}

/** What the widget submits, base64-encoded JSON: the challenge it got and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

function decodePayload(payload: string) {
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const now = options.now ?? Date.now;
  const hmacSignatureSecret = options.hmacKey;
  // A second key, derived from the first, signs the expected answer so a check costs one HMAC.
  const hmacKeySignatureSecret = createHmac("sha256", options.hmacKey)
    .update("altcha-key-signature")
    .digest("hex");

  return {
    createChallenge() {
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(counterRange.max, counterRange.min),
        deriveKey,
        expiresAt: Math.floor((now() + challengeTtlMs) / 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async verifyCaptcha(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const expiresAtMs = decoded.challenge.parameters.expiresAt * 1000;
      if (expiresAtMs <= now()) return false;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        // A malformed challenge (a made-up algorithm, odd hex) is just a failed check.
        return false;
      }
      // Claimed only once verified, so made-up payloads cannot fill the memory.
      return verified && options.claimSignature(decoded.challenge.signature, new Date(expiresAtMs));
    },
  };
}

/** A key for processes without ALTCHA_HMAC_KEY (development, tests; production refuses). */
export function ephemeralCaptchaKey(): string {
  return randomBytes(32).toString("hex");
}

export { purgeExpiredSignatures } from "./captcha.repo";
