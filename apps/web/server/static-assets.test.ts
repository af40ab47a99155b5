// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request.test-helper";
import { staticAssets } from "./static-assets";

const script = fileURLToPath(new URL("../scripts/precompress-static.mjs", import.meta.url));
const bundle = `export const cards = [${Array.from({ length: 400 }, (_, i) => `"card ${i}"`).join(",")}];\n`;
let appDir = "";
let origin = "";
let server: Server | null = null;

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${origin}${url}`, headers, method);

beforeAll(async () => {
  appDir = mkdtempSync(path.join(tmpdir(), "kesht-static-"));
  const chunks = path.join(appDir, ".next", "static", "chunks");
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(appDir, ".next", "server"), { recursive: true });
  writeFileSync(path.join(chunks, "app.js"), bundle);
  writeFileSync(path.join(chunks, "tiny.css"), "a{}");
  writeFileSync(path.join(chunks, "font.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  // A copy left by an earlier build whose file is gone.
  writeFileSync(path.join(chunks, "gone.js.br"), "old");
  writeFileSync(path.join(appDir, ".next", "server", "secret.js"), "server code");
  execFileSync(process.execPath, [script, path.join(appDir, ".next", "static")]);

  const serve = staticAssets(appDir);
  const listening = createServer((incoming, answer) =>
    serve(incoming, answer, () => answer.writeHead(404, { "x-answered-by": "next" }).end()),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(appDir, { recursive: true, force: true });
});

describe("precompress-static", () => {
  it("writes Brotli and gzip copies of text files that decode to the file", () => {
    const file = path.join(appDir, ".next", "static", "chunks", "app.js");
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(bundle);
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(bundle);
  });

  it("skips fonts, copies no smaller than their file, and removes an earlier build's copies", () => {
    const chunks = path.join(appDir, ".next", "static", "chunks");
    expect(existsSync(path.join(chunks, "font.woff2.br"))).toBe(false);
    expect(existsSync(path.join(chunks, "tiny.css.br"))).toBe(false);
    expect(existsSync(path.join(chunks, "gone.js.br"))).toBe(false);
  });
});

describe("staticAssets", () => {
  it("sends the Brotli copy to a browser that takes Brotli, cached for a year", async () => {
    const answer = await get("/_next/static/chunks/app.js", {
      "accept-encoding": "gzip, deflate, br, zstd",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(bundle);
  });

  it("sends gzip to a browser without Brotli, and the file itself to one that takes neither", async () => {
    const gzipped = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(bundle);
    const plain = await get("/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
    const small = await get("/_next/static/chunks/tiny.css", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("a{}");
  });

  it("answers HEAD without a body", async () => {
    const answer = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("leaves other methods, other paths, missing files and paths out of the folder to Next", async () => {
    const passed = [
      await get("/_next/static/chunks/app.js", {}, "POST"),
      await get("/_next/static/chunks/missing.js"),
      await get("/_next/static/../server/secret.js"),
      await get("/_next/static/%2e%2e/server/secret.js"),
      await get("/customer/products"),
    ];
    for (const answer of passed) {
      expect(answer.status).toBe(404);
      expect(answer.headers["x-answered-by"]).toBe("next");
      expect(answer.body.toString()).not.toContain("server code");
    }
  });
});
