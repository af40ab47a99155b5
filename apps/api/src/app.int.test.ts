import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test/app";
import { signIn } from "./test/sign-in";

describe("API platform", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { WEB_ORIGIN: "https://kesht.example", RATE_LIMIT_MAX: "1000" },
      extend(app) {
        app.get("/api/v1/__boom", async () => {
          throw new Error("secret connection string postgres://user:pw@db");
        });
        app.post(
          "/api/v1/__echo",
          { schema: { body: z.strictObject({ name: z.string().min(1), age: z.number().int() }) } },
          async (request) => ({ status: "success", data: request.body }),
        );
      },
    });
  });
  afterAll(() => t.close());

  it("answers health to anyone without saying which build or database runs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "success",
      message: "",
      messages: { fa: "", en: "" },
      errors: { fa: {}, en: {} },
      data: { ok: true },
    });
  });

  it("tells an admin the version, database kind and uptime, and nobody else", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/health" })).statusCode).toBe(
      401,
    );
    const customer = await signIn(t.app, { role: "customer" });
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/health",
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
    const admin = await signIn(t.app, { role: "admin" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/health",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ok: true, version: "0.0.0-test" });
    expect(response.json().data.database).toBe(
      process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    );
    expect(response.json().data.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it("gives every response a request id, and keeps one sent by the proxy", async () => {
    const fresh = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-request-id": "from-proxy-123" },
    });
    expect(kept.headers["x-request-id"]).toBe("from-proxy-123");
  });

  it("answers an unknown route with a 404 envelope in both languages", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: "error",
      message: "This address does not exist.",
      messages: { en: "This address does not exist.", fa: "این نشانی وجود ندارد." },
      errors: { fa: {}, en: {} },
      data: null,
    });
  });

  it("hides the internals of a bug behind a 500 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/__boom" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.status).toBe("error");
    expect(body.messages.en).toBe("Something went wrong on our side. Please try again.");
    expect(body.messages.fa).toBeTruthy();
    expect(response.body).not.toContain("postgres://");
    expect(response.body).not.toContain("stack");
  });

  it("returns field errors in both languages for an invalid body", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/__echo",
      payload: { name: "", age: "old", extra: 1 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe("error");
    expect(body.messages.en).toBe("Please check the highlighted fields.");
    expect(body.errors.en).toEqual({
      name: "This field is required.",
      age: "Please enter a valid number.",
      extra: "This field is not accepted.",
    });
    expect(body.errors.fa).toEqual({
      name: "این فیلد الزامی است.",
      age: "لطفاً یک عدد معتبر وارد کنید.",
      extra: "این فیلد پذیرفته نمی‌شود.",
    });
  });

  it("answers malformed JSON with a 400 envelope", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/__echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: "error",
      messages: { en: "The request could not be understood." },
      data: null,
    });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/__echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(1024 * 1024 + 10), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().messages.en).toBe("The request is too large.");
  });

  it("sets security headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    // Without HTTPS (COOKIE_SECURE unset) no HSTS: a browser would refuse the plain-HTTP site.
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS with COOKIE_SECURE", async () => {
    const secure = await createTestApp({ seed: false, env: { COOKIE_SECURE: "true" } });
    try {
      const sent = await secure.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(sent.headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      await secure.close();
    }
  });

  it("allows CORS for the web origin only", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v1/countries",
      headers: { origin: "https://kesht.example", "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://kesht.example");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");

    const refused = await t.app.inject({
      method: "OPTIONS",
      url: "/api/v1/countries",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("serves the OpenAPI document generated from the schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/health",
        "/api/v1/countries",
        "/api/v1/provinces",
        "/api/v1/cities",
        "/api/v1/convert/usd-to-rial",
        "/api/v1/convert/usd-to-aed",
        "/api/v1/Base/Category",
      ]),
    );
    const provinces = document.paths["/api/v1/provinces"].get;
    expect(provinces.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "country_id", in: "query" })]),
    );
    const page = await t.app.inject({ method: "GET", url: "/api/v1/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe("rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: "3" } });
  });
  afterAll(() => t.close());

  it("answers 429 with the envelope and Retry-After once a client is over the limit", async () => {
    const statuses: number[] = [];
    let last = await t.app.inject({ method: "GET", url: "/api/v1/countries" });
    statuses.push(last.statusCode);
    for (let i = 0; i < 3; i += 1) {
      last = await t.app.inject({ method: "GET", url: "/api/v1/countries" });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.headers["retry-after"]).toBeDefined();
    expect(last.json()).toMatchObject({
      status: "error",
      messages: { en: "Too many requests; please wait a moment and try again." },
      data: null,
    });
  });
});
