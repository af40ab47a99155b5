// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { downForMs, markDown, markUp, parseApiUrls, upstreamOrder } from "./api-upstreams";

afterEach(() => vi.unstubAllEnvs());

describe("API upstreams", () => {
  it("reads one API or several from API_URL", () => {
    expect(parseApiUrls(undefined)).toEqual(["http://127.0.0.1:4000"]);
    expect(parseApiUrls(" http://a:4000/ , http://b:4000,")).toEqual([
      "http://a:4000",
      "http://b:4000",
    ]);
  });

  it("takes turns, and passes over an API found down until it may be back", () => {
    vi.stubEnv("API_URL", "http://a:1,http://b:1,http://c:1");
    const firsts = [0, 1, 2].map(() => upstreamOrder(1_000)[0]);
    expect(firsts.sort()).toEqual(["http://a:1", "http://b:1", "http://c:1"]);

    markDown("http://b:1", 1_000);
    for (let i = 0; i < 3; i += 1) {
      const order = upstreamOrder(1_500);
      expect(order.at(-1)).toBe("http://b:1");
      expect(order).toHaveLength(3);
    }
    expect(upstreamOrder(1_000 + downForMs + 1)).toContain("http://b:1");
    markDown("http://b:1", 1_000);
    markUp("http://b:1");
    expect(new Set([0, 1, 2].map(() => upstreamOrder(1_500)[0]))).toContain("http://b:1");
  });
});
