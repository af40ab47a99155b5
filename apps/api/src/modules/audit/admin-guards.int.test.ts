import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn, signInSeller } from "../../test/sign-in";

/**
 * Every `/admin` endpoint, read from the app's own route list (its OpenAPI document), refuses
 * anonymous callers (401) and customers, shops and drivers (403) before it reads anything:
 * a route added later is covered without touching this file.
 */
/** The admins' door (auth.routes: the same three routes every role's door has). */
const doorPaths = ["/api/v1/admin/Logout", "/api/v1/admin/login", "/api/v1/admin/login/code/send"];
const isSignInDoor = (path: string) => doorPaths.includes(path);

describe("every /admin endpoint is for admins only", () => {
  let t: TestApp;
  let adminRoutes: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    adminRoutes = Object.entries(document.paths)
      // The admins' sign-in door is open to everyone, as every role's door is.
      .filter(([path]) => path.startsWith("/api/v1/admin/") && !isSignInDoor(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
          .map((method) => ({
            method: method.toUpperCase(),
            // Any id will do: the guard answers before the route looks it up.
            url: path.replace(/\{[^}]+\}/g, "1"),
          })),
      );
  });
  afterAll(() => t.close());

  it("finds the admin routes", () => {
    // The console's lists and actions: far more than a handful; a broken filter finds none.
    expect(adminRoutes.length).toBeGreaterThan(15);
    expect(adminRoutes).toContainEqual({ method: "GET", url: "/api/v1/admin/people" });
    expect(adminRoutes).toContainEqual({ method: "POST", url: "/api/v1/admin/people/1/block" });
    // The door's paths exist as named: a renamed door would otherwise skip nothing silently.
    const document = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter(isSignInDoor).sort()).toEqual(doorPaths);
  });

  it("answers 401 without a session", async () => {
    for (const route of adminRoutes) {
      const response = await t.app.inject({
        ...route,
        method: route.method as "GET",
        headers: { origin: t.app.sessionSettings.webOrigins[0] ?? "" },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to customers, shops and drivers", async () => {
    const people = [
      await signIn(t.app, { role: "customer" }),
      await signInSeller(t.app),
      await signIn(t.app, { role: "driver" }),
      // Signed in, no role registered yet.
      await signIn(t.app, { role: null }),
    ];
    for (const person of people) {
      for (const route of adminRoutes) {
        const response = await t.app.inject({
          ...route,
          method: route.method as "GET",
          headers: person.headers,
        });
        expect(response.statusCode, `${person.user.role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
