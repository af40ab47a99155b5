// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { devRoutesGuard } from "./dev-routes";
import { strictTransportSecurity } from "./strict-transport";

const request = (url: string) => ({ url }) as IncomingMessage;

describe("HSTS on the web pages", () => {
  it("is on exactly with COOKIE_SECURE unless HSTS says otherwise", () => {
    expect(strictTransportSecurity({})).toBeNull();
    expect(strictTransportSecurity({ COOKIE_SECURE: "true" })).toBe("max-age=31536000");
    expect(strictTransportSecurity({ COOKIE_SECURE: "true", HSTS: "false" })).toBeNull();
    expect(strictTransportSecurity({ HSTS: "true" })).toBe("max-age=31536000");
  });
});

describe("the API's development routes through the web server", () => {
  it("pass on loopback", () => {
    expect(devRoutesGuard("127.0.0.1", {})(request("/api/v1/dev/outbox?mobile=0912"))).toBe(false);
  });

  it("are stopped beyond loopback, unless ALLOW_DEV_PROVIDERS=true", () => {
    const refuses = devRoutesGuard("0.0.0.0", {});
    expect(refuses(request("/api/v1/dev/outbox?mobile=0912"))).toBe(true);
    expect(refuses(request("/api/v1/DEV/outbox"))).toBe(true);
    expect(refuses(request("/api/v1/health"))).toBe(false);
    const allowed = devRoutesGuard("0.0.0.0", { ALLOW_DEV_PROVIDERS: "true" });
    expect(allowed(request("/api/v1/dev/outbox"))).toBe(false);
  });
});
