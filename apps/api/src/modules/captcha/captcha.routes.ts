import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

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
      },
    },
    async (_request, reply) => {
      // Every challenge is single-use; a cached one would be refused as a replay.
      reply.header("cache-control", "no-store");
      return app.captcha.createChallenge();
    },
  );
};

export default captchaRoutes;
