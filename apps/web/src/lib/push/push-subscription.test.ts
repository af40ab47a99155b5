import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { useAppStore } from "@/lib/state/app-store";
import {
  keyBytes,
  readPushPublicKey,
  subscriptionBody,
  turnPushOff,
  turnPushOn,
} from "./push-subscription";

/**
 * The browser's side of Web Push against the API's contract: `GET /push/public-key`,
 * `PUT` and `DELETE /me/push-subscription` (answers stubbed at the fetch edge).
 */

const endpoint = "https://push.example/send/abc";
const subscriptionJson = { endpoint, keys: { p256dh: "BPub", auth: "Auth" } };

function fakeBrowser(permission: NotificationPermission) {
  const unsubscribe = vi.fn(async () => true);
  let current: object | null = null;
  const subscribe = vi.fn(async () => {
    current = { endpoint, toJSON: () => subscriptionJson, unsubscribe };
    return current;
  });
  const pushManager = { subscribe, getSubscription: async () => current };
  const registration = { pushManager };
  vi.stubGlobal("Notification", { requestPermission: async () => permission, permission });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe };
}

beforeEach(() => useAppStore.getState().setPushEndpoint(null));
afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("keyBytes", () => {
  it("decodes a URL-safe base64 VAPID key without padding", () => {
    expect([...keyBytes("AQID-_8")]).toEqual([1, 2, 3, 251, 255]);
  });
});

describe("subscriptionBody", () => {
  it("takes the endpoint and both keys, and refuses an incomplete subscription", () => {
    expect(subscriptionBody({ ...subscriptionJson, expirationTime: null })).toEqual(
      subscriptionJson,
    );
    expect(subscriptionBody({ endpoint, keys: { p256dh: "BPub" } })).toBeNull();
    expect(subscriptionBody({ keys: subscriptionJson.keys })).toBeNull();
  });
});

describe("readPushPublicKey", () => {
  it("reads the key, bare or in an envelope, and null when push is off on the server", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { public_key: "BKey" }));
    expect(await readPushPublicKey()).toBe("BKey");
    expect(calls[0]?.url).toMatch(/\/api\/v1\/push\/public-key$/);
    stubFetch(() => jsonResponse(200, envelope({ data: { public_key: "BEnv" } })));
    expect(await readPushPublicKey()).toBe("BEnv");
    stubFetch(() => jsonResponse(200, { public_key: null }));
    expect(await readPushPublicKey()).toBeNull();
    stubFetch(() => jsonResponse(503, envelope({ status: "error" })));
    await expect(readPushPublicKey()).rejects.toThrow(/503/);
  });
});

describe("turning push on and off", () => {
  it("subscribes with the key, sends the subscription and remembers its endpoint", async () => {
    const { subscribe } = fakeBrowser("granted");
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    expect(await turnPushOn("AQID")).toBe("granted");
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes("AQID"),
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/\/api\/v1\/me\/push-subscription$/);
    expect(calls[0]?.init.method).toBe("PUT");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(subscriptionJson);
    expect(useAppStore.getState().auth.fcmToken).toBe(endpoint);
  });

  it("does nothing more when the person refuses", async () => {
    const { subscribe } = fakeBrowser("denied");
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    expect(await turnPushOn("AQID")).toBe("denied");
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    expect(useAppStore.getState().auth.fcmToken).toBeNull();
  });

  it("fails, remembering nothing, when the API refuses the subscription", async () => {
    fakeBrowser("granted");
    stubFetch(() => jsonResponse(422, envelope({ status: "error" })));
    await expect(turnPushOn("AQID")).rejects.toThrow(/422/);
    expect(useAppStore.getState().auth.fcmToken).toBeNull();
  });

  it("unsubscribes, tells the API which endpoint went and forgets it", async () => {
    const { unsubscribe } = fakeBrowser("granted");
    stubFetch(() => new Response(null, { status: 204 }));
    await turnPushOn("AQID");
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    await turnPushOff();
    expect(unsubscribe).toHaveBeenCalled();
    expect(calls[0]?.init.method).toBe("DELETE");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ endpoint });
    expect(useAppStore.getState().auth.fcmToken).toBeNull();
  });
});
