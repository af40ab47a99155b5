import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { useAppStore } from "@/lib/state/app-store";
import { PushToggle } from "./push-toggle";

/**
 * The device's push control against the API's contract, stubbed at the fetch edge:
 * `GET /push/public-key`, `PUT` and `DELETE /me/push-subscription`. Chromium's own subscribe
 * needs its push service, which the end-to-end machine cannot reach, so the browser's
 * PushManager is faked here.
 */

const endpoint = "https://push.example/send/abc";

function fakeBrowser() {
  let current: object | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    current = {
      endpoint,
      unsubscribe,
      toJSON: () => ({ endpoint, keys: { p256dh: "BPub", auth: "Auth" } }),
    };
    return current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    permission: "default",
    requestPermission: async () => "granted",
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe };
}

function fakeApi(publicKey: string | null) {
  return stubFetch(({ url }) =>
    url.endsWith("/push/public-key")
      ? jsonResponse(200, { public_key: publicKey })
      : new Response(null, { status: 204 }),
  );
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function show(language: Language) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      <NextIntlClientProvider locale={language} messages={catalogues[language]}>
        <PushToggle />
      </NextIntlClientProvider>,
    ),
  );
  await settle();
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function click(name: string) {
  const button = [...(container?.querySelectorAll("button") ?? [])].find(
    (candidate) => candidate.textContent === name,
  );
  if (!button) throw new Error(`no button "${name}" in: ${container?.textContent}`);
  await act(async () => button.click());
  await settle();
}

beforeEach(() => useAppStore.getState().setPushEndpoint(null));
afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PushToggle", () => {
  it("turns push on and off for this device, in Persian", async () => {
    const browser = fakeBrowser();
    const api = fakeApi("AQID");
    const t = catalogues.fa.notifications.device;
    await show("fa");
    expect(container?.textContent).toContain(t.off);

    await click(t.turnOn);
    expect(browser.subscribe).toHaveBeenCalled();
    const put = api.calls.find((call) => call.init.method === "PUT");
    expect(put?.url).toMatch(/\/api\/v1\/me\/push-subscription$/);
    expect(JSON.parse(String(put?.init.body))).toEqual({
      endpoint,
      keys: { p256dh: "BPub", auth: "Auth" },
    });
    expect(useAppStore.getState().auth.fcmToken).toBe(endpoint);
    expect(container?.textContent).toContain(t.on);

    await click(t.turnOff);
    expect(browser.unsubscribe).toHaveBeenCalled();
    const remove = api.calls.find((call) => call.init.method === "DELETE");
    expect(JSON.parse(String(remove?.init.body))).toEqual({ endpoint });
    expect(useAppStore.getState().auth.fcmToken).toBeNull();
    expect(container?.textContent).toContain(t.off);
  });

  it("says in English when the API refuses, and keeps the device off", async () => {
    const browser = fakeBrowser();
    stubFetch(({ url }) =>
      url.endsWith("/push/public-key")
        ? jsonResponse(200, { public_key: "AQID" })
        : jsonResponse(409, { status: "error" }),
    );
    const t = catalogues.en.notifications.device;
    await show("en");
    await click(t.turnOn);
    expect(container?.textContent).toContain(t.failed);
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(useAppStore.getState().auth.fcmToken).toBeNull();
  });

  it("is not offered when the site sends no pushes", async () => {
    fakeBrowser();
    fakeApi(null);
    await show("en");
    expect(container?.textContent).toBe("");
  });
});
