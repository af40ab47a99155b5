import cookie, { type CookieSerializeOptions } from "@fastify/cookie";
import {
  ROLE_HINT_COOKIE,
  type Role,
  SESSION_COOKIE,
  type SessionUser,
  sessionTtlDays,
} from "@kesht/contracts";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { createSession, resolveSession, revokeSession } from "../modules/auth/session.service";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    user: SessionUser | null;
    /** The id of the session row behind `user`, so logout can revoke exactly it. */
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers the same whoever asks (reference data, cached reads): a GET to it does
     * not look its session up. Writes always do, and a cookie write still has its Origin checked.
     */
    sessionless?: boolean;
  }
  interface FastifyInstance {
    /** What the session helpers need from the configuration. */
    sessionSettings: { secureCookies: boolean; webOrigins: readonly string[] };
  }
}

/** Methods a browser may send cross-site without a preflight and that must change nothing. */
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function cookieOptions(app: FastifyInstance, httpOnly: boolean): CookieSerializeOptions {
  return {
    path: "/",
    sameSite: "lax",
    httpOnly,
    secure: app.sessionSettings.secureCookies,
    maxAge: sessionTtlDays * 24 * 60 * 60,
  };
}

/**
 * Sessions: resolves `request.user` from the `kesht_session` cookie (the web app) or an
 * `Authorization: Bearer` token (other clients), and refuses cookie-borne writes from
 * origins other than the web app's, because a cookie is sent by the browser on its own.
 */
export default fp(
  async function session(app: FastifyInstance, options: { config: Config }) {
    const webOrigins = options.config.WEB_ORIGIN.map((url) => new URL(url).origin);
    const allowedOrigins = new Set(webOrigins);

    await app.register(cookie);
    app.decorate("sessionSettings", {
      secureCookies: options.config.COOKIE_SECURE,
      webOrigins,
    });
    app.decorateRequest("user", null);
    app.decorateRequest("sessionId", null);

    // A callback hook: an anonymous request (no cookie, no token) returns at once, without the
    // promise an async hook costs on every request.
    app.addHook("onRequest", (request, _reply, done) => {
      const { cookie, authorization } = request.headers;
      if (!cookie && !authorization) return done();
      if (request.routeOptions.config.sessionless && safeMethods.has(request.method)) return done();
      identify(request).then(() => done(), done);
    });

    const identify = async (request: FastifyRequest) => {
      const bearer = bearerToken(request);
      // A bearer token must be attached by script, which another site cannot do without
      // passing CORS; only the cookie needs the Origin check.
      const cookieToken = bearer ? null : (request.cookies[SESSION_COOKIE] ?? null);

      if (cookieToken && !safeMethods.has(request.method)) {
        const origin = request.headers.origin;
        if (!origin || !allowedOrigins.has(origin)) {
          request.log.info({ origin }, "cookie request from a foreign origin refused");
          throw new AppError("origin_refused");
        }
      }

      const token = bearer ?? cookieToken;
      if (!token) return;
      const resolved = await resolveSession(app.db, token);
      if (!resolved) return;
      request.user = resolved.user;
      request.sessionId = resolved.sessionId;
    };
  },
  { name: "session", dependencies: ["database"] },
);

/** The guards made here, so the OpenAPI document can tell which routes answer 401/403. */
const guards = new WeakMap<object, "role" | "signed-in">();

/**
 * Guards a route: no session → 401, a session acting in a role not in `allowed` → 403. It is
 * the session's role that counts, not every role the person holds: someone who is a customer
 * and a shop reaches the shop's routes only while acting as the shop. "unregistered" stands
 * for a session that acts in no role yet (role null).
 *
 * Use it as the route's `onRequest` hook: it then answers before the body is read and
 * validated, so a stranger learns nothing about a route's schema (decision 015). The session
 * plugin's own `onRequest` hook is app-wide and so runs first, with `request.user` resolved.
 */
export function requireRole(...allowed: Array<Role | "unregistered">): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async (request) => {
    const { user } = request;
    if (!user) throw new AppError("unauthenticated");
    if (!allowed.includes(user.role ?? "unregistered")) throw new AppError("forbidden");
  };
  guards.set(guard, "role");
  return guard;
}

/** What a route's `onRequest` hooks guard: a role (401/403), a session only (401), or nothing. */
export function guardOf(hooks: unknown): "role" | "signed-in" | null {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  const kinds = list.map((hook) => guards.get(hook as object)).filter(Boolean);
  if (kinds.includes("role")) return "role";
  return kinds.includes("signed-in") ? "signed-in" : null;
}

/**
 * Keeps the readable role hint in step with the session: after sign-in, a role switch and a
 * registration. A session acting in no role yet gets no hint. The web server only uses it to
 * redirect early; it is never trusted.
 */
/**
 * The signed-in user of a route guarded by `requireRole`. The guard has already answered 401
 * without one; this keeps handlers from reaching for a non-null assertion.
 */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("unauthenticated");
  return request.user;
}

export function setRoleHint(reply: FastifyReply, role: Role | null) {
  const options = cookieOptions(reply.server, false);
  if (role) {
    reply.setCookie(ROLE_HINT_COOKIE, role, options);
  } else {
    const { maxAge: _maxAge, ...clearOptions } = options;
    reply.clearCookie(ROLE_HINT_COOKIE, clearOptions);
  }
}

/** Guards a route for anyone signed in, whatever role the session acts in (or none). */
export const requireSignedIn: onRequestAsyncHookHandler = async (request) => {
  if (!request.user) throw new AppError("unauthenticated");
};
guards.set(requireSignedIn, "signed-in");

/**
 * After the session's role changed (a switch, or a role just registered): the request and the
 * role hint follow. The session row itself was updated by the service that changed it.
 */
export function adoptSessionUser(request: FastifyRequest, reply: FastifyReply, user: SessionUser) {
  request.user = user;
  setRoleHint(reply, user.role);
}

/** The id of the signed-in request's session (routes behind a guard always have one). */
export function currentSessionId(request: FastifyRequest): number {
  if (request.sessionId === null) throw new AppError("unauthenticated");
  return request.sessionId;
}

/** Creates a session for `user` acting in `user.role`, sets both cookies and returns the token. */
export async function startSession(
  reply: FastifyReply,
  request: FastifyRequest,
  user: SessionUser,
): Promise<string> {
  const { token, sessionId } = await createSession(request.server.db, {
    userId: user.id,
    role: user.role,
    userAgent: request.headers["user-agent"],
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(reply.server, true));
  setRoleHint(reply, user.role);
  request.user = user;
  request.sessionId = sessionId;
  return token;
}

/** Clears both cookies without touching the database (e.g. a cookie that no longer works). */
export function clearSessionCookies(reply: FastifyReply) {
  const { maxAge: _maxAge, ...options } = cookieOptions(reply.server, true);
  reply.clearCookie(SESSION_COOKIE, options);
  reply.clearCookie(ROLE_HINT_COOKIE, { ...options, httpOnly: false });
}

/** Revokes the request's session server-side, so a copy of the token stops working too. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.sessionId !== null) await revokeSession(request.server.db, request.sessionId);
  request.user = null;
  request.sessionId = null;
  clearSessionCookies(reply);
}
