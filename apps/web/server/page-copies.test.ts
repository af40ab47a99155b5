// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReadFingerprint } from "../src/lib/server/page-reads";
import type { RequestScope } from "../src/lib/server/request-scope";
import { applyContentSecurityPolicy } from "./content-security-policy";
import { type PageCopyOutcome, pageCopies, pageCopyKey, readsUnchangedAtApi } from "./page-copies";
import { rawRequest } from "./raw-request.test-helper";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
  vi.unstubAllEnvs();
});

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const nonceOf = (request: IncomingMessage) =>
  /'nonce-([^']+)'/.exec(String(request.headers["content-security-policy"]))?.[1] ?? "";

describe("page copies", () => {
  let renders = 0;
  let unchanged = true;
  let now = 1_000_000;
  let outcomes: PageCopyOutcome[] = [];
  let holdSlowRender: Promise<void> = Promise.resolve();
  let origin = "";
  let copies: ReturnType<typeof pageCopies>;

  /** A page as Next writes one: headers, then the body in pieces, the nonce on its scripts. */
  async function render(request: IncomingMessage, response: ServerResponse, scope: RequestScope) {
    renders += 1;
    const path = request.url?.split("?")[0];
    const nonce = nonceOf(request);
    scope.reads?.fingerprints.push({
      path: "/api/v1/x",
      etag: '"e"',
      digest: null,
      freshUntil: null,
      shared: false,
    });
    if (path === "/slow") await holdSlowRender;
    if (path === "/fails" && scope.reads) scope.reads.complete = false;
    if (path === "/limited") scope.rateLimitedFor = 5;
    if (path === "/cookie") response.setHeader("set-cookie", "a=b");
    response.statusCode = path === "/missing" ? 404 : 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("link", `</font.woff2>; rel=preload; as="font"; nonce="${nonce}"`);
    // The language as a careless reader of the cookie would take it: not always the key's.
    const language = /lang=(\w\w)/.exec(request.headers.cookie ?? "")?.[1] ?? "en";
    response.write(
      `<html lang="${language}"><head><script nonce="${nonce}" src="/a.js"></script></head>`,
    );
    const text = `<p>render ${renders}</p>${"<p>card</p>".repeat(12)}`;
    response.end(`<body>${text}<script nonce="${nonce}">go()</script></body></html>`);
  }

  beforeEach(async () => {
    renders = 0;
    unchanged = true;
    outcomes = [];
    copies = pageCopies({
      maxBytes: 1_000,
      maxAgeMs: 60_000,
      readsUnchanged: async () => unchanged,
      count: (outcome) => outcomes.push(outcome),
      now: () => now,
    });
    origin = await listen((request, response) => {
      const scope: RequestScope = {
        clientAddress: "203.0.113.7",
        rateLimitedFor: null,
        apiUnavailableFor: null,
        requestId: "req-1",
      };
      applyContentSecurityPolicy(request, response, false);
      copies.forgetOnChangeNotice(request, response);
      if (request.method === "POST") return void response.end("{}");
      const key = pageCopyKey(request);
      const rendered = () => void render(request, response, scope);
      if (key) copies.answer(key, request, response, scope, rendered);
      else rendered();
    });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await rawRequest(`${origin}${path}`, headers);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    return { ...answer, text: answer.body.toString("utf8"), nonce: nonce ?? "" };
  };

  it("gives the next visitor the page the first one got, with a nonce of its own", async () => {
    const first = await get("/home?tab=1");
    const second = await get("/home?tab=1");
    expect(renders).toBe(1);
    expect(outcomes).toEqual(["kept", "reused"]);
    expect(second.status).toBe(200);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.text).not.toContain(first.nonce);
    expect(second.text.replaceAll(second.nonce, "N")).toBe(first.text.replaceAll(first.nonce, "N"));
    expect(second.headers.link).toContain(`nonce="${second.nonce}"`);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(first.headers["x-page-copy"]).toBeUndefined();
    expect(second.headers["x-page-copy"]).toBe("reused");
  });

  it("renders again when a read the page was built from has changed, and keeps the new page", async () => {
    await get("/home");
    unchanged = false;
    expect((await get("/home")).text).toContain("render 2");
    unchanged = true;
    expect((await get("/home")).text).toContain("render 2");
    expect(outcomes).toEqual(["kept", "changed", "kept", "reused"]);
  });

  it("keeps one copy per address and language, and none for anyone signed in", async () => {
    await get("/home");
    await get("/home", { cookie: "lang=fa" });
    await get("/home?page=2");
    expect(renders).toBe(3);
    await get("/home", { cookie: "lang=fa" });
    await get("/home", { cookie: "kesht_session=abc; lang=fa" });
    await get("/home", { cookie: "kesht_session=abc; lang=fa" });
    expect(renders).toBe(5);
  });

  it("keeps no page that came out in another language than its key says", async () => {
    // Next reads "fa=x", not a language, and renders English; this render took "fa".
    await get("/home", { cookie: "lang=fa=x" });
    await get("/home", { cookie: "lang=fa=x" });
    expect(renders).toBe(2);
    expect(copies.size().copies).toBe(0);
    await get("/home", { cookie: "lang=fa" });
    const persian = await get("/home", { cookie: "theme=1; lang=fa" });
    expect(renders).toBe(3);
    expect(persian.text).toContain('<html lang="fa">');
  });

  it("keeps only whole pages anyone may see", async () => {
    for (const path of ["/fails", "/limited", "/cookie", "/missing"]) {
      await get(path);
      await get(path);
    }
    expect(renders).toBe(8);
    expect(outcomes).toEqual([]);
  });

  it("leaves Next's own payload requests, the API and assets to render every time", async () => {
    for (const [path, headers] of [
      ["/home", { rsc: "1" }],
      ["/home", { "next-router-prefetch": "1" }],
      ["/api/v1/categories", {}],
      ["/_next/data/x.json", {}],
    ] as const) {
      await get(path, headers);
      await get(path, headers);
    }
    expect(renders).toBe(8);
  });

  it("renders a copy's page again once it is old, and lets the least recently used go", async () => {
    await get("/home");
    // Three pages fit in the store's 1,000 bytes, four do not.
    expect(copies.size().bytes).toBeGreaterThan(250);
    expect(copies.size().bytes).toBeLessThanOrEqual(333);
    now += 60_000;
    await get("/home");
    expect(renders).toBe(2);
    await get("/a");
    await get("/b");
    await get("/home");
    await get("/c");
    expect(copies.size().copies).toBe(3);
    const before = renders;
    await get("/home");
    await get("/a");
    expect(renders - before).toBe(1);
  });

  it("drops every copy on the API's change notice, and keeps no render that began before it", async () => {
    await get("/home");
    let release = () => {};
    holdSlowRender = new Promise((resolve) => {
      release = resolve;
    });
    const slow = get("/slow");
    await vi.waitFor(() => expect(renders).toBe(2));
    const notice = await rawRequest(`${origin}/internal/revalidate`, {}, "POST");
    expect(notice.status).toBe(200);
    release();
    await slow;
    expect(copies.size().copies).toBe(0);
    await get("/home");
    await get("/slow");
    expect(renders).toBe(4);
  });
});

describe("readsUnchangedAtApi", () => {
  const asked: IncomingMessage[] = [];
  let body = "B1";
  let etag = '"e1"';

  beforeEach(async () => {
    asked.length = 0;
    body = "B1";
    etag = '"e1"';
    const api = await listen((request, response) => {
      asked.push(request);
      if (request.url === "/api/v1/tagged") {
        if (request.headers["if-none-match"] === etag) return void response.writeHead(304).end();
        return void response.writeHead(200, { etag }).end("T");
      }
      if (request.url === "/api/v1/plain") return void response.writeHead(200).end(body);
      response.writeHead(429).end();
    });
    vi.stubEnv("API_URL", api);
  });

  const scope: RequestScope = {
    clientAddress: "203.0.113.7",
    rateLimitedFor: null,
    apiUnavailableFor: null,
    requestId: "req-9",
  };
  const tagged: ReadFingerprint = {
    path: "/api/v1/tagged",
    etag: '"e1"',
    digest: null,
    freshUntil: null,
    shared: false,
  };
  // The digest of "B1", as fetchApi records it.
  const plain = async (): Promise<ReadFingerprint> => {
    const { fingerprintOf } = await import("../src/lib/server/page-reads");
    return fingerprintOf("/api/v1/plain", new Headers(), "B1");
  };

  it("asks each read again as the visitor: conditionally with an ETag, else whole", async () => {
    expect(await readsUnchangedAtApi([tagged, await plain()], scope)).toBe(true);
    expect(asked).toHaveLength(2);
    const taggedAsk = asked.find((request) => request.url === "/api/v1/tagged");
    expect(taggedAsk?.headers["if-none-match"]).toBe('"e1"');
    expect(taggedAsk?.headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(taggedAsk?.headers["x-request-id"]).toBe("req-9");
  });

  it("finds a changed ETag, a changed body and a refused read", async () => {
    etag = '"e2"';
    expect(await readsUnchangedAtApi([tagged], scope)).toBe(false);
    body = "B2";
    expect(await readsUnchangedAtApi([await plain()], scope)).toBe(false);
    const refused = { ...tagged, path: "/api/v1/other" };
    expect(await readsUnchangedAtApi([refused], scope)).toBe(false);
  });

  it("does not ask for a read the API said may be reused for a while yet", async () => {
    body = "B2";
    const fresh = { ...(await plain()), freshUntil: 5_000 };
    expect(await readsUnchangedAtApi([fresh], scope, 4_999)).toBe(true);
    expect(asked).toHaveLength(0);
    expect(await readsUnchangedAtApi([fresh], scope, 5_000)).toBe(false);
  });

  it("does not ask for a shared read past its time: the page is rendered again", async () => {
    const shared = { ...tagged, freshUntil: 5_000, shared: true };
    expect(await readsUnchangedAtApi([shared], scope, 4_999)).toBe(true);
    expect(await readsUnchangedAtApi([shared], scope, 5_000)).toBe(false);
    expect(asked).toHaveLength(0);
  });

  it("says no when the API cannot be reached", async () => {
    vi.stubEnv("API_URL", "http://127.0.0.1:1");
    expect(await readsUnchangedAtApi([tagged], scope)).toBe(false);
  });
});
