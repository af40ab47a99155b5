import { type Database, schema } from "@kesht/db";
import type { PushProvider } from "./push-provider";

/**
 * Development only: keeps each push in `push_outbox` (readable at GET /dev/push-outbox)
 * instead of sending it to the browser's push service.
 */
export function createPushOutboxProvider(db: Database, publicKey: string): PushProvider {
  return {
    publicKey,
    // Nothing is called: any https endpoint may be kept, as a test browser's.
    accepts: (endpoint) => endpoint.startsWith("https://"),
    async send(target, message) {
      await db.insert(schema.pushOutbox).values({
        endpoint: target.endpoint,
        payload: { ...message },
      });
    },
  };
}
