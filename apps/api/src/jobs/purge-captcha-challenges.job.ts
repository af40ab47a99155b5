import type { FastifyInstance } from "fastify";
import { purgeExpiredSignatures } from "../modules/captcha/captcha.service";
import type { JobKind } from "./job-kind";

/** Forgets the used ALTCHA challenges that have expired (refused by their expiry anyway). */
export const purgeCaptchaChallengesJob: JobKind<FastifyInstance> = {
  kind: "purge_captcha_challenges",
  everyMs: 10 * 60_000,
  async run(app) {
    return purgeExpiredSignatures(app.db);
  },
};
