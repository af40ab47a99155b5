import { errorMessages } from "@kesht/contracts";
import { schema } from "@kesht/db";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";
import { type SignedIn, signIn, signInSeller, withAdminTestApp } from "../../test/sign-in";

describe("people in the admin console", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({}, (setup) => {
    ({ t, admin } = setup);
  });

  const get = (url: string, headers = admin.headers) =>
    t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
  const post = (url: string, payload?: object, headers = admin.headers) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const audit = async (targetId: number) =>
    (
      await t.db
        .select()
        .from(schema.adminAuditLog)
        .where(eq(schema.adminAuditLog.targetId, String(targetId)))
        .orderBy(asc(schema.adminAuditLog.id))
    ).map((row) => ({ action: row.action, kind: row.targetKind, admin: row.adminUserId }));

  it("finds a person by a mobile typed in Persian or Arabic-Indic digits, or in part", async () => {
    const person = await signIn(t.app, { role: "customer", mobile: "09351112233", name: "Sara" });
    for (const q of ["۰۹۳۵۱۱۱۲۲۳۳", "٠٩٣٥١١١٢٢٣٣", "+989351112233", "۱۱۱۲۲"]) {
      const found = await get(`/admin/people?q=${encodeURIComponent(q)}`);
      expect(found.statusCode, q).toBe(200);
      const ids = (found.json().data.items as { id: number }[]).map((row) => row.id);
      expect(ids, q).toContain(person.user.id);
    }
    const none = await get(`/admin/people?q=${encodeURIComponent("۰۹۳۵۹۹۹۹۹۹۹")}`);
    expect(none.json().data.items).toEqual([]);
  });

  it("finds a shop by its manager's national code and filters by role", async () => {
    const seller = await signInSeller(t.app, { shop: { nationalCode: "0012345679" } });
    const found = await get("/admin/people?q=0012345679&role=seller");
    expect(found.json().data.items).toEqual([
      expect.objectContaining({ id: seller.user.id, roles: ["seller"] }),
    ]);
    const asDrivers = await get("/admin/people?q=0012345679&role=driver");
    expect(asDrivers.json().data.items).toEqual([]);
  });

  it("pages the list and refuses bad queries with 422", async () => {
    for (let i = 0; i < 3; i++) await signIn(t.app, { role: "driver", name: `Paged ${i}` });
    const first = (await get("/admin/people?role=driver&per_page=2")).json().data;
    expect(first).toMatchObject({ page: 1, per_page: 2, has_more: true });
    expect(first.items).toHaveLength(2);
    const second = (await get("/admin/people?role=driver&per_page=2&page=2")).json().data;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await get("/admin/people?per_page=1000")).statusCode).toBe(422);
    expect((await get("/admin/people?sort=mobile")).statusCode).toBe(422);
    expect((await get("/admin/people?role=boss")).statusCode).toBe(422);
    expect((await get("/admin/people/99999999999")).statusCode).toBe(422);
    expect((await get("/admin/people/2147483000")).statusCode).toBe(404);
  });

  it("shows a person with their roles, wallet and sessions", async () => {
    const person = await signIn(t.app, { role: "customer" });
    const response = await get(`/admin/people/${person.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().data).toMatchObject({
      id: person.user.id,
      roles: [{ role: "customer", registration: "complete" }],
      blocked_at: null,
      wallets: [{ kind: "customer_wallet", balance_rials: 0, turnovers: [] }],
      sessions: [expect.objectContaining({ role: "customer", revoked_at: null })],
      orders: [],
    });
  });

  it("blocks a person: every session ends, sign-in is refused, and it is audited", async () => {
    const mobile = "09357654321";
    const person = await signIn(t.app, { role: "customer", mobile });
    expect((await get("/customer/profile", person.headers)).statusCode).toBe(200);

    const blocked = await post(`/admin/people/${person.user.id}/block`, { reason: "Fraud" });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data).toMatchObject({ blocked_reason: "Fraud" });
    expect(blocked.json().data.sessions.every((s: { revoked_at: string }) => s.revoked_at)).toBe(
      true,
    );
    expect((await get("/customer/profile", person.headers)).statusCode).toBe(401);

    const auth = authClient(t);
    const code = await auth.freshCode(mobile);
    const refused = await auth.login(mobile, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(errorMessages("account_blocked"));
    expect(refused.json().messages.fa).toContain("مسدود");

    expect(
      (await post(`/admin/people/${person.user.id}/block`, { reason: "again" })).statusCode,
    ).toBe(409);
    const lifted = await post(`/admin/people/${person.user.id}/unblock`);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().data.blocked_at).toBeNull();
    expect((await auth.login(mobile, code)).statusCode).toBe(200);
    expect((await post(`/admin/people/${person.user.id}/unblock`)).statusCode).toBe(409);

    expect(await audit(person.user.id)).toEqual([
      { action: "person.block", kind: "person", admin: admin.user.id },
      { action: "person.unblock", kind: "person", admin: admin.user.id },
    ]);
  });

  it("refuses blocking yourself, a block without a reason, and people who are not admins", async () => {
    const self = await post(`/admin/people/${admin.user.id}/block`, { reason: "oops" });
    expect(self.statusCode).toBe(409);
    expect(self.json().messages).toEqual(errorMessages("cannot_block_self"));
    const person = await signIn(t.app, { role: "customer" });
    expect((await post(`/admin/people/${person.user.id}/block`, { reason: "  " })).statusCode).toBe(
      422,
    );
    expect((await post(`/admin/people/${person.user.id}/block`, {})).statusCode).toBe(422);
    expect(
      (await post(`/admin/people/${admin.user.id}/block`, { reason: "x" }, person.headers))
        .statusCode,
    ).toBe(403);
  });

  it("suspends and reinstates a shop with a reason, its products leaving the storefront", async () => {
    const seller = await signInSeller(t.app);
    const review = (payload: object) => post(`/admin/sellers/${seller.user.id}/review`, payload);
    expect((await get(`/customer/sellers/${seller.user.id}`, {})).statusCode).toBe(200);
    expect((await review({ decision: "suspend" })).statusCode).toBe(422);
    const suspended = await review({ decision: "suspend", reason: "Complaints" });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      review_status: "suspended",
      rejection_reason: "Complaints",
    });
    // Only approved shops sell: the shop's page is gone with its products.
    expect((await get(`/customer/sellers/${seller.user.id}`, {})).statusCode).toBe(404);
    expect((await review({ decision: "suspend", reason: "again" })).statusCode).toBe(409);
    const reinstated = await review({ decision: "reinstate" });
    expect(reinstated.json().data).toMatchObject({ review_status: "approved" });
    expect((await get(`/customer/sellers/${seller.user.id}`, {})).statusCode).toBe(200);
    expect((await audit(seller.user.id)).map((row) => row.action)).toEqual([
      "seller.suspend",
      "seller.reinstate",
    ]);
  });
});
