// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildRequest, type RequestContext } from "./build-request";

const context: RequestContext = { baseUrl: "/api/v1", language: "fa", token: null };

describe("buildRequest", () => {
  it("sends a GET payload as the query string, skipping undefined and null", () => {
    const { url, init } = buildRequest(
      {
        method: "GET",
        path: "/search-categories",
        payload: {
          search: "زعفران",
          lang: "fa",
          page: 2,
          all: false,
          skipped: undefined,
          none: null,
        },
      },
      context,
    );

    expect(url).toBe(
      `/api/v1/search-categories?search=${encodeURIComponent("زعفران")}&lang=fa&page=2&all=false`,
    );
    expect(init.body).toBeUndefined();
    expect(init.method).toBe("GET");
  });

  it("repeats a key for each item of a list and appends to a path that already has a query", () => {
    const { url } = buildRequest(
      { method: "GET", path: "/banners?app_name=web", payload: { position: ["top", "side"] } },
      context,
    );

    expect(url).toBe("/api/v1/banners?app_name=web&position=top&position=side");
  });

  it("adds no question mark when there is nothing to send", () => {
    expect(buildRequest({ method: "GET", path: "/countries" }, context).url).toBe(
      "/api/v1/countries",
    );
    expect(
      buildRequest({ method: "GET", path: "/countries", payload: { q: undefined } }, context).url,
    ).toBe("/api/v1/countries");
  });

  it("sends the payload of other methods as a JSON body, not in the URL", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const { url, init } = buildRequest(
        { method, path: "/customer/addresses", payload: { city: "Shiraz", id: 4 } },
        context,
      );

      expect(url).toBe("/api/v1/customer/addresses");
      expect(init.method).toBe(method);
      expect(JSON.parse(String(init.body))).toEqual({ city: "Shiraz", id: 4 });
    }
  });

  it("sends an empty JSON object when a change has no payload", () => {
    expect(buildRequest({ method: "POST", path: "/customer/Logout" }, context).init.body).toBe(
      "{}",
    );
  });

  it("asks for JSON in the active language and sends the session cookie", () => {
    const { init } = buildRequest({ method: "GET", path: "/countries" }, context);

    expect(init.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      "Accept-Language": "fa",
    });
    expect(init.credentials).toBe("same-origin");
  });

  it("adds a bearer token only when there is one", () => {
    const withToken = buildRequest(
      { method: "GET", path: "/customer/profile" },
      { ...context, token: "abc" },
    );
    const without = buildRequest({ method: "GET", path: "/customer/profile" }, context);

    expect(withToken.init.headers).toMatchObject({ Authorization: "Bearer abc" });
    expect(without.init.headers).not.toHaveProperty("Authorization");
  });

  it("adds a call's own headers without letting them replace the standard ones", () => {
    const { init } = buildRequest(
      {
        method: "POST",
        path: "/customer/orders",
        headers: { "Idempotency-Key": "key-1", Accept: "text/html" },
      },
      { ...context, token: "abc" },
    );

    expect(init.headers).toEqual({
      "Idempotency-Key": "key-1",
      Accept: "application/json",
      "Content-Type": "application/json",
      "Accept-Language": "fa",
      Authorization: "Bearer abc",
    });
  });
});
