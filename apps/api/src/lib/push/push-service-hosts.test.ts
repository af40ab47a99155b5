import { describe, expect, it } from "vitest";
import { developmentVapidKeys } from "../../outbound-config";
import { isPushServiceEndpoint, knownPushServiceHosts } from "./push-provider";
import { createWebPushProvider } from "./web-push-provider";

describe("push service endpoints", () => {
  it("takes the browsers' push services and their subdomains", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/QGx",
    ]) {
      expect(isPushServiceEndpoint(endpoint, knownPushServiceHosts), endpoint).toBe(true);
    }
  });

  it("refuses any other address a browser could be made to send: internal, look-alike, plain http", () => {
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      "https://127.0.0.1:4000/api/v1/admin",
      "https://localhost/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ]) {
      expect(isPushServiceEndpoint(endpoint, knownPushServiceHosts), endpoint).toBe(false);
    }
  });

  it("is what the Web Push provider accepts, and it never calls another address", async () => {
    const provider = createWebPushProvider({
      ...developmentVapidKeys,
      subject: "mailto:ops@kesht.example",
      timeoutMs: 500,
      serviceHosts: knownPushServiceHosts,
    });
    expect(provider.accepts("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(provider.accepts("https://10.0.0.5/push")).toBe(false);
    await expect(
      provider.send(
        { endpoint: "https://10.0.0.5/push", p256dh: "x", auth: "y" },
        { title: "Kesht", body: "b", url: "/", tag: "t", language: "en" },
      ),
    ).rejects.toMatchObject({ name: "PushSubscriptionGoneError" });
  });
});
