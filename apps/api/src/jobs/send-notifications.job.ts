import type { FastifyInstance } from "fastify";
import { sendDueDeliveries } from "../modules/notifications/deliveries.send";
import type { JobKind } from "./job-kind";

/**
 * Sends the due SMS, push and e-mail deliveries of notifications (issue 27). The deliveries
 * carry their own tries and backoff; this sweep only works through them, every few seconds.
 */
export const sendNotificationsJob: JobKind<FastifyInstance> = {
  kind: "send_notifications",
  everyMs: 5_000,
  leaseMs: 3 * 60_000,
  async run(app) {
    return sendDueDeliveries(app.db, app.outbound, app.clock());
  },
};
