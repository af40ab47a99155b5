import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  // Tests run from the monorepo root too (`npx vitest run --config apps/web/vitest.config.ts`).
  root: webRoot,
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    // Most web code meets the DOM; server-only tests opt out with `// @vitest-environment node`.
    environment: "jsdom",
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
