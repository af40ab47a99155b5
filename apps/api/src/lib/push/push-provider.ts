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
  send(target: PushTarget, message: PushMessage): Promise<void>;
}

/** The push service says the subscription no longer exists (404 or 410): forget it. */
export class PushSubscriptionGoneError extends Error {
  override name = "PushSubscriptionGoneError";
  constructor(readonly status: number) {
    super(`the push service answered ${status}: the subscription is gone`);
  }
}
