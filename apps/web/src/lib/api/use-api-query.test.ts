import type { Envelope } from "@kesht/contracts";
import { QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { createElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/feedback/toast";
import { renderInDom, waitUntil } from "@/lib/state/testing/render-in-dom";
import { goToAuthPage } from "./auth-redirect";
import { getQueryClient } from "./query-client";
import { request } from "./request";
import type { RequestError } from "./request-error";
import { envelope, jsonResponse, stubFetch } from "./testing/fake-api";
import { type ApiQueryOptions, useApiQuery } from "./use-api-query";

vi.mock("@/components/feedback/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock("./auth-redirect", () => ({ goToAuthPage: vi.fn() }));

type Result = UseQueryResult<Envelope<unknown>, RequestError>;

type Latest = { current?: Result };

function QueryProbe({ options, latest }: { options: ApiQueryOptions<unknown>; latest: Latest }) {
  latest.current = useApiQuery(options);
  return null;
}

/** Renders a component that calls useApiQuery and returns a live view of its latest result. */
async function renderQuery(options: ApiQueryOptions<unknown>) {
  const latest: Latest = {};
  const view = await renderInDom(
    createElement(
      QueryClientProvider,
      { client: getQueryClient() },
      createElement(QueryProbe, { options, latest }),
    ),
  );
  return { latest, view };
}

beforeEach(() => {
  getQueryClient().clear();
});

describe("useApiQuery", () => {
  it("fetches the GET and exposes the envelope", async () => {
    const body = envelope({ data: [{ category_id: 1, title: "برنج", title_en: "Rice" }] });
    const { calls } = stubFetch(() => jsonResponse(200, body));

    const { latest, view } = await renderQuery({
      path: "/search-categories",
      payload: { search: "ri", lang: "en" },
    });
    await waitUntil(() => expect(latest.current?.isSuccess).toBe(true));

    expect(latest.current?.data).toEqual(body);
    expect(calls[0]?.url).toBe("/api/v1/search-categories?search=ri&lang=en");
    expect(calls[0]?.init.method).toBe("GET");
    await view.unmount();
  });

  it("shares its cache with request()", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope({ data: ["Iran"] })));

    const { latest, view } = await renderQuery({ path: "/countries", cacheKey: "countries" });
    await waitUntil(() => expect(latest.current?.isSuccess).toBe(true));
    const answer = await request({
      method: "GET",
      path: "/countries",
      cacheKey: "countries",
      readCache: true,
    });

    expect(answer?.data).toEqual(["Iran"]);
    expect(calls).toHaveLength(1);
    await view.unmount();
  });

  it("shows the failure once, without retrying a 4xx", async () => {
    const body = envelope({ status: "error", messages: { en: "No such shop", fa: "" } });
    const { calls } = stubFetch(() => jsonResponse(404, body));

    const { latest, view } = await renderQuery({ path: "/customer/sellers/99" });
    await waitUntil(() => expect(latest.current?.isError).toBe(true));

    expect(calls).toHaveLength(1);
    expect(latest.current?.error?.failure).toEqual({ kind: "http", status: 404, envelope: body });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("No such shop", expect.anything());
    await view.unmount();
  });

  it("retries a server error once before showing it", async () => {
    const { calls } = stubFetch(() => jsonResponse(503, envelope({ status: "error" })));

    const { latest, view } = await renderQuery({ path: "/banners" });
    await waitUntil(() => expect(latest.current?.isError).toBe(true), 5_000);

    expect(calls).toHaveLength(2);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith("Unknown error occured", expect.anything());
    await view.unmount();
  });

  it("leads to /auth on a 401", async () => {
    stubFetch(() => jsonResponse(401, envelope({ status: "error" })));

    const { latest, view } = await renderQuery({
      path: "/customer/carts",
      payload: { status: "cart" },
    });
    await waitUntil(() => expect(latest.current?.isError).toBe(true));

    expect(goToAuthPage).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
    await view.unmount();
  });

  it("does not fetch while disabled", async () => {
    const { calls } = stubFetch(() => jsonResponse(200, envelope()));

    const { latest, view } = await renderQuery({ path: "/customer/carts", enabled: false });

    expect(latest.current?.fetchStatus).toBe("idle");
    expect(calls).toHaveLength(0);
    await view.unmount();
  });
});
