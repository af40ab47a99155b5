import type { Database } from "@kesht/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { createKavenegarProvider } from "./kavenegar-provider";
import { createOutboxProvider } from "./outbox-provider";
import type { SmsProvider } from "./sms-provider";

export { SmsDeliveryError, type SmsProvider, type SmsTemplateCall } from "./sms-provider";

/** The provider SMS_PROVIDER names; configuration already refused the outbox in production. */
export function createSmsProvider(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case "outbox":
      return createOutboxProvider(db, log);
    case "kavenegar":
      if (!config.KAVENEGAR_API_KEY) throw new Error("KAVENEGAR_API_KEY is not set");
      return createKavenegarProvider({
        apiKey: config.KAVENEGAR_API_KEY,
        sender: config.KAVENEGAR_SENDER,
        template: config.KAVENEGAR_TEMPLATE,
        baseUrl: config.KAVENEGAR_BASE_URL,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
  }
}
