import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const apiRoot = fileURLToPath(new URL("../", import.meta.url));
const tsx = path.resolve(apiRoot, "../../node_modules/.bin/tsx");

/** Starts the real API process and collects how it ends. */
function startApi(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(tsx, ["src/server.ts"], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

it("refuses to start on 0.0.0.0 with development providers, in one line", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "kesht-exposed-"));
  try {
    const { code, stderr } = await startApi({
      API_HOST: "0.0.0.0",
      API_PORT: "4999",
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: development providers \(SMS_PROVIDER=outbox/);
    expect(lines[0]).toContain("API_HOST=0.0.0.0");
    expect(lines[0]).toContain("ALLOW_DEV_PROVIDERS=true");
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 90_000);
