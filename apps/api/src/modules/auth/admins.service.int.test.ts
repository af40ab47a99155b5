import { schema } from "@kesht/db";
import { factories } from "@kesht/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { authClient } from "../../test/auth-client";
import { ensureAdmin } from "./admins.service";

describe("making an admin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("creates a complete admin who can then sign in at the admin door", async () => {
    const result = await ensureAdmin(t.db, { mobile: "09121110001" });
    expect(result).toMatchObject({
      outcome: "created",
      previousRoles: [],
      user: { mobile: "09121110001", role: "admin", registration: "complete" },
    });

    const client = authClient(t);
    const code = await client.freshCode("09121110001", { door: "admin" });
    const login = await client.login("09121110001", code, { door: "admin" });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ registered: true, user: { role: "admin" } });
  });

  it("makes someone who already signed in an admin too, keeping their user id and roles", async () => {
    const customer = await factories.createUser(t.db, {
      role: "customer",
      registration: "complete",
      name: "Reza",
    });
    const result = await ensureAdmin(t.db, { mobile: customer.mobile });
    expect(result).toMatchObject({
      outcome: "promoted",
      previousRoles: ["customer"],
      user: {
        id: customer.id,
        role: "admin",
        name: "Reza",
        roles: [
          { role: "customer", registration: "complete" },
          { role: "admin", registration: "complete" },
        ],
      },
    });
    const rows = await t.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.mobile, customer.mobile));
    expect(rows).toHaveLength(1);

    expect(await ensureAdmin(t.db, { mobile: customer.mobile })).toMatchObject({
      outcome: "unchanged",
    });
  });
});
