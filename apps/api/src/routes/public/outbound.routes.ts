import {
  envelopeSchema,
  errorEnvelopeSchema,
  pushPublicKeySchema,
  smsStopBodySchema,
} from "@kesht/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { stopEmailByToken, stopSmsByToken } from "../../modules/notifications/outbound.service";

/** What a browser or a text's link needs without a session (issue 27). */
const publicOutboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/public-key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The VAPID public key browsers subscribe with; null when push is off",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ public_key: app.outbound.push?.publicKey ?? null }),
  );

  app.post(
    "/sms/stop",
    {
      schema: {
        tags: ["notifications"],
        summary: "The one-tap link in a text: turns SMS off for the person its token names",
        description: "404 when the token is not one this site signed.",
        body: smsStopBodySchema,
        response: {
          200: envelopeSchema(z.object({ sms_stopped: z.literal(true) })),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await stopSmsByToken(app.db, request.body.token, app.outbound.linkSecret);
      return ok(
        { sms_stopped: true as const },
        {
          en: "You will get no more SMS from Kesht.",
          fa: "دیگر پیامکی از کشت دریافت نمی‌کنید.",
        },
      );
    },
  );

  app.post(
    "/email/stop",
    {
      schema: {
        tags: ["notifications"],
        summary:
          "The unsubscribe link in an e-mail: turns e-mail off for the kind of message and the role its token names",
        description: "404 when the token is not one this site signed.",
        body: smsStopBodySchema,
        response: {
          200: envelopeSchema(z.object({ email_stopped: z.literal(true) })),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await stopEmailByToken(app.db, request.body.token, app.outbound.linkSecret);
      return ok(
        { email_stopped: true as const },
        {
          en: "You will get no more e-mails of this kind from Kesht.",
          fa: "دیگر ایمیلی از این نوع از کشت دریافت نمی‌کنید.",
        },
      );
    },
  );
};

export default publicOutboundRoutes;
