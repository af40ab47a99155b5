// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fetchApi } from "./fetch-api";
import { answersAlike, fingerprintOf, freshUntilOf, type PageReads } from "./page-reads";
import { runInRequestScope } from "./request-scope";

// Outside Next there is no request to wait for.
vi.mock("next/server", () => ({ connection: async () => {} }));

describe("freshUntilOf", () => {
  const date = "Mon, 30 Nov 2026 00:00:00 GMT";
  const sent = Date.parse(date);

  it("is the answer's date plus its max-age when any cache may keep it", () => {
    expect(freshUntilOf("public, max-age=30", date)).toBe(sent + 30_000);
    expect(freshUntilOf("public, max-age=1, stale-while-revalidate=5", date)).toBe(sent + 1_000);
  });

  it("is null when the answer must be asked for again", () => {
    expect(freshUntilOf("private, max-age=30", date)).toBeNull();
    expect(freshUntilOf("public, no-cache, max-age=30", date)).toBeNull();
    expect(freshUntilOf("max-age=30", date)).toBeNull();
    expect(freshUntilOf("public", date)).toBeNull();
    expect(freshUntilOf("public, max-age=30", null)).toBeNull();
    expect(freshUntilOf("public, max-age=30", "yesterday")).toBeNull();
    expect(freshUntilOf(null, date)).toBeNull();
  });
});

describe("answersAlike", () => {
  it("compares ETags when the read had one, bodies when it had none", () => {
    const tagged = fingerprintOf("/a", new Headers({ etag: '"1"' }), "x");
    expect(answersAlike(tagged, '"1"', "y")).toBe(true);
    expect(answersAlike(tagged, '"2"', "x")).toBe(false);
    const plain = fingerprintOf("/b", new Headers(), "x");
    expect(answersAlike(plain, null, "x")).toBe(true);
    expect(answersAlike(plain, null, "y")).toBe(false);
    expect(answersAlike(plain, '"1"', "x")).toBe(false);
  });
});

describe("fetchApi while a page may be kept", () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const ok = request.url?.startsWith("/api/v1/ok");
      response.writeHead(ok ? 200 : 500, {
        "content-type": "application/json",
        "cache-control": "public, max-age=30",
        ...(request.url?.includes("untagged") ? {} : { etag: '"v1"' }),
      });
      response.end(
        JSON.stringify({
          status: ok ? "success" : "error",
          message: "",
          messages: { fa: "", en: "" },
          errors: { fa: {}, en: {} },
          data: ok ? { name: "n" } : null,
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    vi.stubEnv("API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  const pageScope = (reads: PageReads) => ({
    clientAddress: "203.0.113.7",
    rateLimitedFor: null,
    apiUnavailableFor: null,
    requestId: "req-3",
    reads,
  });
  const named = z.object({ name: z.string() });

  it("records each read it used: its ETag, else its digest and how long it stays fresh", async () => {
    const reads: PageReads = { fingerprints: [], complete: true };
    await runInRequestScope(pageScope(reads), async () => {
      await fetchApi("/ok", { page: 2 }, named);
      await fetchApi("/ok-untagged", {}, named);
    });
    expect(reads.complete).toBe(true);
    expect(reads.fingerprints).toEqual([
      { path: "/api/v1/ok?page=2", etag: '"v1"', digest: null, freshUntil: null, shared: false },
      expect.objectContaining({ path: "/api/v1/ok-untagged", etag: null }),
    ]);
    expect(reads.fingerprints[1]?.digest).toMatch(/^[\w-]{43}$/);
    expect(reads.fingerprints[1]?.freshUntil).toBeGreaterThan(Date.now() + 20_000);
  });

  it("takes a shared read as fresh for as long as Next's data cache keeps it", async () => {
    const reads: PageReads = { fingerprints: [], complete: true };
    const shared = { tags: ["catalogue"], revalidateSeconds: 300 };
    await runInRequestScope(pageScope(reads), () => fetchApi("/ok", {}, named, shared));
    const [read] = reads.fingerprints;
    expect(read).toMatchObject({ path: "/api/v1/ok", etag: '"v1"', shared: true });
    expect(read?.freshUntil).toBeGreaterThan(Date.now() + 290_000);
    expect(read?.freshUntil).toBeLessThanOrEqual(Date.now() + 300_000);
  });

  it("marks the page incomplete when a read fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reads: PageReads = { fingerprints: [], complete: true };
    await runInRequestScope(pageScope(reads), () => fetchApi("/broken", {}, named));
    expect(reads).toEqual({ fingerprints: [], complete: false });
  });
});
