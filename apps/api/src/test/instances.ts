import { type App, buildApp } from "../app";
import { loadConfig } from "../config";
import type { TestApp } from "./app";

/**
 * Another API instance on the test app's database, as a second server behind a balancer:
 * the same settings (`env` as given to `createTestApp`), its own process-local state.
 * Close it before the test app.
 */
export async function secondInstance(t: TestApp, env: NodeJS.ProcessEnv = {}): Promise<App> {
  const app = await buildApp({
    config: loadConfig(
      {
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: t.dataDir,
        JOBS_ENABLED: "false",
        ...env,
      },
      "0.0.0-test",
    ),
    database: t.database,
    logger: false,
  });
  await app.ready();
  return app;
}
