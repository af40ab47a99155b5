/**
 * Creates the admin account for a mobile number, or promotes the person who owns it:
 *
 *   npm run admin:create -- --mobile 09121234567 [--name "Sara Ahmadi"]
 *
 * Opens the same database as the API (DATABASE_URL, or the embedded one under DATA_DIR) and
 * applies pending migrations first. The embedded database allows one process at a time: stop
 * Kesht before running this against it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { mobileSchema } from "@kesht/contracts";
import { openDatabase } from "@kesht/db";
import { ensureAdmin } from "../modules/auth/admins.service";

const usage = 'Usage: npm run admin:create -- --mobile 09121234567 [--name "Full Name"]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let values: { mobile?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { mobile: { type: "string" }, name: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!values.mobile) fail(usage);
  const mobile = mobileSchema.safeParse(values.mobile);
  if (!mobile.success) fail(`"${values.mobile}" is not an Iranian mobile number (09xxxxxxxxx).`);
  const name = values.name?.trim() || undefined;

  // The same rules as the API's configuration: an empty variable counts as unset.
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : `${dataDir}/pglite`,
    poolMax: 1,
  });
  try {
    await database.migrate();
    const { user, outcome, previousRoles } = await ensureAdmin(database.db, {
      mobile: mobile.data,
      name,
    });
    const where = databaseUrl ? "the PostgreSQL server" : dataDir;
    const what = {
      created: "created",
      promoted:
        previousRoles.length > 0
          ? `made an admin, keeping the roles ${previousRoles.join(", ")}`
          : "made an admin",
      unchanged: "was already an admin",
    }[outcome];
    console.log(`Admin ${user.mobile} (user ${user.id}) ${what} in ${where}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
