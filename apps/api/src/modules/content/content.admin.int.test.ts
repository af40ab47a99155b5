import { schema } from "@kesht/db";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

describe("content pages edited by an admin", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({}, (setup) => {
    ({ t, admin } = setup);
  });

  const put = (name: string, payload: object, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "PUT", url: `/api/v1/admin/content/${name}`, headers, payload });
  const page = {
    title: "قوانین کشت",
    title_en: "Kesht terms",
    body: '<h2>بند یک</h2><p onclick="x()">فروشنده <strong>مسئول</strong> کالاست.<script>alert(1)</script></p>',
    body_en:
      '<h2>Clause one</h2><p>The seller answers for the goods. <a href="javascript:x()">x</a></p>',
  };

  it("refuses anonymous callers and other roles", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/content" })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/v1/admin/content/app_terms", payload: {} }))
        .statusCode,
    ).toBe(401);
    for (const role of ["customer", "seller", "driver"] as const) {
      const person = await signIn(t.app, { role });
      expect((await put("app_terms", { junk: 1 }, person.headers)).statusCode).toBe(403);
      const read = await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/content/app_terms",
        headers: person.headers,
      });
      expect(read.statusCode).toBe(403);
    }
  });

  it("saves both languages sanitised, and the public page shows them at once", async () => {
    const saved = await put("app_terms", page);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      content_name: "app_terms",
      title: "قوانین کشت",
      body: "<h2>بند یک</h2><p>فروشنده <strong>مسئول</strong> کالاست.</p>",
      body_en: "<h2>Clause one</h2><p>The seller answers for the goods. <a>x</a></p>",
    });
    // Stored sanitised, not only served sanitised.
    const [stored] = await t.db
      .select()
      .from(schema.contentPages)
      .where(eq(schema.contentPages.contentName, "app_terms"));
    expect(stored?.bodyFa).not.toContain("script");

    const shown = await t.app.inject({
      method: "GET",
      url: "/api/v1/Base/Category?content_name=app_terms",
    });
    expect(shown.json().data.body).toBe(saved.json().data.body);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/content",
      headers: admin.headers,
    });
    expect(list.json().data.map((row: { content_name: string }) => row.content_name)).toEqual([
      "app_terms",
      "about_us",
    ]);

    const [record] = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetKind, "content_page"))
      .orderBy(desc(schema.adminAuditLog.id));
    expect(record).toMatchObject({
      adminUserId: admin.user.id,
      action: "content_page.update",
      targetId: "app_terms",
      after: expect.objectContaining({ title_en: "Kesht terms" }),
    });
  });

  it("validates the page's name and body in both languages", async () => {
    const unknown = await put("secrets", page);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.fa.name).toBe("لطفاً یکی از گزینه‌ها را انتخاب کنید.");
    const empty = await put("about_us", { ...page, body: "  " });
    expect(empty.json().errors.en.body).toBe("This field is required.");
    const huge = await put("about_us", { ...page, body_en: "x".repeat(100_001) });
    expect(huge.statusCode).toBe(422);
    const extra = await put("about_us", { ...page, updated_at: "now" });
    expect(extra.statusCode).toBe(422);
  });
});
