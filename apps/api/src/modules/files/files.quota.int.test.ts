import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { schema } from "@kesht/db";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { makePdf, makePng, realMp4, upload } from "../../test/files";
import { registerShop } from "../../test/shop-registration";
import { signIn } from "../../test/sign-in";

/** Who may upload what, how much a day, and what becomes of uploads nothing uses. */
describe("upload quotas and the clean-up of unattached uploads", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Seeded: a shop's registration needs the places of the demo data.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: "10000" } });
  });
  afterAll(() => t.close());

  /** Moves files into the past, as if they had been uploaded `hours` earlier. */
  async function age(ids: string[], hours: number) {
    await t.db
      .update(schema.files)
      .set({ createdAt: sql`${schema.files.createdAt} - make_interval(hours => ${hours})` })
      .where(inArray(schema.files.id, ids));
  }

  const fileRow = async (id: string) =>
    (await t.db.select().from(schema.files).where(eq(schema.files.id, id)))[0];
  const bytesExist = (id: string) => {
    const folder = path.join(t.dataDir, "uploads", id);
    return existsSync(folder) && readdirSync(folder).length > 0;
  };

  it("refuses a purpose the person's role does not use, in both languages", async () => {
    const customer = await signIn(t.app, { role: "customer" });
    const logo = await upload(t.app, customer.headers, "logo", await makePng(240, 240), "l.png");
    expect(logo.statusCode).toBe(403);
    expect(logo.json()).toMatchObject({
      status: "error",
      messages: {
        en: "Files of this kind are not uploaded in your current role; switch to the role that uses them and try again.",
        fa: "این نوع فایل در نقش فعلی شما بارگذاری نمی‌شود؛ به نقشی که از آن استفاده می‌کند بروید و دوباره تلاش کنید.",
      },
    });
    const newcomer = await signIn(t.app, { role: null });
    const chat = await upload(t.app, newcomer.headers, "chat_image", await makePng(), "c.png");
    expect(chat.statusCode).toBe(403);
    // A newcomer becoming a driver uploads their papers before they are one.
    const papers = await upload(
      t.app,
      newcomer.headers,
      "driving_licence",
      await makePng(),
      "d.png",
    );
    expect(papers.statusCode).toBe(201);
  });

  it("stops a person at five farm videos a day, and lets them go on a day later", async () => {
    const seller = await signIn(t.app, { role: "seller" });
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const video = await upload(t.app, seller.headers, "farm_video", realMp4("farm-5s"), "f.mp4");
      expect(video.statusCode).toBe(201);
      ids.push(video.json().data.id);
    }
    const sixth = await upload(t.app, seller.headers, "farm_video", realMp4("farm-5s"), "f.mp4");
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().messages).toEqual({
      en: "You have uploaded as many files of this kind as one day allows; please try again tomorrow.",
      fa: "امروز به سقف بارگذاری این نوع فایل رسیده‌اید؛ لطفاً فردا دوباره تلاش کنید.",
    });
    // The quota is per purpose and per person.
    expect((await upload(t.app, seller.headers, "license", makePdf(), "l.pdf")).statusCode).toBe(
      201,
    );
    const other = await signIn(t.app, { role: "seller" });
    expect(
      (await upload(t.app, other.headers, "farm_video", realMp4("farm-5s"), "f.mp4")).statusCode,
    ).toBe(201);
    // Once the first upload is more than a day old, one more fits.
    await age(ids.slice(0, 1), 25);
    expect(
      (await upload(t.app, seller.headers, "farm_video", realMp4("farm-5s"), "f.mp4")).statusCode,
    ).toBe(201);
  });

  it("deletes day-old uploads nothing refers to, row and bytes, and keeps the rest", async () => {
    const { person, files } = await registerShop(t.app);
    const attached = [files.logo, files.license, files.video, ...files.storeImages];
    const orphan = (await upload(t.app, person.headers, "logo", await makePng(), "old.png")).json()
      .data.id as string;
    const fresh = (await upload(t.app, person.headers, "logo", await makePng(), "new.png")).json()
      .data.id as string;
    await age([...attached, orphan], 25);
    expect(bytesExist(orphan)).toBe(true);

    // The recurring job, as the job runner works it.
    await t.db
      .update(schema.jobs)
      .set({ runAt: sql`now()` })
      .where(eq(schema.jobs.kind, "delete_unattached_files"));
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);

    expect(await fileRow(orphan)).toBeUndefined();
    expect(bytesExist(orphan)).toBe(false);
    for (const id of [...attached, fresh]) {
      expect(await fileRow(id), id).toBeDefined();
      expect(bytesExist(id), id).toBe(true);
    }
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/v1/seller/profile",
      headers: person.headers,
    });
    expect(profile.json().data).toMatchObject({
      logo: { id: files.logo },
      license: { id: files.license },
      farm_video: { id: files.video },
    });
  });
});
