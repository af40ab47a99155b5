import { describe, expect, it } from "vitest";
import { solvePayload } from "../../test/captcha";
import { type CaptchaOptions, createCaptcha as createCaptchaWith } from "./captcha.service";

const key = "k".repeat(64);

/**
 * The captcha with a replay memory of its own (the app's is the database table, shared by
 * every instance: scale-out.int.test.ts).
 */
function createCaptcha(options: Omit<CaptchaOptions, "claimSignature">) {
  const used = new Set<string>();
  return createCaptchaWith({
    ...options,
    claimSignature: async (signature) => used.size < used.add(signature).size,
  });
}

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
}
function encode(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

describe("the ALTCHA captcha", () => {
  it("issues signed SHA-256 challenges that expire in 10 minutes", async () => {
    const now = Date.UTC(2026, 0, 1);
    const challenge = await createCaptcha({ hmacKey: key, now: () => now }).createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1 });
    expect(challenge.parameters.expiresAt).toBe(now / 1000 + 600);
  });

  it("accepts a solution once and refuses it the second time", async () => {
    const captcha = createCaptcha({ hmacKey: key });
    const payload = await solvePayload(await captcha.createChallenge());
    expect(await captcha.verifyCaptcha(payload)).toBe(true);
    expect(await captcha.verifyCaptcha(payload)).toBe(false);
  });

  it("refuses a wrong answer", async () => {
    const captcha = createCaptcha({ hmacKey: key });
    const payload = decode(await solvePayload(await captcha.createChallenge()));
    // The derived key is the proof of work (the counter only led to it).
    const key64: string = payload.solution.derivedKey;
    payload.solution.derivedKey = key64.slice(0, -1) + (key64.endsWith("0") ? "1" : "0");
    expect(await captcha.verifyCaptcha(encode(payload))).toBe(false);
  });

  it("refuses a challenge whose parameters were changed (an easier prefix)", async () => {
    const captcha = createCaptcha({ hmacKey: key });
    const payload = decode(await solvePayload(await captcha.createChallenge()));
    payload.challenge.parameters.keyPrefix = "00";
    expect(await captcha.verifyCaptcha(encode(payload))).toBe(false);
  });

  it("refuses a challenge signed with another key", async () => {
    const theirs = createCaptcha({ hmacKey: "x".repeat(64) });
    const payload = await solvePayload(await theirs.createChallenge());
    expect(await createCaptcha({ hmacKey: key }).verifyCaptcha(payload)).toBe(false);
  });

  it("refuses a solution after the challenge expired", async () => {
    let now = Date.now();
    const captcha = createCaptcha({ hmacKey: key, now: () => now });
    const payload = await solvePayload(await captcha.createChallenge());
    now += 10 * 60 * 1000 + 1000;
    expect(await captcha.verifyCaptcha(payload)).toBe(false);
  });

  it.each(["", "not base64 at all!", encode({ hello: "world" }), encode([1, 2, 3])])(
    "refuses the malformed payload %j",
    async (payload) => {
      expect(await createCaptcha({ hmacKey: key }).verifyCaptcha(payload)).toBe(false);
    },
  );
});
