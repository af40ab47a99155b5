/*
 * The processes the bench measures, each on its own (as `npm run dev` runs the API, so the
 * load generator never shares their event loop): the API on a target database, and the bare
 * Fastify route that is the yardstick (bare-server.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Target } from "./run-result";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The prefix of the API's routes. */
export const api = "/api/v1";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface Server {
  url: string;
  /** The process started (with tsx, the node it starts is a child of it). */
  pid: number;
  stop: () => Promise<void>;
}

/** Starts a TypeScript entry point on its own process (as `npm run dev` does) and waits for `ready`. */
async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<Server> {
  // Node flags (--cpu-prof is refused in NODE_OPTIONS) need node itself, with tsx as a loader.
  const [command, args] =
    nodeArgs.length > 0
      ? [process.execPath, [...nodeArgs, "--import", "tsx", entry]]
      : [path.join(root, "node_modules", ".bin", "tsx"), [entry]];
  const child: ChildProcess = spawn(command, args, {
    cwd: path.join(root, "apps", "api"),
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited before it was ready`);
    try {
      if ((await fetch(`${url}${ready}`)).ok) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${entry} did not become ready within two minutes`);
}

/** The API as `npm run dev` runs it, on the target database. */
export async function startApi(target: Target): Promise<Server> {
  const port = await freePort();
  return startProcess(
    path.join(root, "apps", "api", "src", "server.ts"),
    {
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // One client sends every request: the per-IP limiter would answer 429 within a second.
      RATE_LIMIT_MAX: "100000000",
      // The write scenario signs its customers in from one address.
      OTP_DAILY_SENDS_PER_IP: "100000",
      SEED_DEMO_DATA: "false",
    },
    "/api/v1/health",
    port,
    // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the API under load.
    process.env.BENCH_API_NODE_ARGS?.split(" ").filter(Boolean),
  );
}

/** The yardstick: a bare Fastify route on its own process (bare-server.ts). */
export async function startBare(): Promise<Server> {
  const port = await freePort();
  return startProcess(
    path.join(root, "bench", "bare-server.ts"),
    { BARE_PORT: String(port) },
    "/bare",
    port,
  );
}
