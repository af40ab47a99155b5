import { defineConfig } from "vitest/config";

/**
 * The bench's own unit tests (`npx vitest run --config bench/vitest.config.ts`): the pure
 * parts of its data makers, kept apart from the app's tiers.
 */
export default defineConfig({
  test: {
    name: "bench",
    include: ["bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
  },
});
