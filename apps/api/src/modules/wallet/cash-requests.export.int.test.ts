import { randomUUID } from "node:crypto";
import { schema } from "@kesht/db";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { csvCell } from "../../lib/csv";
import type { TestApp } from "../../test/app";
import { expectLedgerBalanced, fundWallet } from "../../test/ledger";
import { type SignedIn, signIn, withAdminTestApp } from "../../test/sign-in";

const SHEBA = "IR062960000000100324200001";

describe("the cash-out queue as CSV for the bank", () => {
  let t: TestApp;
  let admin: SignedIn;
  withAdminTestApp({ seed: false }, (setup) => {
    ({ t, admin } = setup);
  });

  async function requestCashOut(name: string, toman: number) {
    const person = await signIn(t.app, { role: "customer", name });
    await fundWallet(t.db, "customer_wallet", person.user.id, 10_000_000);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/cash-request",
      headers: { ...person.headers, "idempotency-key": randomUUID() },
      payload: { amount_toman: toman, sheba: SHEBA },
    });
    expect(created.statusCode).toBe(201);
    return { person, id: created.json().data.id as number };
  }

  it("streams the pending requests oldest first, UTF-8 with a BOM, Persian names intact", async () => {
    const first = await requestCashOut("سارا احمدی", 30_000);
    const second = await requestCashOut("=HYPERLINK(1)", 45_000);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/cash-requests/export.csv",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="kesht-cash-outs-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,requested_at,status,role,name,shop,mobile,sheba,amount_rials,amount_toman,bank_reference",
    );
    const rows = lines.slice(1).map((line) => line.split(","));
    expect(rows.map((row) => Number(row[0]))).toEqual([first.id, second.id]);
    expect(rows[0]).toEqual([
      String(first.id),
      expect.any(String),
      "pending",
      "customer",
      "سارا احمدی",
      "",
      first.person.user.mobile,
      SHEBA,
      "300000",
      "30000",
      "",
    ]);
    // A name a spreadsheet would run as a formula stays text.
    expect(rows[1]?.[4]).toBe("'=HYPERLINK(1)");

    const [logged] = await t.db
      .select()
      .from(schema.adminAuditLog)
      .orderBy(desc(schema.adminAuditLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      adminUserId: admin.user.id,
      action: "cash_requests.export",
      targetKind: "cash_request",
      after: { status: "pending" },
    });
    await expectLedgerBalanced(t.db);
  });

  it("exports another status, and refuses a bad one and anyone but an admin", async () => {
    const paid = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/cash-requests/export.csv?status=paid",
      headers: admin.headers,
    });
    expect(
      paid.body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    ).toHaveLength(1);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/cash-requests/export.csv?status=lost",
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
    const customer = await signIn(t.app, { role: "customer" });
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/cash-requests/export.csv",
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("quotes cells that hold commas, quotes and line breaks", () => {
    expect(csvCell('Farm "North", Rasht')).toBe('"Farm ""North"", Rasht"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("-5")).toBe("'-5");
  });
});
