import { setTimeout as sleep } from "node:timers/promises";
import { uploadRules } from "@kesht/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { makeBlackPng, makePng, upload, uploadId } from "../../test/files";
import { signIn } from "../../test/sign-in";
import { imageQueue } from "./files.images";

/*
 * Issue 23 item 9: a 10000 × 10000 PNG of a few kilobytes took seconds to re-encode on the
 * request path, and a few in parallel held every libuv thread, so nobody's files were served.
 */

describe("images that cost seconds", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_MAX: "100000" } });
    ({ headers } = await signIn(t.app, { role: "seller" }));
  });
  afterAll(() => t.close());

  it("refuses a picture over 50 megapixels from its header, before decoding it", async () => {
    const bomb = makeBlackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = sharp.counters();
    const response = await upload(t.app, headers, "product_image", bomb, "bomb.png");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      en: {
        file: "This picture is too large: at most 50 megapixels (for example 8000 × 6000 pixels).",
      },
      fa: {
        file: "این تصویر بیش از حد بزرگ است: حداکثر ۵۰ مگاپیکسل (برای نمونه ۸۰۰۰ × ۶۰۰۰ پیکسل).",
      },
    });
    // Nothing was queued for re-encoding.
    expect(imageQueue.size).toEqual({ running: 0, waiting: 0 });
    expect(sharp.counters().process).toBe(before.process);

    // Just under the limit is a photo like any other.
    const side = Math.floor(Math.sqrt(uploadRules.imageMaxPixels));
    const large = await upload(t.app, headers, "product_image", makeBlackPng(side, side), "l.png");
    expect(large.statusCode).toBe(201);
    expect(Object.keys(large.json().data.variants).sort()).toEqual([
      "1280",
      "320",
      "480",
      "640",
      "960",
    ]);
  });

  it("serves another person's file while uploads are being re-encoded", async () => {
    const visitor = await signIn(t.app, { role: "customer" });
    const stored = await uploadId(t.app, headers, "store_image", await makePng(400, 300), "s.png");
    const url = `/api/v1/files/${stored}/400.webp`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);

    // What happened, in order: each re-encoding step sharp finished, and the file served.
    const events: string[] = [];
    const toBuffer = sharp.prototype.toBuffer;
    sharp.prototype.toBuffer = function (this: unknown, ...args: unknown[]) {
      const done = (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      done.then(() => events.push("image step"));
      return done;
    } as typeof toBuffer;
    try {
      // Pictures that take a while to decode: 49 megapixels each, a few kilobytes to send.
      const heavy = makeBlackPng(7_000, 7_000);
      const uploads = Array.from({ length: 3 }, (_, i) =>
        upload(t.app, headers, "product_image", heavy, `heavy-${i}.png`),
      );
      // Until image work is backed up: waiting for the queue's slot, or (as before the
      // queue) for a libuv thread, which is what every file read needs too.
      while (imageQueue.size.waiting === 0 && sharp.counters().queue === 0) await sleep(5);

      const served = await t.app.inject({ method: "GET", url, headers: visitor.headers });
      events.push(`file ${served.statusCode}`);
      const answers = await Promise.all(uploads);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      // The file was served before any upload's picture had been decoded, not after.
      expect(events[0]).toBe("file 200");
      expect(events.filter((event) => event === "image step").length).toBeGreaterThanOrEqual(9);
    } finally {
      sharp.prototype.toBuffer = toBuffer;
    }
  });
});
