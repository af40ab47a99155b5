import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

/**
 * The per-IP daily cap on sign-in codes (ARCHITECTURE §10) holds only if the caller cannot
 * choose the address it is counted under: X-Forwarded-For is believed only from TRUST_PROXY
 * (by default loopback, where the web server runs and writes the header from the real peer).
 */
describe("the client address behind the per-IP code cap", () => {
  let t: TestApp;
  let sequence = 0;
  const newMobile = () => `0938${String(++sequence).padStart(7, "0")}`;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: "10000" } });
  });
  afterAll(() => t.close());

  const send = (peer: string, forwardedFor: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/customer/login/code/send",
      payload: { mobile: newMobile() },
      remoteAddress: peer,
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("counts a caller that is not a trusted proxy by its own address, whatever it forwards", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 52; index += 1) {
      statuses.push((await send("203.0.113.80", `198.51.100.${index + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(statuses.slice(50)).toEqual([429, 429]);
  });

  it("believes the address the web server forwards from loopback", async () => {
    // The capped caller above, named by the web server: still capped.
    expect((await send("127.0.0.1", "203.0.113.80")).statusCode).toBe(429);
    // Another visitor behind the same web server is counted on their own.
    expect((await send("127.0.0.1", "203.0.113.81")).statusCode).toBe(200);
  });

  it("trusts no one with TRUST_PROXY=false", async () => {
    const strict = await createTestApp({
      seed: false,
      env: { TRUST_PROXY: "false" },
      extend: (app) => app.get("/test/ip", async (request) => ({ ip: request.ip })),
    });
    try {
      const answer = await strict.app.inject({
        method: "GET",
        url: "/test/ip",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "198.51.100.200" },
      });
      expect(answer.json()).toEqual({ ip: "127.0.0.1" });
    } finally {
      await strict.close();
    }
  });
});
