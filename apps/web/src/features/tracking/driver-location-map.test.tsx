import type { DriverLocation, Language } from "@kesht/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "@/lib/api";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { DriverLocationMap } from "./driver-location-map";

const now = Date.parse("2026-11-24T10:30:00Z");
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

function location(groupId: number, inTransit: boolean): DriverLocation {
  const last = { latitude: 35.7, longitude: 51.4, accuracy_m: 10, recorded_at: minutesAgo(12) };
  return {
    group_id: groupId,
    in_transit: inTransit,
    loaded_at: minutesAgo(90),
    positions: [{ ...last, latitude: 35.6, recorded_at: minutesAgo(20) }, last],
    last_position: last,
    last_seen_at: last.recorded_at,
    destination: {
      city_id: 1,
      city: { en: "Shiraz", fa: "شیراز" },
      province: { en: "Fars", fa: "فارس" },
      latitude: 29.59,
      longitude: 52.58,
    },
  };
}

class SilentEventSource {
  addEventListener() {}
  close() {}
  onerror = null;
}

let root: Root | null = null;
async function show(groupId: number, language: Language, hideWhenMissing = false) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <NextIntlClientProvider
        locale={language}
        messages={catalogues[language]}
        timeZone="Asia/Tehran"
        now={new Date(now)}
      >
        <QueryClientProvider client={getQueryClient()}>
          <DriverLocationMap
            viewer={{ side: "seller", groupId }}
            hideWhenMissing={hideWhenMissing}
          />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return container;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  vi.stubGlobal("EventSource", SilentEventSource);
});

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the driver's location", () => {
  it("says when the driver was last seen and where the load goes", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: location(101, true) })));
    const page = await show(101, "en");
    expect(page.textContent).toContain("Last seen 12 minutes ago");
    expect(page.textContent).toContain("Destination: Shiraz, Fars");
    expect(page.textContent).toContain("Live");
    expect(page.textContent).not.toContain("not on the way");
  });

  it("says it in Persian with Persian digits, and that the trip is over", async () => {
    stubFetch(() => jsonResponse(200, envelope({ data: location(102, false) })));
    const page = await show(102, "fa");
    expect(page.textContent).toContain("آخرین موقعیت: ۱۲ دقیقه پیش");
    expect(page.textContent).toContain("مقصد: شیراز، فارس");
    expect(page.textContent).toContain("راننده اکنون در راه نیست");
  });

  it("shows nothing in a page section when there is no location", async () => {
    stubFetch(() => jsonResponse(404, envelope({ status: "error" })));
    const page = await show(103, "en", true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    // Not even the loading placeholder: the section is gone.
    expect(page.innerHTML).toBe("");
  });
});
