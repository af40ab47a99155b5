import { gateways } from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SANDBOX_PAGE_PATH } from "../../modules/payments/gateways/sandbox-gateway";
import {
  SANDBOX_PAGE_CSP,
  sandboxDecidedPage,
  sandboxPaymentPage,
  sandboxUnknownPage,
} from "../../modules/payments/sandbox-page";

const authorityParamsSchema = z.object({ authority: z.string().min(1).max(200) });
/** Zarinpal's callback convention: `?Authority=…&Status=OK|NOK`; anything else is ignored. */
const callbackQuerySchema = z.object({
  Authority: z.string().max(200).optional(),
  Status: z.string().max(20).optional(),
});
const decisionBodySchema = z.object({
  decision: z.enum(["approve", "decline", "timeout"], "invalid_choice"),
});

function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(query).toString()}`;
}

/**
 * Public pages of the payment flow: the gateways' callback, and (in development) the sandbox
 * gateway's hosted page. The browser arrives here from a gateway, so there is no JSON.
 */
const gatewayPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payments/callback/:gateway",
    {
      schema: {
        tags: ["payments"],
        summary:
          "A gateway sends the payer back here; the payment is verified with the gateway, then the browser is redirected to the app",
        params: z.object({ gateway: z.enum(gateways, "invalid_choice") }),
        querystring: callbackQuerySchema,
        response: {
          303: z.unknown().describe("The browser is sent back to the app (Location)"),
        },
      },
    },
    async (request, reply) => {
      const location = await app.payments.settleCallback(
        request.params.gateway,
        request.query.Authority,
      );
      reply.header("cache-control", "no-store");
      return reply.redirect(location, 303);
    },
  );

  const store = app.payments.sandbox;
  // The sandbox exists only where PAYMENT_GATEWAYS offers it (never in production).
  if (!store) return;

  // The hosted page posts a plain HTML form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = (reply: { header: (name: string, value: string) => unknown }) => {
    reply.header("content-type", "text/html; charset=utf-8");
    reply.header("content-security-policy", SANDBOX_PAGE_CSP);
    reply.header("cache-control", "no-store");
    // The page's form posts back to this origin; the API's default "no-referrer" would make the
    // browser send `Origin: null`, and a signed-in payer's cookie-bearing post would be refused.
    reply.header("referrer-policy", "same-origin");
  };

  const returnUrl = (session: { callbackUrl: string; authority: string; decision: string }) =>
    withQuery(session.callbackUrl, {
      Authority: session.authority,
      Status: session.decision === "approved" ? "OK" : "NOK",
    });

  app.get(
    "/payments/sandbox/:authority",
    {
      schema: {
        tags: ["payments"],
        summary: "The development sandbox gateway's page: approve, decline or let it time out",
        params: authorityParamsSchema,
      },
    },
    async (request, reply) => {
      html(reply);
      const session = await store.get(request.params.authority);
      if (!session) return reply.status(404).send(sandboxUnknownPage());
      if (session.decision === "undecided") {
        const action = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(session.authority)}`;
        return reply.send(sandboxPaymentPage(session, action));
      }
      return reply.send(
        sandboxDecidedPage({ ...session, decision: session.decision }, returnUrl(session)),
      );
    },
  );

  app.post(
    "/payments/sandbox/:authority",
    {
      schema: {
        tags: ["payments"],
        summary: "The sandbox payer's decision; approve and decline return to the callback",
        params: authorityParamsSchema,
        body: decisionBodySchema,
      },
    },
    async (request, reply) => {
      const decision = {
        approve: "approved",
        decline: "declined",
        timeout: "timed_out",
      } as const;
      const session = await store.decide(request.params.authority, decision[request.body.decision]);
      if (!session) {
        html(reply);
        return reply.status(404).send(sandboxUnknownPage());
      }
      // Like a real gateway: approving or declining goes straight back to the shop; a payer
      // who lets it time out stays here, and the payment expires unless they go back.
      if (session.decision === "timed_out") {
        html(reply);
        return reply.send(
          sandboxDecidedPage({ ...session, decision: "timed_out" }, returnUrl(session)),
        );
      }
      reply.header("cache-control", "no-store");
      return reply.redirect(returnUrl(session), 303);
    },
  );
};

export default gatewayPagesRoutes;
