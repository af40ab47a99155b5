import { errorMessages } from "@kesht/contracts";
import { describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

describe("admins adding and removing admins", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({ seed: false }, (setup) => {
    ({ t, admin } = setup);
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, by = admin) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: by.headers,
      ...(payload ? { payload } : {}),
    });

  it("adds an admin by a mobile in Persian digits, who then acts as admin; audited", async () => {
    const customer = await signIn(t.app, { role: "customer", mobile: "09121110000" });
    const added = await call("POST", "/admin/admins", { mobile: "۰۹۱۲۱۱۱۰۰۰۰" });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((row: { id: number }) => row.id)).toEqual([
      admin.user.id,
      customer.user.id,
    ]);
    const again = await call("POST", "/admin/admins", { mobile: "09121110000" });
    expect(again.json().messages).toEqual(errorMessages("already_admin"));
    expect((await call("POST", "/admin/admins", { mobile: "12" })).statusCode).toBe(422);
    const audit = (await call("GET", `/admin/audit?action=admin.add`)).json().data.items;
    expect(audit[0]).toMatchObject({ target_id: String(customer.user.id) });
  });

  it("removes another admin, never yourself nor the last one", async () => {
    const self = await call("DELETE", `/admin/admins/${admin.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().messages).toEqual(errorMessages("cannot_remove_self"));

    const other = await signIn(t.app, { role: "admin" });
    const list = (await call("GET", "/admin/admins")).json().data as { id: number }[];
    // Everyone but `other` goes, by `other`; the last one standing can't be removed.
    for (const row of list) {
      if (row.id === other.user.id) continue;
      const removed = await call("DELETE", `/admin/admins/${row.id}`, undefined, other);
      expect(removed.statusCode, String(row.id)).toBe(200);
    }
    expect((await call("GET", "/admin/admins", undefined, other)).json().data).toEqual([
      expect.objectContaining({ id: other.user.id }),
    ]);
    // The removed admin's session no longer acts as an admin.
    expect((await call("GET", "/admin/admins")).statusCode).toBe(403);
    const newcomer = await signIn(t.app, { role: "admin" });
    const last = await call("DELETE", `/admin/admins/${other.user.id}`, undefined, newcomer);
    expect(last.statusCode).toBe(200);
    const refused = await call("DELETE", `/admin/admins/${newcomer.user.id}`, undefined, newcomer);
    expect(refused.json().messages).toEqual(errorMessages("cannot_remove_self"));
    expect((await call("DELETE", "/admin/admins/2147483000", undefined, newcomer)).statusCode).toBe(
      404,
    );
  });
});
