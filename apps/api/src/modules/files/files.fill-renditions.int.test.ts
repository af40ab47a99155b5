import { schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { makePng, uploadId } from "../../test/files";
import { signIn } from "../../test/sign-in";
import { fillMissingRenditions } from "./files.service";

/*
 * Pictures uploaded while `imageWidths` was 320/640/1280 have no 480 or 960 w rendition; the
 * fill makes them from the widest one stored, once.
 */
describe("filling in renditions added since an image was stored", () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    ({ headers } = await signIn(t.app, { role: "seller" }));
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  /** An upload as it was stored before: its row and bytes without the widths `drop`. */
  async function storedBefore(width: number, height: number, drop: string[]): Promise<string> {
    const id = await uploadId(
      t.app,
      headers,
      "product_image",
      await makePng(width, height),
      "p.png",
    );
    const [row] = await t.db.select().from(schema.files).where(eq(schema.files.id, id));
    const variants = { ...row?.variants };
    for (const width of drop) {
      expect(variants[width]).toBeDefined();
      await t.app.storage.delete(variants[width] as string);
      delete variants[width];
    }
    await t.db.update(schema.files).set({ variants }).where(eq(schema.files.id, id));
    return id;
  }

  async function variantsOf(id: string): Promise<Record<string, string>> {
    const [row] = await t.db.select().from(schema.files).where(eq(schema.files.id, id));
    return row?.variants ?? {};
  }

  it("makes the missing widths from the widest, serves them, and does nothing the second time", async () => {
    const wide = await storedBefore(1600, 900, ["480", "960"]);
    // Stored at 320, 640 and its own 800: only 480 is narrower than it and missing.
    const narrow = await storedBefore(800, 600, ["480"]);
    // 200 px wide: no width of ours is narrower, so nothing to make.
    const small = await storedBefore(200, 120, []);
    expect((await get(`/api/v1/files/${wide}/480.webp`)).statusCode).toBe(404);

    const added = new Map<string, number[]>();
    const first = await fillMissingRenditions(t.db, t.app.storage, (id, widths) =>
      added.set(id, widths),
    );
    expect(first).toEqual({ images: 3, filled: 2, renditions: 3, unreadable: [] });
    expect(Object.fromEntries(added)).toEqual({ [wide]: [480, 960], [narrow]: [480] });

    expect(Object.keys(await variantsOf(wide)).sort()).toEqual([
      "1280",
      "320",
      "480",
      "640",
      "960",
    ]);
    expect(Object.keys(await variantsOf(narrow)).sort()).toEqual(["320", "480", "640", "800"]);
    expect(Object.keys(await variantsOf(small))).toEqual(["200"]);
    for (const [id, widths] of [
      [wide, [480, 960]],
      [narrow, [480]],
    ] as const) {
      for (const width of widths) {
        const served = await get(`/api/v1/files/${id}/${width}.webp`);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: "webp", width });
        // The picture's shape is kept: 1600 × 900 and 800 × 600 made smaller.
        expect(metadata.height).toBe(
          Math.round((width * (id === wide ? 900 : 600)) / (id === wide ? 1600 : 800)),
        );
      }
    }

    const again = await fillMissingRenditions(t.db, t.app.storage);
    expect(again).toEqual({ images: 3, filled: 0, renditions: 0, unreadable: [] });
  });

  it("reports an image whose widest bytes are gone and leaves it as it was", async () => {
    const lost = await storedBefore(1600, 900, ["480", "960"]);
    const before = await variantsOf(lost);
    await t.app.storage.delete(before["1280"] as string);

    const result = await fillMissingRenditions(t.db, t.app.storage);
    expect(result.unreadable).toEqual([lost]);
    expect(result.filled).toBe(0);
    expect(await variantsOf(lost)).toEqual(before);
  });
});
