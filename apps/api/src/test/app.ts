import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDemoData } from "@kesht/db";
import { openTestDatabase } from "@kesht/db/testing";
import type { InjectOptions } from "fastify";
import { type App, buildApp } from "../app";
import { loadConfig } from "../config";

/**
 * The whole API on a fresh database and its own uploads directory, for `app.inject`. One per
 * test file; `close` drops the database and removes the directory again.
 */
export async function createTestApp(
  options: {
    /** Seed the demo data (default); without it, lists hold only what a test made. */
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Extra routes a test needs (e.g. one that throws), added before the app is ready. */
    extend?: (app: App) => void;
    /** "Now" for the app's rules (app.clock); the system clock when absent. */
    clock?: () => Date;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kesht-test-"));
  const database = await openTestDatabase();
  if (options.seed ?? true) await seedDemoData(database.db);
  const config = loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      // Tests run due jobs themselves (app.jobs.runDue()), never on a timer.
      JOBS_ENABLED: "false",
      ...options.env,
    },
    "0.0.0-test",
  );
  const app = await buildApp({ config, database, logger: false, clock: options.clock });
  options.extend?.(app);
  await app.ready();
  readAfterNotifications(app);
  return {
    app,
    db: database.db,
    /** The handle itself, for a second app on the same database (read-cache.int.test.ts). */
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Factories write rows straight to the database, behind the API's back, and PostgreSQL
 * delivers the catalogue change notifications of those writes after the commit, a moment
 * later (PGlite before the write returns). A visitor's next page comes after that moment; a
 * test's next line may not, and would read the read cache's copy from before the write. So
 * every GET first waits until this instance has applied every notification committed before
 * it (the read cache's marker round trip): the cached path is still what the test reads.
 */
function readAfterNotifications(app: App) {
  const inject = app.inject.bind(app);
  const reads = (options: InjectOptions | string) =>
    typeof options === "string" || !options.method || /^(GET|HEAD)$/i.test(options.method);
  const injectAfterNotifications = async (options: InjectOptions | string) => {
    if (reads(options)) await app.readCache.sync();
    return inject(options);
  };
  // Tests use the promise form only (no callback, no chain).
  app.inject = injectAfterNotifications as typeof app.inject;
}
