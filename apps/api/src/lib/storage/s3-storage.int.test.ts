import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf, makePng, upload } from "../../test/files";
import { secondInstance } from "../../test/instances";
import { signIn } from "../../test/sign-in";
import { S3Storage } from "./s3-storage";

/*
 * Uploads on S3-compatible storage (STORAGE=s3), against a real S3-compatible server started
 * here on loopback (s3rver, with its own data directory): the client as an API instance uses
 * it, and two instances serving each other's uploads.
 */

const bucket = "kesht-uploads";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe("uploads on an S3-compatible server", () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "kesht-s3rver-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const storage = (prefix?: string) =>
    new S3Storage({
      bucket,
      region: "us-east-1",
      endpoint,
      credentials,
      forcePathStyle: true,
      prefix,
    });

  it("stores, reads whole and by range, and deletes objects", async () => {
    const store = storage("test");
    const bytes = Buffer.from("0123456789".repeat(100));
    await store.put("files/a1/original.bin", bytes, "application/octet-stream");

    const whole = await store.get("files/a1/original.bin");
    expect(whole).toMatchObject({ contentType: "application/octet-stream", size: 1000 });
    expect(await readAll(whole?.body as Readable)).toEqual(bytes);

    const part = await store.get("files/a1/original.bin", { range: { start: 10, end: 19 } });
    expect(part?.size).toBe(1000);
    expect((await readAll(part?.body as Readable)).toString()).toBe("0123456789");

    await store.delete("files/a1/original.bin");
    expect(await store.get("files/a1/original.bin")).toBeNull();
    // Deleting what is not there is not an error.
    await store.delete("files/a1/original.bin");
  });

  it("keeps environments apart by prefix", async () => {
    await storage("staging").put("files/b2/original.bin", Buffer.from("staging"), "text/plain");
    expect(await storage("production").get("files/b2/original.bin")).toBeNull();
  });

  describe("two API instances with STORAGE=s3", () => {
    let t: TestApp;
    let other: App;
    beforeAll(async () => {
      const env = {
        RATE_LIMIT_MAX: "10000",
        STORAGE: "s3",
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_PREFIX: "api",
      };
      t = await createTestApp({ seed: false, env });
      other = await secondInstance(t, env);
    });
    afterAll(async () => {
      await other.close();
      await t.close();
    });

    it("serves from one instance what was uploaded through the other, variants included", async () => {
      const { headers } = await signIn(t.app, { role: "seller" });
      const image = await upload(t.app, headers, "store_image", await makePng(400, 300), "s.png");
      expect(image.statusCode).toBe(201);
      const stored = image.json().data as { variants: Record<string, string> };
      const variant = Object.values(stored.variants)[0] ?? "";
      const served = await other.inject({ method: "GET", url: variant });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(8, 12).toString()).toBe("WEBP");

      const pdf = makePdf();
      const document = await upload(other, headers, "license", pdf, "licence.pdf");
      expect(document.statusCode).toBe(201);
      const read = await t.app.inject({ method: "GET", url: document.json().data.url });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload).toEqual(pdf);
    });
  });
});
