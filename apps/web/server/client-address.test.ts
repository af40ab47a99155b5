// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressResolver } from "./client-address";

function requestFrom(peer: string, headers: Record<string, string> = {}) {
  return { socket: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage;
}

describe("clientAddressResolver", () => {
  it("takes the socket's peer and ignores forwarding headers a visitor wrote", () => {
    const resolve = clientAddressResolver("loopback");
    const request = requestFrom("203.0.113.7", {
      "x-forwarded-for": "198.51.100.1",
      "x-real-ip": "198.51.100.2",
      forwarded: "for=198.51.100.3",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(resolve(request)).toBe("203.0.113.7");
    expect(request.headers).toEqual({ "x-forwarded-for": "203.0.113.7" });
  });

  it("believes X-Forwarded-For from a trusted proxy, up to the first untrusted hop", () => {
    const resolve = clientAddressResolver("loopback, 10.0.0.0/8");
    const request = requestFrom("127.0.0.1", {
      // The visitor wrote the first address; the proxy at 10.0.0.2 appended the real one.
      "x-forwarded-for": "1.1.1.1, 198.51.100.9, 10.0.0.2",
      "x-forwarded-proto": "https",
    });
    expect(resolve(request)).toBe("198.51.100.9");
    expect(request.headers["x-forwarded-for"]).toBe("198.51.100.9");
    expect(request.headers["x-forwarded-proto"]).toBe("https");
  });

  it("trusts only the proxies named, in the API's TRUST_PROXY format", () => {
    const resolve = clientAddressResolver("127.0.0.1");
    expect(resolve(requestFrom("127.0.0.2", { "x-forwarded-for": "198.51.100.9" }))).toBe(
      "127.0.0.2",
    );
    expect(resolve(requestFrom("127.0.0.1", { "x-forwarded-for": "198.51.100.9" }))).toBe(
      "198.51.100.9",
    );
  });

  it("trusts no one with `false`, not even a proxy on the same machine", () => {
    const resolve = clientAddressResolver("false");
    const request = requestFrom("127.0.0.1", {
      "x-forwarded-for": "198.51.100.9",
      "x-forwarded-proto": "https",
    });
    expect(resolve(request)).toBe("127.0.0.1");
    expect(request.headers).toEqual({ "x-forwarded-for": "127.0.0.1" });
  });

  it("refuses a setting that names no address at start, not on the first request", () => {
    expect(() => clientAddressResolver("not-an-address")).toThrow();
  });
});
