import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * The test tiers (ARCHITECTURE §8) as Vitest projects; `scripts/test.mjs` runs them in order
 * with the end-to-end tier and prints the totals.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on our two-core CI
    // machines, leaving a core idle while a file waits on its database. A worker per core,
    // and one more when a PostgreSQL server does part of the work in its own processes.
    maxWorkers: availableParallelism() + (process.env.TEST_DATABASE_URL ? 1 : 0),
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/api/src/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "**/*.fuzz.test.ts", "**/node_modules/**"],
          environment: "node",
          isolate: false,
        },
      },
      "apps/*/vitest.config.ts",
      {
        test: {
          name: "integration",
          include: ["apps/api/src/**/*.int.test.ts", "packages/*/src/**/*.int.test.ts"],
          environment: "node",
          // A worker keeps its loaded modules from file to file instead of loading the whole
          // app again for each (measured: the tier in less than half the time). Each file still
          // builds its own app on its own database, so no state that matters is shared.
          isolate: false,
          // Every file starts from a copy of one database migrated once per run.
          globalSetup: ["packages/db/src/test-templates.setup.ts"],
          // Each file builds its own app on its own database; PGlite start-up takes a moment.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Issue 13 item 3: generated requests against every operation of the OpenAPI
          // document, as every role, on PGlite (apps/api/src/fuzz).
          name: "fuzz",
          include: ["apps/api/src/**/*.fuzz.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["packages/db/src/test-templates.setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
