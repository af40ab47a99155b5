import { defineConfig } from "tsup";

/** One file for production; the workspace packages are bundled in, npm packages are not. */
export default defineConfig({
  entry: ["src/server.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
  noExternal: [/^@kesht\//],
});
