import type { Database } from "@kesht/db";
import type { Config } from "../../config";
import { developmentVapidKeys } from "../../outbound-config";
import { createPushOutboxProvider } from "./outbox-provider";
import { knownPushServiceHosts, type PushProvider } from "./push-provider";
import { createWebPushProvider } from "./web-push-provider";

export {
  isPushServiceEndpoint,
  knownPushServiceHosts,
  type PushMessage,
  type PushProvider,
  PushSubscriptionGoneError,
  type PushTarget,
} from "./push-provider";

/** The provider PUSH_PROVIDER names, or null when push is off. */
export function createPushProvider(config: Config, db: Database): PushProvider | null {
  switch (config.PUSH_PROVIDER) {
    case "outbox":
      return createPushOutboxProvider(
        db,
        config.VAPID_PUBLIC_KEY ?? developmentVapidKeys.publicKey,
      );
    case "webpush":
      if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY || !config.VAPID_SUBJECT) {
        throw new Error("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set");
      }
      return createWebPushProvider({
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
        subject: config.VAPID_SUBJECT,
        timeoutMs: config.SMS_TIMEOUT_MS,
        serviceHosts: config.PUSH_SERVICE_HOSTS ?? knownPushServiceHosts,
      });
    case "off":
      return null;
  }
}
