import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Captcha, createCaptcha, ephemeralCaptchaKey } from "./captcha.service";

declare module "fastify" {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** One captcha per app, so the memory of used challenges is shared by all routes. */
export default fp(
  async function captcha(app: FastifyInstance, options: { hmacKey: string | undefined }) {
    app.decorate("captcha", createCaptcha({ hmacKey: options.hmacKey ?? ephemeralCaptchaKey() }));
  },
  { name: "captcha" },
);
