import type { Agent } from "node:https";
import webPush, { WebPushError } from "web-push";
import {
  isPushServiceEndpoint,
  type PushProvider,
  PushSubscriptionGoneError,
} from "./push-provider";

/** Sends through the browser's push service with VAPID (RFC 8291/8292), by `web-push`. */
export function createWebPushProvider(options: {
  publicKey: string;
  privateKey: string;
  subject: string;
  timeoutMs: number;
  /** The push services' hosts it may call (knownPushServiceHosts unless configured). */
  serviceHosts: readonly string[];
  /** Tests reach a local push service with its own certificate through this. */
  agent?: Agent;
}): PushProvider {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  };
  return {
    publicKey: options.publicKey,
    accepts: (endpoint) => isPushServiceEndpoint(endpoint, options.serviceHosts),
    async send(target, message) {
      // Stored before this list changed, or written around the route: never called.
      if (!isPushServiceEndpoint(target.endpoint, options.serviceHosts)) {
        throw new PushSubscriptionGoneError(0);
      }
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: 24 * 3600,
            timeout: options.timeoutMs,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          throw new PushSubscriptionGoneError(error.statusCode);
        }
        throw error;
      }
    },
  };
}
