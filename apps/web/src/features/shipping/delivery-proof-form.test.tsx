import { NextIntlClientProvider } from "next-intl";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, stubFetch } from "@/lib/api/testing/fake-api";
import { catalogues } from "@/lib/i18n/catalogues";
import { DeliveryProofForm } from "./delivery-proof-form";

/*
 * The handover on the job page: the code alone delivers — the photo beside it is optional
 * (decision 036) — and the place goes with it when the device tells it.
 */

let root: Root | null = null;
let container: HTMLDivElement | null = null;

async function show() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
  const mounted = createRoot(container);
  root = mounted;
  await act(async () =>
    mounted.render(
      <NextIntlClientProvider locale="en" messages={catalogues.en} timeZone="Asia/Tehran">
        <DeliveryProofForm target={{ groupId: 41, orderId: 7 }} />
      </NextIntlClientProvider>,
    ),
  );
}

/** A device that tells where it is at once. */
function locatedAt(latitude: number, longitude: number) {
  const geolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback) =>
      success({ coords: { latitude, longitude }, timestamp: Date.now() } as GeolocationPosition),
    ),
  };
  vi.stubGlobal("navigator", { ...navigator, geolocation });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
}

async function typeCode(code: string) {
  const input = document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  await act(async () => {
    setValue?.call(input, code);
    input?.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

afterEach(async () => {
  if (root) await act(async () => root?.unmount());
  container?.remove();
  root = null;
  vi.unstubAllGlobals();
});

describe("handing an order over", () => {
  it("delivers with the code alone, without a photo, and sends the place", async () => {
    locatedAt(35.7, 51.4);
    const api = stubFetch(() => jsonResponse(200, envelope({ data: {} })));
    await show();
    await typeCode("12345");
    await act(async () => {
      document.querySelector("form")?.requestSubmit();
    });
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url).toContain("/driver/jobs/41/orders/7/delivered");
    expect(JSON.parse(String(api.calls[0]?.init.body))).toEqual({
      code: "12345",
      latitude: 35.7,
      longitude: 51.4,
    });
    expect(document.body.textContent).not.toContain("required");
  });
});
