import { schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { signIn } from "../../test/sign-in";

describe("the audit log", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    admin = await signIn(t.app, { role: "admin", name: "Reza Admin", mobile: "09120000101" });
    other = await signIn(t.app, { role: "admin", name: "Mina Admin", mobile: "09120000102" });
  });
  afterAll(() => t.close());

  const get = (url: string, headers = admin.headers) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });

  async function blockSomeone(by: typeof admin) {
    const person = await signIn(t.app, { role: "customer" });
    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/people/${person.user.id}/block`,
      headers: by.headers,
      payload: { reason: "Spam" },
    });
    expect(blocked.statusCode).toBe(200);
    return person.user.id;
  }

  it("lists each action with who did it, the target and before/after, newest first", async () => {
    const first = await blockSomeone(admin);
    const second = await blockSomeone(other);
    const page = (await get("/admin/audit")).json().data;
    expect(page.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        admin: { id: other.user.id, name: "Mina Admin", mobile: "09120000102" },
        action: "person.block",
        target_kind: "person",
        target_id: String(second),
        before: { blocked_at: null },
        after: expect.objectContaining({ reason: "Spam" }),
      }),
      expect.objectContaining({ target_id: String(first) }),
    ]);
  });

  it("searches by action, target, admin (any digits) and Tehran days", async () => {
    const id = await blockSomeone(admin);
    const ids = async (query: string) =>
      ((await get(`/admin/audit?${query}`)).json().data.items as { target_id: string }[]).map(
        (row) => row.target_id,
      );
    expect(await ids(`target_kind=person&target_id=${id}`)).toEqual([String(id)]);
    expect(await ids(`action=person.&target_id=${id}`)).toEqual([String(id)]);
    expect(await ids(`action=seller&target_id=${id}`)).toEqual([]);
    expect(await ids(`admin=${encodeURIComponent("۰۹۱۲۰۰۰۰۱۰۱")}&target_id=${id}`)).toEqual([
      String(id),
    ]);
    expect(await ids(`admin=Mina&target_id=${id}`)).toEqual([]);
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tehran" });
    expect(await ids(`from=${today}&to=${today}&target_id=${id}`)).toEqual([String(id)]);
    expect(await ids(`to=2020-01-01&target_id=${id}`)).toEqual([]);
    expect((await get("/admin/audit?from=yesterday")).statusCode).toBe(422);
    expect((await get("/admin/audit?target_kind=planet")).statusCode).toBe(422);
  });

  it("can't be edited, deleted or truncated: no route, and the database refuses", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/v1/admin/audit/1",
        headers: admin.headers,
        payload: {},
      });
      expect(response.statusCode, method).toBe(404);
    }
    const [row] = await t.db.select().from(schema.adminAuditLog).limit(1);
    if (!row) throw new Error("the log is empty");
    await expect(
      t.db
        .update(schema.adminAuditLog)
        .set({ action: "nothing.happened" })
        .where(eq(schema.adminAuditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(schema.adminAuditLog).where(eq(schema.adminAuditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const [still] = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.id, row.id));
    expect(still).toEqual(row);
  });
});
