import { createElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/feedback/toast";
import { initialAppData } from "@/lib/state/app-state";
import { useAppStore } from "@/lib/state/app-store";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { envelope, type FetchCall, jsonResponse, stubFetch } from "./testing/fake-api";
import { forgetRates, hasRateFailed, loadRates, useBootstrapRates } from "./use-bootstrap-rates";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function conversion(rate: number, currency: "IRR" | "AED") {
  return envelope({
    data: { usd: 1, rate, unit_rate: rate, currency, updated_at: "2025-01-01T00:00:00.000Z" },
  });
}

function ratesApi(call: FetchCall): Response {
  if (call.url === "/api/v1/convert/usd-to-rial?usd=1")
    return jsonResponse(200, conversion(1_020_000, "IRR"));
  if (call.url === "/api/v1/convert/usd-to-aed?usd=1")
    return jsonResponse(200, conversion(3.67, "AED"));
  return jsonResponse(404, envelope({ status: "error" }));
}

function App() {
  useBootstrapRates();
  return null;
}

beforeEach(() => {
  useAppStore.setState(initialAppData);
  forgetRates();
});

describe("useBootstrapRates", () => {
  it("loads both rates into the store when the app starts", async () => {
    const { calls } = stubFetch(ratesApi);

    const view = await renderInDom(createElement(App));
    await waitUntil(() =>
      expect(useAppStore.getState().rates).toEqual({ usdToRial: 1_020_000, usdToAed: 3.67 }),
    );

    expect(calls.map((call) => call.url).sort()).toEqual([
      "/api/v1/convert/usd-to-aed?usd=1",
      "/api/v1/convert/usd-to-rial?usd=1",
    ]);
    await view.unmount();
  });
});

describe("loadRates", () => {
  it("keeps the rate that loaded when the other fails, silently but logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch((call) =>
      call.url.includes("usd-to-aed")
        ? jsonResponse(500, envelope({ status: "error" }))
        : ratesApi(call),
    );
    const setRates = vi.fn();

    await loadRates(setRates);

    expect(setRates).toHaveBeenCalledExactlyOnceWith({ usdToRial: 1_020_000 });
    // The home page says which rate is unavailable.
    expect(hasRateFailed("/convert/usd-to-aed")).toBe(true);
    expect(hasRateFailed("/convert/usd-to-rial")).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      "[rates] could not load /convert/usd-to-aed",
      expect.anything(),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("stores nothing and shows nothing when offline", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const setRates = vi.fn();

    await loadRates(setRates);

    expect(setRates).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("rejects an answer without a numeric rate", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(() => jsonResponse(200, envelope({ data: { rate: "lots" } })));
    const setRates = vi.fn();

    await loadRates(setRates);

    expect(setRates).not.toHaveBeenCalled();
  });

  it("asks only once when started twice in a row (StrictMode runs effects twice)", async () => {
    const { calls } = stubFetch(ratesApi);
    const setRates = vi.fn();

    await Promise.all([loadRates(setRates), loadRates(setRates)]);

    expect(calls).toHaveLength(2);
    expect(setRates).toHaveBeenCalledTimes(4);
  });
});
