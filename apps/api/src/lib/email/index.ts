import type { Database } from "@kesht/db";
import type { Config } from "../../config";
import type { EmailProvider } from "./email-provider";
import { createEmailOutboxProvider } from "./outbox-provider";
import { createSmtpProvider } from "./smtp-provider";

export type { EmailProvider } from "./email-provider";

/** The provider EMAIL_PROVIDER names, or null when e-mail is off. */
export function createEmailProvider(config: Config, db: Database): EmailProvider | null {
  switch (config.EMAIL_PROVIDER) {
    case "outbox":
      return createEmailOutboxProvider(db);
    case "smtp":
      if (!config.SMTP_URL) throw new Error("SMTP_URL is not set");
      return createSmtpProvider({ url: config.SMTP_URL, from: config.EMAIL_FROM });
    case "off":
      return null;
  }
}
