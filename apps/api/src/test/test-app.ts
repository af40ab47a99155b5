import { seedDemoData } from "@kesht/db";
import { openTestDatabase } from "@kesht/db/testing";
import { type App, buildApp } from "../app";
import { loadConfig } from "../config";

/**
 * The whole API on a fresh database, for `app.inject`. One per test file; `close` drops
 * the database again.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Extra routes a test needs (e.g. one that throws), added before the app is ready. */
    extend?: (app: App) => void;
  } = {},
) {
  const database = await openTestDatabase();
  if (options.seed ?? true) await seedDemoData(database.db);
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/kesht-test", ...options.env },
    "0.0.0-test",
  );
  const app = await buildApp({ config, database, logger: false });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
