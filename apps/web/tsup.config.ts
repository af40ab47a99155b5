import { defineConfig } from "tsup";

/** The custom web server (server/main.ts) as one file; Next and npm packages stay external. */
export default defineConfig({
  entry: { server: "server/main.ts" },
  outDir: "dist",
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  // The workspace's own packages ship TypeScript sources: bundle them in.
  noExternal: [/^@kesht\//],
});
