import { type Database, schema } from "@kesht/db";
import type { FastifyBaseLogger } from "fastify";
import type { SmsProvider } from "./sms-provider";

/**
 * Development only: keeps each text in `sms_outbox` (readable at GET /dev/outbox) and logs
 * it, so anyone running Kesht locally can sign in without an SMS account.
 */
export function createOutboxProvider(db: Database, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(mobile, text) {
      await db.insert(schema.smsOutbox).values({ mobile, text });
      log.info({ mobile, text }, "SMS kept in the development outbox");
    },
  };
}
