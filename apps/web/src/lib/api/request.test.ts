import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/feedback/toast";
import { initialAppData } from "@/lib/state/app-state";
import { useAppStore } from "@/lib/state/app-store";
import { goToAuthPage } from "./auth-redirect";
import { queryKeyOf } from "./cache-policy";
import { fetchEnvelope } from "./fetch-envelope";
import { getQueryClient } from "./query-client";
import { request } from "./request";
import { envelope, headersOf, jsonResponse, stubFetch } from "./testing/fake-api";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("./auth-redirect", () => ({ goToAuthPage: vi.fn() }));

const countries = envelope({ data: [{ id: 1, name: "Iran" }] });

beforeEach(() => {
  useAppStore.setState(initialAppData);
  getQueryClient().clear();
});

describe("request", () => {
  describe("what it sends", () => {
    it("a GET to /api/v1 with the payload as query, in the active language", async () => {
      useAppStore.getState().setLanguage("fa");
      const { calls } = stubFetch(() => jsonResponse(200, countries));

      await request({ method: "GET", path: "/cities", payload: { province_id: 5, q: undefined } });

      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe("/api/v1/cities?province_id=5");
      expect(calls[0]?.init.method).toBe("GET");
      expect(headersOf(calls[0])["Accept-Language"]).toBe("fa");
      expect(calls[0]?.init.credentials).toBe("same-origin");
    });

    it("a change with its payload as JSON body", async () => {
      const { calls } = stubFetch(() => jsonResponse(201, envelope()));

      await request({ method: "POST", path: "/customer/addresses", payload: { city: "Yazd" } });

      expect(calls[0]?.url).toBe("/api/v1/customer/addresses");
      expect(calls[0]?.init.body).toBe(JSON.stringify({ city: "Yazd" }));
      expect(headersOf(calls[0])["Content-Type"]).toBe("application/json");
    });

    it("the bearer token when the store has one, and none otherwise", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, envelope()));

      await request({ method: "GET", path: "/customer/profile" });
      useAppStore.getState().login("customer", null, "s3cret");
      await request({ method: "POST", path: "/customer/update" });

      expect(headersOf(calls[0])).not.toHaveProperty("Authorization");
      expect(headersOf(calls[1]).Authorization).toBe("Bearer s3cret");
    });
  });

  describe("what it answers", () => {
    it("resolves with the envelope and calls onSuccess", async () => {
      stubFetch(() => jsonResponse(200, countries));
      const onSuccess = vi.fn();
      const onFailure = vi.fn();

      const result = await request({ method: "GET", path: "/countries", onSuccess, onFailure });

      expect(result).toEqual(countries);
      expect(onSuccess).toHaveBeenCalledExactlyOnceWith(countries);
      expect(onFailure).not.toHaveBeenCalled();
    });

    it("resolves with null, calls onFailure and shows the error on failure", async () => {
      const body = envelope({ status: "error", messages: { en: "Not allowed", fa: "مجاز نیست" } });
      stubFetch(() => jsonResponse(403, body));
      const onSuccess = vi.fn();
      const onFailure = vi.fn();

      const result = await request({
        method: "DELETE",
        path: "/seller/images",
        onSuccess,
        onFailure,
      });

      expect(result).toBeNull();
      expect(onSuccess).not.toHaveBeenCalled();
      expect(onFailure).toHaveBeenCalledExactlyOnceWith({
        kind: "http",
        status: 403,
        envelope: body,
      });
      expect(toast.error).toHaveBeenCalledWith(
        "Not allowed",
        expect.objectContaining({ id: expect.any(String) }),
      );
    });

    it("runs onFailure for a 200 whose envelope says error (GET answered through the cache too)", async () => {
      const body = envelope({ status: "error", messages: { en: "Closed", fa: "بسته است" } });
      stubFetch(() => jsonResponse(200, body));
      useAppStore.getState().setLanguage("fa");
      const onFailure = vi.fn();

      await request({ method: "GET", path: "/time-blocks", onFailure });

      expect(onFailure).toHaveBeenCalledWith({ kind: "envelope", status: 200, envelope: body });
      expect(toast.error).toHaveBeenCalledWith("بسته است", expect.anything());
    });

    it("shows the success message of a change in the active language", async () => {
      stubFetch(() => jsonResponse(200, envelope({ messages: { en: "Saved", fa: "ذخیره شد" } })));
      useAppStore.getState().setLanguage("fa");

      await request({ method: "PUT", path: "/customer/update" });

      expect(toast.success).toHaveBeenCalledWith("ذخیره شد", expect.anything());
    });

    it("shows the network message when fetch rejects", async () => {
      vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
      const onFailure = vi.fn();

      const result = await request({ method: "GET", path: "/countries", onFailure });

      expect(result).toBeNull();
      expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: "network" }));
      expect(toast.error).toHaveBeenCalledWith(
        "Please check your internet connection",
        expect.anything(),
      );
    });

    it("on a 401, clears the session (keeping language and rates) and goes to /auth", async () => {
      const state = useAppStore.getState();
      state.login("seller", { id: 9 }, "old");
      state.addSearchTerm("rice");
      state.setLanguage("fa");
      state.setRates({ usdToRial: 5 });
      stubFetch(() => jsonResponse(401, envelope({ status: "error" })));

      const result = await request({ method: "GET", path: "/seller/profile" });

      expect(result).toBeNull();
      expect(goToAuthPage).toHaveBeenCalledOnce();
      expect(toast.error).not.toHaveBeenCalled();
      expect(useAppStore.getState()).toMatchObject({
        auth: { isLogin: false, accountType: "customer" },
        userInfo: null,
        token: null,
        searchHistory: [],
        language: { activeLanguage: "fa" },
        rates: { usdToRial: 5 },
      });
    });

    it("uses the given surroundings instead of the browser's", async () => {
      stubFetch(() => jsonResponse(500, envelope({ status: "error", message: "Down" })));
      const env = {
        language: "en" as const,
        toast: { error: vi.fn(), success: vi.fn() },
        goToAuth: vi.fn(),
        clearPersistedState: vi.fn(),
      };

      await request({ method: "GET", path: "/countries" }, env);

      expect(env.toast.error).toHaveBeenCalledExactlyOnceWith("Down");
      expect(toast.error).not.toHaveBeenCalled();
    });

    it("hands the whole envelope to onSuccess whatever the status with acceptAnyStatus", async () => {
      const body = envelope({ status: "error", messages: { en: "Wrong code", fa: "" } });
      stubFetch(() => jsonResponse(422, body));
      const onSuccess = vi.fn();

      const result = await request({
        method: "POST",
        path: "/customer/login",
        acceptAnyStatus: true,
        onSuccess,
      });

      expect(result).toEqual(body);
      expect(onSuccess).toHaveBeenCalledWith(body);
      expect(toast.error).not.toHaveBeenCalled();
    });
  });

  describe("cache", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("answers a GET with readCache from a fresh entry, without fetching", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, countries));
      const options = {
        method: "GET",
        path: "/countries",
        readCache: true,
        cacheTime: 60_000,
      } as const;

      const first = await request(options);
      const second = await request(options);

      expect(calls).toHaveLength(1);
      expect(second).toEqual(first);
    });

    it("fetches again once the entry is older than cacheTime", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const { calls } = stubFetch(() => jsonResponse(200, countries));
      const options = {
        method: "GET",
        path: "/countries",
        readCache: true,
        cacheTime: 1_000,
      } as const;

      await request(options);
      vi.setSystemTime(Date.now() + 1_001);
      await request(options);

      expect(calls).toHaveLength(2);
    });

    it("always fetches a GET without readCache", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, countries));

      await request({ method: "GET", path: "/countries", cacheTime: 60_000 });
      await request({ method: "GET", path: "/countries", cacheTime: 60_000 });

      expect(calls).toHaveLength(2);
    });

    it("keys entries by path and payload unless a cacheKey is given", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, countries));

      await request({
        method: "GET",
        path: "/cities",
        payload: { province_id: 1 },
        readCache: true,
      });
      await request({
        method: "GET",
        path: "/cities",
        payload: { province_id: 2 },
        readCache: true,
      });
      await request({
        method: "GET",
        path: "/cities",
        payload: { province_id: 1 },
        readCache: true,
      });

      expect(calls.map((call) => call.url)).toEqual([
        "/api/v1/cities?province_id=1",
        "/api/v1/cities?province_id=2",
      ]);
      expect(getQueryClient().getQueryData(["/cities", { province_id: 1 }])).toEqual(countries);
    });

    it("never caches a failure", async () => {
      let status = 500;
      const { calls } = stubFetch(() =>
        jsonResponse(status, envelope({ status: status === 200 ? "success" : "error" })),
      );
      const options = { method: "GET", path: "/countries", readCache: true } as const;

      expect(await request(options)).toBeNull();
      status = 200;
      expect(await request(options)).not.toBeNull();

      expect(calls).toHaveLength(2);
    });

    it("drops the entry of a change's cacheKey, so the next read fetches", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: [] })));
      const read = {
        method: "GET",
        path: "/customer/addresses",
        cacheKey: "addresses",
        readCache: true,
      } as const;

      await request(read);
      await request({
        method: "POST",
        path: "/customer/addresses",
        cacheKey: "addresses",
        payload: {},
      });
      await request(read);

      expect(calls.map((call) => call.init.method)).toEqual(["GET", "POST", "GET"]);
    });

    it("drops the entry even when the change failed", async () => {
      let status = 200;
      const { calls } = stubFetch(() =>
        jsonResponse(status, envelope({ status: status === 200 ? "success" : "error" })),
      );
      const read = {
        method: "GET",
        path: "/customer/addresses",
        cacheKey: "addresses",
        readCache: true,
      } as const;

      await request(read);
      expect(getQueryClient().getQueryData(queryKeyOf(read))).toBeDefined();
      status = 500;
      await request({ method: "DELETE", path: "/customer/addresses", cacheKey: "addresses" });

      expect(getQueryClient().getQueryData(queryKeyOf(read))).toBeUndefined();
      expect(calls).toHaveLength(2);
    });

    it("keeps payloads under one cacheKey apart, and a change drops them all", async () => {
      const { calls } = stubFetch((call) => jsonResponse(200, envelope({ data: call.url })));
      const page = (n: number) =>
        ({
          method: "GET",
          path: "/seller/products",
          payload: { page: n },
          cacheKey: "products",
          readCache: true,
        }) as const;

      const first = await request(page(1));
      const second = await request(page(2));
      await request({ method: "POST", path: "/seller/products", cacheKey: "products" });
      await request(page(1));
      await request(page(2));

      expect(first?.data).toBe("/api/v1/seller/products?page=1");
      expect(second?.data).toBe("/api/v1/seller/products?page=2");
      expect(calls).toHaveLength(5);
    });

    it("asks again when a change drops the entry while it is loading", async () => {
      let releaseFirstRead: () => void = () => {};
      const firstRead = new Promise<void>((resolve) => (releaseFirstRead = resolve));
      let reads = 0;
      const { calls } = stubFetch(async (call) => {
        if (call.init.method === "GET" && ++reads === 1) await firstRead;
        return jsonResponse(200, envelope({ data: { reads } }));
      });
      const onFailure = vi.fn();

      const pending = request({
        method: "GET",
        path: "/customer/addresses",
        cacheKey: "addresses",
        onFailure,
      });
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      await request({ method: "POST", path: "/customer/addresses", cacheKey: "addresses" });
      const answer = await pending;
      releaseFirstRead();

      expect(onFailure).not.toHaveBeenCalled();
      expect(toast.error).not.toHaveBeenCalled();
      expect(answer?.data).toEqual({ reads: 2 });
    });

    it("keeps other entries when a change names another key or none", async () => {
      const { calls } = stubFetch(() => jsonResponse(200, envelope()));
      const read = {
        method: "GET",
        path: "/countries",
        cacheKey: "countries",
        readCache: true,
      } as const;

      await request(read);
      await request({ method: "POST", path: "/customer/addresses", cacheKey: "addresses" });
      await request({ method: "POST", path: "/customer/addresses" });
      await request(read);

      expect(calls.map((call) => call.init.method)).toEqual(["GET", "POST", "POST"]);
    });

    it("refetches an entry a component is showing instead of blanking it", async () => {
      let name = "old";
      const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: { name } })));
      const client = getQueryClient();
      const read = {
        method: "GET",
        path: "/customer/profile",
        cacheKey: "profile",
        readCache: true,
      } as const;
      await request(read);
      const observer = new QueryObserver(client, {
        queryKey: queryKeyOf(read),
        queryFn: () => fetchEnvelope({ method: "GET", path: "/customer/profile" }),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const unsubscribe = observer.subscribe(() => {});

      name = "new";
      await request({ method: "PUT", path: "/customer/update", cacheKey: "profile" });
      await vi.waitFor(() =>
        expect(client.getQueryData(queryKeyOf(read))).toMatchObject({ data: { name: "new" } }),
      );
      unsubscribe();

      expect(calls).toHaveLength(3);
    });
  });

  describe("the query library", () => {
    it("is not loaded for a change on a page that has read nothing through it", async () => {
      vi.resetModules();
      const fresh = await import("./request");
      const slot = await import("./query-client-slot");
      const { calls } = stubFetch(() => jsonResponse(200, envelope()));

      const result = await fresh.request({
        method: "POST",
        path: "/customer/carts",
        cacheKey: "c",
      });

      expect(result).not.toBeNull();
      expect(calls).toHaveLength(1);
      expect(slot.madeQueryClient()).toBeUndefined();
    });

    it("is loaded by the first GET, which it caches", async () => {
      vi.resetModules();
      const fresh = await import("./request");
      const slot = await import("./query-client-slot");
      stubFetch(() => jsonResponse(200, countries));

      await fresh.request({ method: "GET", path: "/countries", readCache: true });

      expect(slot.madeQueryClient()?.getQueryData(["/countries", {}])).toEqual(countries);
    });
  });
});
