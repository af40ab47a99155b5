import type { FastifyInstance } from "fastify";
import { releaseExpiredReservations } from "../modules/orders/orders.reservations";
import type { JobKind } from "./job-kind";

/** Cancels the unpaid orders whose stock reservation ran out, and puts their stock back. */
export const releaseReservationsJob: JobKind<FastifyInstance> = {
  kind: "release_reservations",
  everyMs: 60_000,
  async run(app) {
    const count = await releaseExpiredReservations(app.db);
    if (count > 0) app.log.info({ count }, "expired stock reservations released");
    return count;
  },
};
