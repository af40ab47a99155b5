import { describe, expect, it, vi } from "vitest";
import { toast } from "@/components/feedback/toast";
import { getQueryClient, retryOnceUnlessRefused } from "./query-client";
import { RequestError } from "./request-error";
import type { RequestFailure } from "./request-options";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function failed(failure: RequestFailure) {
  return new RequestError(failure, "GET /countries");
}

describe("getQueryClient in the browser", () => {
  it("is one client for the whole tab", () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it("follows window focus and the connection once made, with no provider around the app", async () => {
    vi.resetModules();
    const { QueryClient } = await import("@tanstack/react-query");
    const mount = vi.spyOn(QueryClient.prototype, "mount");
    const fresh = await import("./query-client");

    fresh.getQueryClient();
    fresh.getQueryClient();

    expect(mount).toHaveBeenCalledTimes(1);
    mount.mockRestore();
  });

  it("treats data as stale at once and never retries changes", () => {
    const defaults = getQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(0);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe("retryOnceUnlessRefused", () => {
  it.each<[string, RequestFailure]>([
    ["a network error", { kind: "network" }],
    ["a 500", { kind: "http", status: 500 }],
    ["a 503", { kind: "http", status: 503 }],
    ["a 2xx that is not JSON", { kind: "unknown", status: 200 }],
  ])("retries %s once", (_, failure) => {
    expect(retryOnceUnlessRefused(0, failed(failure))).toBe(true);
    expect(retryOnceUnlessRefused(1, failed(failure))).toBe(false);
  });

  it.each<[string, RequestFailure]>([
    ["a 400", { kind: "http", status: 400 }],
    ["a 404", { kind: "http", status: 404 }],
    ["a 422", { kind: "http", status: 422 }],
    ["a 401", { kind: "unauthorized", status: 401 }],
    ["a refusal inside a 200", { kind: "envelope", status: 200 }],
  ])("does not retry %s", (_, failure) => {
    expect(retryOnceUnlessRefused(0, failed(failure))).toBe(false);
  });
});

describe("query failures", () => {
  it("are shown for queries that ask for it, once they have finally failed", async () => {
    const queryFn = vi.fn(() => Promise.reject(failed({ kind: "network" })));

    await expect(
      getQueryClient().fetchQuery({
        queryKey: ["reported"],
        queryFn,
        meta: { reportFailures: true },
      }),
    ).rejects.toBeInstanceOf(RequestError);

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      "Please check your internet connection",
      expect.anything(),
    );
  });

  it("stay quiet for other queries (request() and background loads report their own)", async () => {
    await expect(
      getQueryClient().fetchQuery({
        queryKey: ["quiet"],
        queryFn: () => Promise.reject(failed({ kind: "network" })),
        retry: false,
      }),
    ).rejects.toBeInstanceOf(RequestError);

    expect(toast.error).not.toHaveBeenCalled();
  });
});
