import {
  type Role,
  SESSION_COOKIE,
  type SellerReviewStatus,
  type SessionUser,
} from "@kesht/contracts";
import type { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { afterAll, beforeAll, expect } from "vitest";
import type { App } from "../app";
import { createSession, toSessionUser } from "../modules/auth/session.service";
import { createTestApp, type TestApp } from "./app";

type Registration = SessionUser["registration"];

/**
 * Signs a new person in for a test, acting in `role`: the user row straight from the factory,
 * the session through the same code sign-in uses. `headers` is ready for `app.inject`; it carries the
 * web app's Origin so that writes pass the cookie Origin check.
 */
export async function signIn(
  app: App,
  options: {
    role: Role | null;
    mobile?: string;
    /** Defaults to "complete" for a role and "none" without one. */
    registration?: Registration;
    name?: string;
    email?: string;
  },
): Promise<{
  user: SessionUser;
  token: string;
  cookie: string;
  headers: Record<string, string>;
}> {
  const row = await factories.createUser(app.db, {
    role: options.role,
    registration: options.registration ?? (options.role ? "complete" : "none"),
    ...(options.mobile ? { mobile: options.mobile } : {}),
    name: options.name ?? (options.role ? "Test Person" : null),
    email: options.email ?? (options.role ? "person@example.com" : null),
  });
  const { token } = await createSession(app.db, {
    userId: row.id,
    role: options.role,
    userAgent: "vitest",
  });
  const cookie = `${SESSION_COOKIE}=${token}`;
  const held = options.role
    ? [
        {
          role: options.role,
          registration:
            row.registration === "shop_step1" ? ("shop_step1" as const) : ("complete" as const),
        },
      ]
    : [];
  return {
    user: toSessionUser(row, held, options.role),
    token,
    cookie,
    headers: { cookie, origin: webOrigin(app) },
  };
}

/** The first configured web origin, the one a browser on the web app would send. */
export function webOrigin(app: App): string {
  const [origin] = app.sessionSettings.webOrigins;
  if (!origin) throw new Error("WEB_ORIGIN has no origin");
  return origin;
}

/**
 * A signed-in seller with a shop, straight from the factories (registration is tested in the
 * sellers module; other modules only need a shop in a given review state). Approved unless
 * `reviewStatus` says otherwise.
 */
export async function signInSeller(
  app: App,
  options: {
    reviewStatus?: SellerReviewStatus;
    shop?: Partial<typeof schema.sellers.$inferInsert>;
  } = {},
) {
  const person = await signIn(app, { role: "seller" });
  const shop = await factories.createSeller(app.db, {
    ...options.shop,
    userId: person.user.id,
    reviewStatus: options.reviewStatus ?? "approved",
  });
  return { ...person, shop };
}

export type SignedIn = Awaited<ReturnType<typeof signIn>>;

/** A customer's page of the API: nobody signed in is refused with 401, a shop with 403. */
export async function expectCustomersOnly(app: App, urls: { anonymous: string; seller: string }) {
  const anonymous = await app.inject({ method: "GET", url: `/api/v1${urls.anonymous}` });
  expect(anonymous.statusCode).toBe(401);
  const seller = await signInSeller(app);
  const asSeller = await app.inject({
    method: "GET",
    url: `/api/v1${urls.seller}`,
    headers: seller.headers,
  });
  expect(asSeller.statusCode).toBe(403);
}

/**
 * The setup of the admin console's tests: before the file's tests, a test app with an admin
 * signed in, handed to `opened`; after them, the app closed.
 */
export function withAdminTestApp(
  options: Parameters<typeof createTestApp>[0],
  opened: (setup: { t: TestApp; admin: SignedIn }) => void,
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    opened({ t, admin: await signIn(t.app, { role: "admin" }) });
  });
  afterAll(() => t?.close());
}
