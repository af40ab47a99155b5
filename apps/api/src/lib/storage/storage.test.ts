import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage, StoredObject } from "./storage";

async function bytesOf(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error("no object");
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What every store must do, run against each of them. */
function behavesLikeAStore(name: string, make: () => Storage) {
  describe(`${name}: the Storage contract`, () => {
    it("keeps bytes and content type, and gives them back", async () => {
      const store = make();
      const bytes = Buffer.from("hello, کشت");
      await store.put("abc123/1280.webp", bytes, "image/webp");
      const object = await store.get("abc123/1280.webp");
      expect(object?.contentType).toBe("image/webp");
      expect(object?.size).toBe(bytes.length);
      expect(await bytesOf(object)).toEqual(bytes);
    });

    it("answers null for a missing object", async () => {
      expect(await make().get("nothing-here/320.webp")).toBeNull();
    });

    it("reads a byte range and still reports the whole size", async () => {
      const store = make();
      await store.put("video1/video.mp4", Buffer.from("0123456789"), "video/mp4");
      const object = await store.get("video1/video.mp4", { range: { start: 2, end: 5 } });
      expect(object?.size).toBe(10);
      expect((await bytesOf(object)).toString()).toBe("2345");
    });

    it("overwrites an object with the same key", async () => {
      const store = make();
      await store.put("again/document.pdf", Buffer.from("first"), "application/pdf");
      await store.put("again/document.pdf", Buffer.from("second"), "application/pdf");
      expect((await bytesOf(await store.get("again/document.pdf"))).toString()).toBe("second");
    });

    it("deletes, and deleting twice is not an error", async () => {
      const store = make();
      await store.put("gone/320.webp", Buffer.from("x"), "image/webp");
      await store.delete("gone/320.webp");
      expect(await store.get("gone/320.webp")).toBeNull();
      await expect(store.delete("gone/320.webp")).resolves.toBeUndefined();
    });

    it.each([
      "../escape",
      "a/../../etc/passwd",
      "/absolute",
      ".hidden",
      "a/.name.type",
      "a//b",
      "",
      "back\\slash",
      "space here",
    ])("refuses the unsafe key %j", async (key) => {
      const store = make();
      await expect(store.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(/unsafe/);
      await expect(store.get(key)).rejects.toThrow(/unsafe/);
      await expect(store.delete(key)).rejects.toThrow(/unsafe/);
    });
  });
}

describe("local storage", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "kesht-storage-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  behavesLikeAStore("local", () => new LocalStorage(root));

  it("writes only under its root and leaves no temporary files behind", async () => {
    const store = new LocalStorage(root);
    await store.put("tidy/640.webp", Buffer.from("x"), "image/webp");
    expect((await readdir(path.join(root, "tidy"))).sort()).toEqual([".640.webp.type", "640.webp"]);
    expect(await readdir(path.dirname(root))).not.toContain("escape");
  });
});

interface FakeObject {
  body: Buffer;
  contentType: string;
}

/**
 * Just enough of S3's REST API (path-style PUT, GET with Range, DELETE) to check our client
 * at the HTTP edge, the way it talks to a real bucket.
 */
function startFakeS3(bucket: string) {
  const objects = new Map<string, FakeObject>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      authorization: request.headers.authorization,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const prefix = `/${bucket}/`;
    if (!url.pathname.startsWith(prefix)) {
      response.writeHead(404, { "content-type": "application/xml" });
      response.end("<Error><Code>NoSuchBucket</Code></Error>");
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (request.method === "PUT") {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: request.headers["content-type"] ?? "binary/octet-stream",
      });
      response.writeHead(200, { etag: '"fake"' });
      response.end();
      return;
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      response.end();
      return;
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { "content-type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>` +
          `<Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
      );
      return;
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      const part = object.body.subarray(start, end + 1);
      response.writeHead(206, {
        "content-type": object.contentType,
        "content-length": part.length,
        "content-range": `bytes ${start}-${end}/${object.body.length}`,
      });
      response.end(part);
      return;
    }
    response.writeHead(200, {
      "content-type": object.contentType,
      "content-length": object.body.length,
    });
    response.end(object.body);
  });
  return { server, objects, requests };
}

describe("S3 storage against a fake S3 server", () => {
  const fake = startFakeS3("kesht-uploads");
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const make = () =>
    new S3Storage({
      bucket: "kesht-uploads",
      region: "us-east-1",
      endpoint,
      credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
      forcePathStyle: true,
    });

  behavesLikeAStore("s3", make);

  it("signs its requests and puts objects under the prefix in the bucket", async () => {
    const store = new S3Storage({
      bucket: "kesht-uploads",
      region: "us-east-1",
      endpoint,
      credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
      forcePathStyle: true,
      prefix: "staging/",
    });
    await store.put("signed/320.webp", Buffer.from("x"), "image/webp");
    expect(fake.objects.get("staging/signed/320.webp")?.contentType).toBe("image/webp");
    const put = fake.requests.findLast((request) => request.method === "PUT");
    expect(put?.path).toBe("/kesht-uploads/staging/signed/320.webp");
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });
});
