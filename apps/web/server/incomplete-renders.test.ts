// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import en from "../messages/en.json";
import fa from "../messages/fa.json";
import { answerIncompleteRenders } from "./incomplete-renders";

let server: Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers like Next does, after a render that was (or was not) rate limited. */
async function serve(limitedFor: number | null, unavailableFor: number | null = null) {
  const listening = createServer((request, response) => {
    const scope = {
      clientAddress: "203.0.113.7",
      rateLimitedFor: null as number | null,
      apiUnavailableFor: null as number | null,
      requestId: "test",
    };
    answerIncompleteRenders(request, response, scope);
    scope.rateLimitedFor = limitedFor;
    scope.apiUnavailableFor = unavailableFor;
    response.statusCode = 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("content-length", "28");
    response.setHeader("x-frame-options", "DENY");
    response.write("<p>half a page</p>");
    response.end("<p>end</p>");
  });
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe("answerIncompleteRenders", () => {
  it("leaves a render that was not limited alone", async () => {
    const origin = await serve(null);
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<p>half a page</p><p>end</p>");
  });

  it("answers a limited render with the 429 page, whole, in the visitor's language", async () => {
    const origin = await serve(42);
    const response = await fetch(`${origin}/customer/products?page=2`, {
      headers: { cookie: "theme=x; lang=fa" },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Headers that are not about the body (security headers) survive.
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const html = await response.text();
    expect(html).not.toContain("half a page");
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain(fa.tooManyRequests.title);
    expect(html).toContain("۴۲");
    expect(html).toContain('href="/customer/products?page=2"');
  });

  it("says it in English by default, and escapes the address it links back to", async () => {
    const origin = await serve(5);
    const response = await fetch(`${origin}/customer/products?search=%22%3E%3Cscript%3E`);
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(en.tooManyRequests.title);
    expect(html).toContain("5 seconds");
    expect(html).not.toContain("<script>");
  });

  it("answers a render no API could serve with the 503 page, never a 200 with gaps", async () => {
    const origin = await serve(null, 5);
    const response = await fetch(`${origin}/customer/products`, { headers: { cookie: "lang=fa" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).not.toContain("half a page");
    expect(html).toContain(fa.serviceUnavailable.title);
    expect(html).toContain("۵۰۳");
  });
});
