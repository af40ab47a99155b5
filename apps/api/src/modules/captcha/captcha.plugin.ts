import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { claimSignature } from "./captcha.repo";
import { type Captcha, createCaptcha, ephemeralCaptchaKey } from "./captcha.service";

declare module "fastify" {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/**
 * One captcha per app; the memory of used challenges is in the database, shared by all
 * routes and all instances.
 */
export default fp(
  async function captcha(app: FastifyInstance, options: { hmacKey: string | undefined }) {
    app.decorate(
      "captcha",
      createCaptcha({
        hmacKey: options.hmacKey ?? ephemeralCaptchaKey(),
        claimSignature: (signature, expiresAt) => claimSignature(app.db, signature, expiresAt),
      }),
    );
  },
  { name: "captcha", dependencies: ["database"] },
);
