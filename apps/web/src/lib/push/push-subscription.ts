import { buildRequest } from "@/lib/api/build-request";
import { currentRequestContext } from "@/lib/api/request-context";
import { isRecord } from "@/lib/plain-checks";
import { useAppStore } from "@/lib/state/app-store";

/**
 * Web Push on this device: the API's VAPID key, the browser's subscription, and the API that
 * keeps it for the signed-in person. The endpoint is remembered in the client state where SPEC
 * §3 keeps `fcmToken`, so signing out can withdraw it.
 */

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Whether this browser can receive Web Push at all. */
export function canUsePush(scope: typeof globalThis): boolean {
  return "serviceWorker" in scope.navigator && "PushManager" in scope && "Notification" in scope;
}

/** The API's public VAPID key; null when push is off on the server. */
export async function readPushPublicKey(): Promise<string | null> {
  const { url, init } = buildRequest(
    { method: "GET", path: "/push/public-key" },
    currentRequestContext(),
  );
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`GET /push/public-key: ${response.status}`);
  return publicKeyOf(await response.json());
}

/** `{ public_key }`, whether the API sends it bare or inside its envelope's `data`. */
export function publicKeyOf(body: unknown): string | null {
  const fields = isRecord(body) && isRecord(body.data) ? body.data : body;
  return isRecord(fields) && typeof fields.public_key === "string" && fields.public_key !== ""
    ? fields.public_key
    : null;
}

/** A URL-safe base64 key as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** The browser's subscription as `PUT /me/push-subscription` takes it, or null if incomplete. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody | null {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** PUT and DELETE answer 204 with no envelope, so they are read by status alone. */
async function send(method: "PUT" | "DELETE", payload: Record<string, unknown>): Promise<void> {
  const { url, init } = buildRequest(
    { method, path: "/me/push-subscription", payload },
    currentRequestContext(),
  );
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${method} /me/push-subscription: ${response.status}`);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this device is subscribed now (the browser's word, not the saved state's). */
export async function isPushOn(): Promise<boolean> {
  return (await currentSubscription()) !== null;
}

/**
 * Asks for permission, subscribes with the API's key and hands the subscription to the API.
 * Answers the permission the person gave ("granted" when it is on).
 */
export async function turnPushOn(publicKey: string): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission;
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const body = subscriptionBody(subscription.toJSON());
  if (!body) throw new Error("the browser gave an incomplete push subscription");
  try {
    await send("PUT", { ...body });
  } catch (error) {
    // Not kept by the API: a subscription nobody sends to would only show "on" next time.
    await subscription.unsubscribe();
    throw error;
  }
  useAppStore.getState().setPushEndpoint(body.endpoint);
  return permission;
}

/**
 * Unsubscribes this device and tells the API, so no more pushes come for the person here
 * (also on signing out, while the session still lets the API be told).
 */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  const endpoint = subscription?.endpoint ?? useAppStore.getState().auth.fcmToken;
  await subscription?.unsubscribe();
  useAppStore.getState().setPushEndpoint(null);
  if (endpoint) await send("DELETE", { endpoint });
}
