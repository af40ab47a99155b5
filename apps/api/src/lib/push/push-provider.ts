import type { Language } from "@kesht/contracts";

/** A browser's Web Push subscription, as PushManager.subscribe() gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a title, a body and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Lets the browser replace an older push about the same thing instead of stacking them. */
  tag: string;
  /** The text's language, so the service worker lays the notification out in its direction. */
  language: Language;
}

/** Something that delivers a push to one subscription. Throws when it was not accepted. */
export interface PushProvider {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /**
   * Whether an endpoint belongs to a push service this provider will call. The endpoint comes
   * from the browser, so anyone could name any address: only known push services are called.
   */
  accepts(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage): Promise<void>;
}

/**
 * The browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Windows' WNS, Apple's),
 * by host name; a host matches itself and its subdomains. PUSH_SERVICE_HOSTS replaces the list.
 */
export const knownPushServiceHosts = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
] as const;

export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The push service says the subscription no longer exists (404 or 410): forget it. */
export class PushSubscriptionGoneError extends Error {
  override name = "PushSubscriptionGoneError";
  constructor(readonly status: number) {
    super(`the push service answered ${status}: the subscription is gone`);
  }
}
