import { SESSION_COOKIE } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";
import { signIn } from "../test/sign-in";
import { requireRole } from "./session";

const webOrigin = "https://kesht.example";

describe("sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { WEB_ORIGIN: `${webOrigin},https://www.kesht.example`, RATE_LIMIT_MAX: "10000" },
      extend(app) {
        // Routes that exist only for this file: one per guard shape.
        app.get(
          "/api/v1/__me",
          { onRequest: requireRole("customer", "seller", "driver", "admin", "unregistered") },
          async (request) => ({ user: request.user, sessionId: request.sessionId }),
        );
        app.post(
          "/api/v1/__customer-write",
          { onRequest: requireRole("customer") },
          async (request) => ({ id: request.user?.id }),
        );
        app.post(
          "/api/v1/__unregistered-only",
          { onRequest: requireRole("unregistered") },
          async (request) => ({ id: request.user?.id }),
        );
        app.post("/api/v1/__open-write", async (request) => ({ user: request.user }));
      },
    });
  });
  afterAll(() => t.close());

  it("signs a test user in through a real session row", async () => {
    const { user, headers, token } = await signIn(t.app, { role: "customer" });
    expect(headers.origin).toBe(webOrigin);
    expect(headers.cookie).toBe(`${SESSION_COOKIE}=${token}`);
    const response = await t.app.inject({ method: "GET", url: "/api/v1/__me", headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toEqual(user);
    expect(user).toMatchObject({ role: "customer", registration: "complete" });

    // Only the SHA-256 of the token is stored.
    const rows = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it("answers 401 in both languages without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/__me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: "error",
      messages: { en: "Please sign in to continue.", fa: "لطفاً برای ادامه وارد شوید." },
      data: null,
    });
  });

  it("answers 401 to a forged token, by cookie or by bearer", async () => {
    const forged = "A".repeat(43);
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/v1/__me",
      headers: { cookie: `${SESSION_COOKIE}=${forged}` },
    });
    expect(byCookie.statusCode).toBe(401);
    const byBearer = await t.app.inject({
      method: "GET",
      url: "/api/v1/__me",
      headers: { authorization: "Bearer not-even-the-right-shape" },
    });
    expect(byBearer.statusCode).toBe(401);
  });

  it("answers 401 once the session has expired or was revoked", async () => {
    const expired = await signIn(t.app, { role: "customer" });
    await t.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, expired.user.id));
    const afterExpiry = await t.app.inject({
      method: "GET",
      url: "/api/v1/__me",
      headers: expired.headers,
    });
    expect(afterExpiry.statusCode).toBe(401);

    const revoked = await signIn(t.app, { role: "customer" });
    await t.db
      .update(schema.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(schema.sessions.userId, revoked.user.id));
    const afterRevoke = await t.app.inject({
      method: "GET",
      url: "/api/v1/__me",
      headers: revoked.headers,
    });
    expect(afterRevoke.statusCode).toBe(401);
  });

  it("accepts a bearer token instead of the cookie", async () => {
    const { token, user } = await signIn(t.app, { role: "seller" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/__me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it("answers 403 to a role the route does not allow", async () => {
    const seller = await signIn(t.app, { role: "seller" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/__customer-write",
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messages.en).toBe("You do not have access to this.");
  });

  it('lets "unregistered" match exactly the signed-in people without a role', async () => {
    const newcomer = await signIn(t.app, { role: null });
    expect(newcomer.user).toMatchObject({ role: null, registration: "none" });
    const allowed = await t.app.inject({
      method: "POST",
      url: "/api/v1/__unregistered-only",
      headers: newcomer.headers,
    });
    expect(allowed.statusCode).toBe(200);

    const customer = await signIn(t.app, { role: "customer" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/__unregistered-only",
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  describe("Origin check on writes carried by the cookie", () => {
    it("accepts each configured web origin", async () => {
      const { headers } = await signIn(t.app, { role: "customer" });
      for (const origin of [webOrigin, "https://www.kesht.example"]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/v1/__customer-write",
          headers: { ...headers, origin },
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it("refuses another origin and a missing one with 403 in both languages", async () => {
      const { cookie } = await signIn(t.app, { role: "customer" });
      const foreign = await t.app.inject({
        method: "POST",
        url: "/api/v1/__customer-write",
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({
        status: "error",
        messages: {
          en: expect.stringContaining("did not come from the Kesht website"),
          fa: expect.stringContaining("وب‌سایت کشت"),
        },
      });

      const missing = await t.app.inject({
        method: "POST",
        url: "/api/v1/__customer-write",
        headers: { cookie },
      });
      expect(missing.statusCode).toBe(403);
    });

    it("refuses a foreign write even when the cookie no longer opens a session", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/__open-write",
        headers: { cookie: `${SESSION_COOKIE}=${"B".repeat(43)}`, origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(403);
    });

    it("does not apply to reads, to requests without the cookie, or to bearer tokens", async () => {
      const { cookie, token } = await signIn(t.app, { role: "customer" });
      const read = await t.app.inject({
        method: "GET",
        url: "/api/v1/__me",
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(read.statusCode).toBe(200);

      const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/__open-write" });
      expect(anonymous.statusCode).toBe(200);

      const bearer = await t.app.inject({
        method: "POST",
        url: "/api/v1/__customer-write",
        headers: { authorization: `Bearer ${token}`, origin: "https://evil.example" },
      });
      expect(bearer.statusCode).toBe(200);
    });
  });

  it("records last_seen_at at most once every five minutes", async () => {
    const { user, headers } = await signIn(t.app, { role: "customer" });
    const lastSeen = async () => {
      const [row] = await t.db
        .select({ lastSeenAt: schema.sessions.lastSeenAt })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, user.id));
      return row?.lastSeenAt.getTime() ?? 0;
    };
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.db
      .update(schema.sessions)
      .set({ lastSeenAt: tenMinutesAgo })
      .where(eq(schema.sessions.userId, user.id));

    await t.app.inject({ method: "GET", url: "/api/v1/__me", headers });
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan(tenMinutesAgo.getTime());

    await t.app.inject({ method: "GET", url: "/api/v1/__me", headers });
    expect(await lastSeen()).toBe(touched);
  });
});
