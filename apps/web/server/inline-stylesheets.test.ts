// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inlineBudgetBytes,
  inlineHeadStylesheets,
  inlineStylesheets,
  stylesheetReader,
  withoutStylePreloads,
} from "./inline-stylesheets";
import { rawRequest } from "./raw-request.test-helper";

let staticDir = "";
let origin = "";
let server: Server | null = null;
let readRules: (href: string) => string | null = () => null;

const siteCss = 'body{color:red}@font-face{src:url(../media/v.woff2)format("woff2")}';
const link = (href: string) =>
  `<link rel="stylesheet" href="${href}" nonce="n0" data-precedence="next"/>`;
const head = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${link("/_next/static/chunks/site.css")}<script src="/_next/static/chunks/app.js" async=""></script></head>`;
const body = `<body><main><p>کشت</p>${"<p>card</p>".repeat(2000)}</main></body></html>`;

/** A page written the way Next writes one: in pieces, one cut mid-tag, one mid-character. */
function answerPage(answer: import("node:http").ServerResponse, contentType: string) {
  answer.setHeader("content-type", contentType);
  answer.setHeader(
    "link",
    '</_next/static/media/v.woff2>; rel=preload; as="font"; crossorigin="", </_next/static/chunks/site.css>; rel=preload; as="style"; nonce="n0"',
  );
  const page = Buffer.from(head + body);
  const midTag = Buffer.byteLength(head.slice(0, head.indexOf("site.css") + 3));
  const midCharacter = Buffer.byteLength(`${head}<body><main><p>`) + 1;
  answer.write(page.subarray(0, midTag));
  answer.write(page.subarray(midTag, midCharacter));
  answer.end(page.subarray(midCharacter));
}

/** The answer's text, decoded as the browser would. */
async function get(url: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(`${origin}${url}`, headers);
  const text = decoded(answer.body, answer.headers["content-encoding"]).toString("utf8");
  return { status: answer.status, headers: answer.headers, text };
}

function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "gzip") return zlib.gunzipSync(bytes);
  if (encoding === "br") return zlib.brotliDecompressSync(bytes);
  return bytes;
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), "kesht-inline-"));
  mkdirSync(path.join(staticDir, "chunks"));
  writeFileSync(path.join(staticDir, "chunks", "site.css"), siteCss);
  writeFileSync(
    path.join(staticDir, "chunks", "huge.css"),
    `a{}${"b{}".repeat(inlineBudgetBytes)}`,
  );
  writeFileSync(path.join(staticDir, "chunks", "closes.css"), 'a::after{content:"</style>"}');
  writeFileSync(path.join(staticDir, "secret.css"), "outside{}");
  readRules = stylesheetReader(staticDir);

  const compress = compression();
  const listening = createServer((incoming, answer) =>
    compress(incoming as never, answer as never, () => {
      inlineStylesheets(answer, readRules);
      if (incoming.url === "/data") answerPage(answer, "text/x-component");
      else answerPage(answer, "text/html; charset=utf-8");
    }),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(staticDir, { recursive: true, force: true });
});

describe("the page's stylesheets in its head", () => {
  it("writes the rules before a disabled link, with their urls made absolute", () => {
    const { head: rewritten, inlined } = inlineHeadStylesheets(head, readRules);
    expect(inlined).toEqual(["/_next/static/chunks/site.css"]);
    expect(rewritten).toContain(
      '<style>body{color:red}@font-face{src:url(/_next/static/media/v.woff2)format("woff2")}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n0" data-precedence="next" disabled=""/>',
    );
    expect(rewritten).toContain('<script src="/_next/static/chunks/app.js" async=""></script>');
  });

  it("keeps as links what is missing, outside the folder, over the budget or could close the style", () => {
    const links = [
      "/_next/static/chunks/missing.css",
      "/_next/static/chunks/../secret.css",
      "/_next/static/chunks/huge.css",
      "/_next/static/chunks/closes.css",
    ].map(link);
    const { head: rewritten, inlined } = inlineHeadStylesheets(links.join(""), readRules);
    expect(inlined).toEqual([]);
    expect(rewritten).toBe(links.join(""));
  });

  it("drops only the preloads of what it inlines from the Link header", () => {
    const header =
      '</_next/static/media/v.woff2>; rel=preload; as="font", </_next/static/chunks/site.css>; rel=preload; as="style", </_next/static/chunks/missing.css>; rel=preload; as="style"';
    expect(withoutStylePreloads(header, readRules)).toBe(
      '</_next/static/media/v.woff2>; rel=preload; as="font", </_next/static/chunks/missing.css>; rel=preload; as="style"',
    );
  });

  it("rewrites an HTML answer written in pieces, compressed or not, and leaves the rest whole", async () => {
    for (const encoding of ["identity", "gzip", "br"]) {
      const page = await get("/", { "accept-encoding": encoding });
      expect(page.status).toBe(200);
      expect(page.text.match(/<style>/g)).toHaveLength(1);
      expect(page.text).toContain('data-precedence="next" disabled=""/>');
      expect(page.text.endsWith(body)).toBe(true);
      expect(page.headers.link).toBe(
        '</_next/static/media/v.woff2>; rel=preload; as="font"; crossorigin=""',
      );
      expect(page.headers["content-length"]).toBeUndefined();
      expect(page.headers["content-encoding"] ?? "identity").toBe(encoding);
    }
  });

  it("passes other answers on untouched", async () => {
    const data = await get("/data");
    expect(data.text).toBe(head + body);
    expect(data.headers.link).toContain('as="style"');
  });
});
