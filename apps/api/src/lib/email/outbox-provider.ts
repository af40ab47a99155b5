import { type Database, schema } from "@kesht/db";
import type { EmailProvider } from "./email-provider";

/** Development only: keeps each e-mail in `email_outbox` (readable at GET /dev/email-outbox). */
export function createEmailOutboxProvider(db: Database): EmailProvider {
  return {
    async send(message) {
      await db.insert(schema.emailOutbox).values(message);
    },
  };
}
