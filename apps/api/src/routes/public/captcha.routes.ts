import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** The challenge object as altcha-lib makes it (its parameters and signature), passed on bare. */
const challengeSchema = z.looseObject({}).describe("An ALTCHA challenge, as the widget reads it");

/**
 * The challenge for the ALTCHA widget's `challengeurl`. Answered bare, not in the envelope:
 * the widget reads the challenge object itself.
 */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/altcha/challenge",
    {
      schema: {
        tags: ["captcha"],
        summary: "An ALTCHA proof-of-work challenge (bare JSON, for the widget)",
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      // Every challenge is single-use; a cached one would be refused as a replay.
      reply.header("cache-control", "no-store");
      const challenge: Record<string, unknown> = { ...(await app.captcha.createChallenge()) };
      return challenge;
    },
  );
};

export default captchaRoutes;
