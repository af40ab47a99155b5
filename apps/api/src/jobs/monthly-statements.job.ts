import type { FastifyInstance } from "fastify";
import { sendMonthlyStatements } from "../flows/monthly-statements";
import type { JobKind } from "./job-kind";

/** Tells shops and drivers, once a Jalali month has closed, that its statement is ready. */
export const monthlyStatementsJob: JobKind<FastifyInstance> = {
  kind: "monthly_statements",
  everyMs: 3_600_000,
  async run(app) {
    return sendMonthlyStatements(app.db, app.clock());
  },
};
