import {
  envelopeSchema,
  errorEnvelopeSchema,
  LANGUAGE_COOKIE,
  loginBodySchema,
  loginResultSchema,
  roles,
  SESSION_COOKIE,
  SESSION_TRANSPORT_HEADER,
  sendCodeBodySchema,
  sendCodeResultSchema,
  sessionStateSchema,
  sessionUserSchema,
  switchRoleBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import { ok } from "../../lib/envelope";
import type { SmsProvider } from "../../lib/sms";
import { RetryLaterError } from "../../modules/auth/auth.errors";
import { type AuthDeps, loginWithCode, sendLoginCode } from "../../modules/auth/auth.service";
import { codeSentMessages, otpSecret } from "../../modules/auth/otp";
import { actInRole } from "../../modules/auth/session.service";
import { rememberTextLanguage } from "../../modules/notifications/outbound.service";
import {
  adoptSessionUser,
  clearSessionCookies,
  currentSessionId,
  currentUser,
  endSession,
  requireSignedIn,
  startSession,
} from "../../plugins/session";

/** Doors that have a Logout call; the web app has screens for all four roles. */
const logoutDoors = roles;

const signedOutMessages = {
  en: "You have logged out.",
  fa: "از حساب کاربری خود خارج شدید.",
};

/** Sign-in by one-time code at the four doors, the session state, and logout. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config; sms: SmsProvider }> = async (
  app,
  options,
) => {
  const deps: AuthDeps = {
    db: app.db,
    sms: options.sms,
    log: app.log,
    otpSecret: otpSecret(options.config),
    dailySendsPerIp: options.config.OTP_DAILY_SENDS_PER_IP,
  };

  // Cooldown, lock and daily caps end at a known time; clients and proxies read Retry-After.
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof RetryLaterError) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
  });
  // Session answers are personal: no browser or proxy may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  for (const door of roles) {
    app.post(
      `/${door}/login/code/send`,
      {
        schema: {
          tags: ["auth"],
          summary: `Send a one-time sign-in code (${door})`,
          body: sendCodeBodySchema,
          response: {
            200: envelopeSchema(sendCodeResultSchema),
            422: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const result = await sendLoginCode(deps, {
          door,
          mobile: request.body.mobile,
          ip: request.ip,
        });
        return ok(result, codeSentMessages(result.mobile));
      },
    );

    app.post(
      `/${door}/login`,
      {
        schema: {
          tags: ["auth"],
          summary: `Sign in with the one-time code (${door})`,
          description:
            `Sets the session cookie. Send the \`${SESSION_TRANSPORT_HEADER}: bearer\` header ` +
            "to also receive the token in data.token.",
          body: loginBodySchema,
          response: {
            200: envelopeSchema(loginResultSchema),
            403: errorEnvelopeSchema,
            422: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await loginWithCode(deps, { door, ...request.body });
        await rememberTextLanguage(app.db, result.user.id, request.cookies[LANGUAGE_COOKIE]);
        const token = await startSession(reply, request, result.user);
        const wantsToken =
          String(request.headers[SESSION_TRANSPORT_HEADER] ?? "").toLowerCase() === "bearer";
        return ok({ ...result, token: wantsToken ? token : null });
      },
    );
  }

  app.get(
    "/auth/session",
    {
      schema: {
        tags: ["auth"],
        summary: "Who is signed in (user is null when no one is)",
        response: { 200: envelopeSchema(sessionStateSchema) },
      },
    },
    async (request, reply) => {
      // A cookie that no longer opens a session (expired, revoked) is cleared, so the role
      // hint beside it stops steering the web app's redirects.
      if (!request.user && request.cookies[SESSION_COOKIE]) clearSessionCookies(reply);
      return ok({ user: request.user });
    },
  );

  app.post(
    "/auth/session/role",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["auth"],
        summary: "Act in another role the signed-in person holds, without a new code",
        body: switchRoleBodySchema,
        response: {
          200: envelopeSchema(z.object({ user: sessionUserSchema })),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await actInRole(app.db, {
        sessionId: currentSessionId(request),
        user: currentUser(request),
        role: request.body.role,
      });
      adoptSessionUser(request, reply, user);
      return ok({ user });
    },
  );

  for (const door of logoutDoors) {
    app.post(
      `/${door}/Logout`,
      {
        schema: {
          tags: ["auth"],
          summary: "End the session (also when it has already ended)",
          response: { 200: envelopeSchema(z.null()), 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await endSession(request, reply);
        return ok(null, signedOutMessages);
      },
    );
  }
};

export default authRoutes;
