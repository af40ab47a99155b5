import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { openDatabase, schema } from "@kesht/db";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const script = path.join(root, "apps/api/src/cli/create-admin.ts");

/** The command as an operator runs it, against an embedded database of its own. */
describe("admin:create", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kesht-admin-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const createAdmin = (...args: string[]) =>
    run(tsx, [script, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });

  // A new embedded database is created and migrated on disk: slower than the other tests.
  it("creates the admin and says so in one line", { timeout: 180_000 }, async () => {
    const created = await createAdmin("--mobile", "+98 912 000 1111", "--name", "Sara Ahmadi");
    expect(created.stdout.trim()).toBe(`Admin 09120001111 (user 1) created in ${dataDir}.`);

    const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
    try {
      const [row] = await database.db
        .select()
        .from(schema.users)
        .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
        .where(eq(schema.users.mobile, "09120001111"));
      expect(row?.users).toMatchObject({ name: "Sara Ahmadi" });
      expect(row?.user_roles).toMatchObject({ role: "admin", registration: "complete" });
    } finally {
      await database.close();
    }
  });

  it("refuses a wrong number with a clear message and a failing exit code", async () => {
    const error = await createAdmin("--mobile", "0912").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain(
      '"0912" is not an Iranian mobile number',
    );
  });
});
