import { factories } from "@kesht/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("content pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}` });

  it("serves the terms and about-us pages in both languages", async () => {
    for (const name of ["app_terms", "about_us"]) {
      const response = await get(`/Base/Category?content_name=${name}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.content_name).toBe(name);
      expect(data.title).toMatch(/[\u0600-\u06FF]/);
      expect(data.title_en).toMatch(/[A-Za-z]/);
      expect(data.body).toContain("<p>");
      expect(data.body_en).toContain("<p>");
    }
  });

  it("strips scripts and unsafe attributes from page bodies", async () => {
    await t.db.delete((await import("@kesht/db")).schema.contentPages);
    await factories.createContentPage(t.db, {
      contentName: "about_us",
      bodyEn: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
      bodyFa: '<h2 style="color:red">سلام</h2><img src=x onerror=alert(1)>',
    });
    const { data } = (await get("/Base/Category?content_name=about_us")).json();
    expect(data.body_en).toBe("<p>Hi <a>x</a></p>");
    expect(data.body).toBe("<h2>سلام</h2>");
  });

  it("rejects an unknown content name in both languages", async () => {
    const response = await get("/Base/Category?content_name=secrets");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      en: { content_name: "Please choose one of the options." },
      fa: { content_name: "لطفاً یکی از گزینه‌ها را انتخاب کنید." },
    });
  });
});
