// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "@/lib/state/app-store";
import { apiBaseUrl } from "./api-base-url";
import { defaultOutcomeEnv } from "./outcome-env";
import { getQueryClient } from "./query-client";
import { request } from "./request";
import { currentRequestContext } from "./request-context";
import { envelope, jsonResponse, stubFetch } from "./testing/fake-api";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("on the server", () => {
  it("makes a new query client per call, so visitors never share a cache", () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it("calls the API directly at API_URL, or at the local default", () => {
    vi.stubEnv("API_URL", "http://api.internal:8080/");
    expect(apiBaseUrl()).toBe("http://api.internal:8080/api/v1");

    vi.stubEnv("API_URL", undefined);
    expect(apiBaseUrl()).toBe("http://127.0.0.1:4000/api/v1");
  });

  it("never sends a token or language left in the shared store", () => {
    useAppStore.setState({ token: "someone-else", language: { activeLanguage: "fa" } });

    expect(currentRequestContext()).toEqual({
      baseUrl: "http://127.0.0.1:4000/api/v1",
      language: "en",
      token: null,
    });
  });

  it("only logs failures: no toast, no redirect, no state to clear", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { calls } = stubFetch(() =>
      jsonResponse(500, envelope({ status: "error", message: "Down" })),
    );
    const env = defaultOutcomeEnv();

    const result = await request({ method: "GET", path: "/countries" });

    expect(result).toBeNull();
    expect(calls[0]?.url).toBe("http://127.0.0.1:4000/api/v1/countries");
    expect(warn).toHaveBeenCalledWith("[api]", "Down");
    expect(() => env.goToAuth()).not.toThrow();
    expect(() => env.clearPersistedState()).not.toThrow();
  });
});
