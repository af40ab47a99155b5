import type { Language } from "@kesht/contracts";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { ShareLocation } from "./share-location";
import { firstRetryMs } from "./use-share-location";

/** A phone's geolocation the test moves by hand. */
function fakeGeolocation() {
  let onPosition: PositionCallback | null = null;
  let onError: PositionErrorCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, failure: PositionErrorCallback) => {
      onPosition = success;
      onError = failure;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal("navigator", { ...navigator, geolocation });
  return {
    geolocation,
    async move(latitude: number, longitude: number) {
      await act(async () => {
        onPosition?.({
          coords: { latitude, longitude, accuracy: 8 },
          timestamp: Date.now(),
        } as GeolocationPosition);
        await Promise.resolve();
      });
    },
    async refuse() {
      await act(async () => {
        onError?.({
          code: 1,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      });
    },
  };
}

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function show(active: boolean, language: Language = "en") {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
      >
        <ShareLocation groupId={41} active={active} />
      </NextIntlClientProvider>,
    ),
  );
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const posts = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.init.method === "POST");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-24T10:00:00Z") });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
});

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("sharing the driver's location", () => {
  it("sends the first position, then at most every 10 s after a significant move", async () => {
    const phone = fakeGeolocation();
    const api = stubFetch(() => jsonResponse(201, envelope({ data: {} })));
    await show(true);
    await phone.move(35.6892, 51.389);
    await flush();
    expect(posts(api.calls)).toHaveLength(1);
    expect(posts(api.calls)[0]?.url).toContain("/driver/jobs/41/positions");
    expect(JSON.parse(String(posts(api.calls)[0]?.init.body))).toEqual({
      latitude: 35.6892,
      longitude: 51.389,
      accuracy_m: 8,
    });
    // A second later, far away: still too soon.
    vi.setSystemTime(Date.now() + 1_000);
    await phone.move(35.7, 51.4);
    // Ten seconds on, 1.2 km further: sent.
    vi.setSystemTime(Date.now() + 10_000);
    await phone.move(35.7, 51.4);
    await flush();
    expect(posts(api.calls)).toHaveLength(2);
    expect(document.body.textContent).toContain("Your location is shared");
  });

  it("says, in Persian too, when the phone is offline and the service worker keeps the position", async () => {
    const phone = fakeGeolocation();
    // public/sw.js answers a position it queued with 202 and no position.
    stubFetch(() => jsonResponse(202, envelope({ data: null })));
    await show(true, "fa");
    await phone.move(35.6892, 51.389);
    await flush();
    expect(document.body.textContent).toContain(catalogues.fa.tracking.share.queued);
    expect(document.body.textContent).not.toContain("آخرین ارسال");
  });

  it("stops watching and sends nothing more once the job is no longer in transit", async () => {
    const phone = fakeGeolocation();
    const api = stubFetch(() => jsonResponse(409, envelope({ status: "error" })));
    await show(true);
    await phone.move(35.6892, 51.389);
    await flush();
    expect(phone.geolocation.clearWatch).toHaveBeenCalledWith(7);
    vi.setSystemTime(Date.now() + 60_000);
    await phone.move(35.8, 51.5);
    await flush();
    expect(posts(api.calls)).toHaveLength(1);
    expect(document.body.textContent).toContain("stops once it is delivered");
  });

  it("keeps a refused position and sends the newest reading again after a pause", async () => {
    vi.useFakeTimers({
      toFake: ["Date", "setTimeout", "clearTimeout"],
      now: Date.parse("2026-11-24T10:00:00Z"),
    });
    const phone = fakeGeolocation();
    let refuse = true;
    const api = stubFetch(() =>
      refuse
        ? jsonResponse(429, envelope({ status: "error" }))
        : jsonResponse(201, envelope({ data: {} })),
    );
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    await show(true);
    await phone.move(35.6892, 51.389);
    await settle();
    expect(posts(api.calls)).toHaveLength(1);
    // A reading taken while the refused one waits goes in its place.
    refuse = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await phone.move(35.69, 51.39);
    await settle();
    expect(posts(api.calls)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(firstRetryMs));
    expect(posts(api.calls)).toHaveLength(2);
    expect(JSON.parse(String(posts(api.calls)[1]?.init.body))).toMatchObject({
      latitude: 35.69,
      longitude: 51.39,
    });
    expect(document.body.textContent).toContain("Your location is shared");
  });

  it("does not watch at all while the job is not in transit", async () => {
    const phone = fakeGeolocation();
    await show(false);
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it("says clearly, in Persian too, that permission was refused", async () => {
    const phone = fakeGeolocation();
    await show(true, "fa");
    await phone.refuse();
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("اجازهٔ دسترسی به موقعیت داده نشد");
    expect(phone.geolocation.clearWatch).toHaveBeenCalled();
  });
});
