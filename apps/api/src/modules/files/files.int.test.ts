import { readdir } from "node:fs/promises";
import path from "node:path";
import { uploadRules } from "@kesht/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import {
  makeJpegWithExif,
  makeMp4,
  makePdf,
  makePng,
  multipart,
  realMp4,
  upload,
} from "../../test/files";
import { signIn } from "../../test/sign-in";

describe("uploads", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    // A seller: the role whose screens upload every purpose tried here but the chat's.
    ({ headers } = await signIn(t.app, { role: "seller" }));
  });
  afterAll(() => t.close());

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: extra });

  function expectFileError(
    response: { statusCode: number; json(): unknown },
    en: string,
    fa: string,
  ) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: "error",
      errors: { en: { file: en }, fa: { file: fa } },
      data: null,
    });
  }

  it("re-encodes a PNG to WebP at 320, 480, 640, 960 and 1280 px and serves it for good", async () => {
    const response = await upload(
      t.app,
      headers,
      "store_image",
      await makePng(1600, 900),
      "shop.png",
    );
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ purpose: "store_image", kind: "image", duration_seconds: null });
    expect(file.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(file.url).toBe(`/api/v1/files/${file.id}/1280.webp`);
    expect(Object.keys(file.variants).sort()).toEqual(["1280", "320", "480", "640", "960"]);
    expect(file.variants["320"]).toBe(`/api/v1/files/${file.id}/320.webp`);

    for (const [width, url] of Object.entries(file.variants as Record<string, string>)) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.width).toBe(Number(width));
    }
    const main = await get(file.url);
    expect(main.rawPayload.length).toBe(file.size);
  });

  it("turns a phone photo upright and strips its EXIF (camera, GPS)", async () => {
    const original = await makeJpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(t.app, headers, "farm_image", original, "IMG_0001.JPG");
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    // Stored 1200×800 with orientation 6: upright it is 800 wide, so nothing above 800.
    expect(Object.keys(file.variants).sort()).toEqual(["320", "480", "640", "800"]);
    const served = await get(file.url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 800, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("KeshtPhone"))).toBe(false);
  });

  it("never enlarges a small image", async () => {
    const response = await upload(t.app, headers, "logo", await makePng(200, 120), "logo.png");
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(Object.keys(file.variants)).toEqual(["200"]);
    expect(file.url).toBe(`/api/v1/files/${file.id}/200.webp`);
  });

  it("judges by the bytes, not the name or the declared type", async () => {
    const response = await upload(
      t.app,
      headers,
      "store_image",
      await makePng(400, 400),
      "photo.pdf",
      "application/pdf",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.kind).toBe("image");
  });

  it("keeps a licence PDF as it is and serves it inline", async () => {
    const response = await upload(t.app, headers, "license", makePdf(), "licence.pdf");
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ kind: "pdf", variants: {}, size: makePdf().length });
    expect(file.url).toBe(`/api/v1/files/${file.id}/document.pdf`);
    const served = await get(file.url);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(makePdf())).toBe(true);
  });

  it("refuses a PNG renamed .pdf as the licence", async () => {
    const response = await upload(
      t.app,
      headers,
      "license",
      await makePng(300, 300),
      "licence.pdf",
      "application/pdf",
    );
    expectFileError(response, "Only PDF files are accepted.", "فقط فایل PDF پذیرفته می‌شود.");
  });

  it("refuses a licence over 10 MB", async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(uploadRules.pdfMaxBytes)]);
    const response = await upload(t.app, headers, "license", big, "huge.pdf");
    expectFileError(
      response,
      "The file is larger than 10 MB.",
      "حجم فایل بیشتر از ۱۰ مگابایت است.",
    );
  });

  it("refuses a PDF where an image belongs", async () => {
    const response = await upload(t.app, headers, "logo", makePdf(), "logo.png", "image/png");
    expectFileError(response, "Only image files are accepted.", "فقط فایل تصویری پذیرفته می‌شود.");
  });

  it("refuses an image it cannot decode", async () => {
    // A PNG signature followed by nonsense: file-type says PNG, sharp cannot read it.
    const broken = Buffer.concat([(await makePng(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const response = await upload(t.app, headers, "logo", broken, "logo.png");
    expectFileError(
      response,
      "We could not read this image; please upload a JPEG, PNG or WebP photo.",
      "نتوانستیم این تصویر را بخوانیم؛ لطفاً یک عکس JPEG، PNG یا WebP بارگذاری کنید.",
    );
  });

  it("accepts a 5-second MP4 and records its length", async () => {
    const response = await upload(t.app, headers, "farm_video", realMp4("farm-5s"), "farm.mp4");
    expect(response.statusCode).toBe(201);
    const file = response.json().data;
    expect(file).toMatchObject({ kind: "video", duration_seconds: 5, variants: {} });
    expect(file.url).toBe(`/api/v1/files/${file.id}/video.mp4`);
    const served = await get(file.url);
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(served.headers["accept-ranges"]).toBe("bytes");
  });

  it("accepts a QuickTime movie", async () => {
    const response = await upload(
      t.app,
      headers,
      "farm_video",
      realMp4("farm-5s", { brand: "qt" }),
      "a.mov",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.url).toMatch(/\/video\.mov$/);
  });

  it("refuses a 31-second video, measured from the file", async () => {
    const response = await upload(t.app, headers, "farm_video", makeMp4(31), "farm.mp4");
    expectFileError(
      response,
      "The video must be 30 seconds or shorter.",
      "ویدیو باید حداکثر ۳۰ ثانیه باشد.",
    );
  });

  it("refuses a movie whose header hides a stream longer than 30 seconds", async () => {
    const forged = realMp4("farm-35s", { claimSeconds: 10 });
    const response = await upload(t.app, headers, "farm_video", forged, "farm.mp4");
    expectFileError(
      response,
      "The video must be 30 seconds or shorter.",
      "ویدیو باید حداکثر ۳۰ ثانیه باشد.",
    );
  });

  it("refuses a movie header with no video behind it, and a movie cut short", async () => {
    const whole = realMp4("farm-5s");
    for (const bytes of [makeMp4(10), whole.subarray(0, whole.length - 100)]) {
      expectFileError(
        await upload(t.app, headers, "farm_video", bytes, "farm.mp4"),
        "We could not read the length of this video; please upload another MP4 or MOV file.",
        "نتوانستیم مدت این ویدیو را بخوانیم؛ لطفاً فایل MP4 یا MOV دیگری بارگذاری کنید.",
      );
    }
  });

  it("refuses a video over 25 MB, the most any upload may carry, with a 413", async () => {
    const padded = Buffer.concat([realMp4("farm-5s"), Buffer.alloc(uploadRules.videoMaxBytes)]);
    const response = await upload(t.app, headers, "farm_video", padded, "farm.mp4");
    expect(response.statusCode).toBe(413);
    expect(response.json().messages).toEqual({
      en: "The request is too large.",
      fa: "حجم درخواست بیش از حد مجاز است.",
    });
  });

  it("refuses a picture where the video belongs", async () => {
    const response = await upload(t.app, headers, "farm_video", await makePng(100, 100), "v.mp4");
    expectFileError(
      response,
      "Only MP4 or MOV videos are accepted.",
      "فقط ویدیوی MP4 یا MOV پذیرفته می‌شود.",
    );
  });

  it("serves byte ranges of a video, for players that seek", async () => {
    const bytes = realMp4("farm-5s");
    const file = (await upload(t.app, headers, "farm_video", bytes, "v.mp4")).json().data;
    const partial = await get(file.url, { range: "bytes=4-11" });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers["content-range"]).toBe(`bytes 4-11/${bytes.length}`);
    expect(partial.rawPayload.toString("latin1")).toBe("ftypisom");
    const beyond = await get(file.url, { range: `bytes=${bytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${bytes.length}`);
  });

  it("needs a purpose before the file, and a file", async () => {
    const noPurpose = await multipart([["file", { bytes: makePdf(), filename: "a.pdf" }]]);
    const first = await t.app.inject({
      method: "POST",
      url: "/api/v1/files",
      headers: { ...headers, ...noPurpose.headers },
      payload: noPurpose.payload,
    });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.en).toEqual({ purpose: "This field is required." });

    const badPurpose = await upload(t.app, headers, "passport", makePdf(), "a.pdf");
    expect(badPurpose.statusCode).toBe(422);
    expect(badPurpose.json().errors).toEqual({
      en: { purpose: "Please choose one of the options." },
      fa: { purpose: "لطفاً یکی از گزینه‌ها را انتخاب کنید." },
    });

    const noFile = await multipart([["purpose", "license"]]);
    const third = await t.app.inject({
      method: "POST",
      url: "/api/v1/files",
      headers: { ...headers, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(third.statusCode).toBe(422);
    expect(third.json().errors.en).toEqual({ file: "Please choose a file." });
  });

  it("takes one file per request", async () => {
    const two = await multipart([
      ["purpose", "license"],
      ["file", { bytes: makePdf(), filename: "a.pdf" }],
      ["file", { bytes: makePdf(), filename: "b.pdf" }],
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/files",
      headers: { ...headers, ...two.headers },
      payload: two.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe("error");
  });

  it("is only for people who are signed in", async () => {
    const body = await multipart([
      ["purpose", "license"],
      ["file", { bytes: makePdf(), filename: "a.pdf" }],
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/files",
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers unknown files and names with the 404 envelope", async () => {
    const unknown = await get("/api/v1/files/AAAAAAAAAAAAAAAAAAAAAA/1280.webp");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: "error",
      messages: { en: "This file was not found.", fa: "این فایل پیدا نشد." },
    });

    const file = (await upload(t.app, headers, "license", makePdf(), "l.pdf")).json().data;
    const otherName = await get(`/api/v1/files/${file.id}/1280.webp`);
    expect(otherName.statusCode).toBe(404);
    const traversal = await get(`/api/v1/files/${file.id}/..%2F..%2Fetc%2Fpasswd`);
    expect(traversal.statusCode).toBe(404);
    const otherFilesName = await get(`/api/v1/files/${file.id}/..%2F${file.id}%2Fdocument.pdf`);
    expect(otherFilesName.statusCode).toBe(404);
  });

  it("keeps the bytes under the data directory's uploads", async () => {
    const file = (await upload(t.app, headers, "license", makePdf(), "l.pdf")).json().data;
    const stored = await readdir(path.join(t.dataDir, "uploads", file.id));
    expect(stored).toContain("document.pdf");
  });
});
