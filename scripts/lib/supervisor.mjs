// A small process supervisor for `npm run cluster`: what systemd does for the units in deploy/
// (Restart=always, RestartSec), on one machine without it. Each child is probed until it is
// ready; a child that exits for any reason is started again unless the cluster is stopping or
// the child is held down on purpose (the chaos run's database outage).
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Supervisor {
  /** @param {{ logDir: string, restartDelayMs?: number, log?: (line: string) => void }} options */
  constructor({ logDir, restartDelayMs = 500, log = console.log }) {
    this.logDir = logDir;
    this.restartDelayMs = restartDelayMs;
    this.log = log;
    this.services = new Map();
    this.stopping = false;
  }

  /**
   * Adds a child: `command`/`args`/`options` as for spawn, `probe` answers whether it serves,
   * `stopSignal` is what a clean stop sends (PostgreSQL's fast shutdown is SIGINT).
   */
  add(name, { command, args, options = {}, probe, stopSignal = "SIGTERM", port = null }) {
    this.services.set(name, {
      name,
      command,
      args,
      options,
      probe,
      stopSignal,
      port,
      child: null,
      state: "stopped",
      restarts: 0,
      startedAt: null,
      readyAt: null,
      heldUntil: 0,
    });
  }

  /** Starts a child and resolves once its probe passes (or rejects when it keeps dying). */
  async start(name, { timeoutMs = 180_000 } = {}) {
    const service = this.#service(name);
    this.#spawn(service);
    return this.waitReady(name, timeoutMs);
  }

  async waitReady(name, timeoutMs = 180_000) {
    const service = this.#service(name);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (service.state === "ready") return service;
      await sleep(100);
    }
    throw new Error(`${name} was not ready within ${timeoutMs / 1000} s (see its log)`);
  }

  /** Sends a signal; the child is then restarted as any exited child is. */
  signal(name, signal) {
    const service = this.#service(name);
    if (!service.child || service.child.exitCode !== null) return false;
    service.child.kill(signal);
    return true;
  }

  /** Stops a child cleanly and keeps it down for `ms` before starting it again. */
  hold(name, ms) {
    const service = this.#service(name);
    service.heldUntil = Date.now() + ms;
    service.state = "held";
    if (service.child && service.child.exitCode === null) service.child.kill(service.stopSignal);
    return service.heldUntil;
  }

  status() {
    return [...this.services.values()].map((service) => ({
      name: service.name,
      pid: service.child?.pid ?? null,
      port: service.port,
      state: service.state,
      restarts: service.restarts,
      started_at: service.startedAt,
      ready_at: service.readyAt,
    }));
  }

  /** Stops the children in the order given, each waited for (then SIGKILL after 15 s). */
  async stopAll(order) {
    this.stopping = true;
    for (const name of order) {
      const service = this.services.get(name);
      const child = service?.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(service.stopSignal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }

  /** Loopback-only control for the chaos run: list, signal and hold children. */
  listen(port) {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const answer = (status, body) =>
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify(body));
      if (request.method === "GET" && url.pathname === "/processes") {
        return answer(200, this.status());
      }
      const match = /^\/processes\/([\w-]+)\/(signal|hold)$/.exec(url.pathname);
      if (request.method !== "POST" || !match || !this.services.has(match[1])) {
        return answer(404, { error: "no such process or action" });
      }
      const [, name, action] = match;
      if (action === "signal") {
        const signal = url.searchParams.get("signal") ?? "SIGTERM";
        if (!["SIGTERM", "SIGKILL", "SIGINT"].includes(signal)) {
          return answer(422, { error: "signal must be SIGTERM, SIGKILL or SIGINT" });
        }
        this.log(`[cluster] ${name}: ${signal} on request`);
        return answer(200, { sent: this.signal(name, signal), at: Date.now() });
      }
      const ms = Number(url.searchParams.get("ms") ?? "10000");
      if (!Number.isInteger(ms) || ms < 0 || ms > 120_000) {
        return answer(422, { error: "ms must be 0…120000" });
      }
      this.log(`[cluster] ${name}: held down for ${ms / 1000} s on request`);
      return answer(200, { stopped_at: Date.now(), held_until: this.hold(name, ms) });
    });
    return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
  }

  #service(name) {
    const service = this.services.get(name);
    if (!service) throw new Error(`no process named ${name}`);
    return service;
  }

  #spawn(service) {
    const logFile = openSync(path.join(this.logDir, `${service.name}.log`), "a");
    const child = spawn(service.command, service.args, {
      ...service.options,
      stdio: ["ignore", logFile, logFile],
    });
    service.child = child;
    service.state = "starting";
    service.startedAt = Date.now();
    service.readyAt = null;
    child.on("error", (error) => this.log(`[cluster] ${service.name}: ${error.message}`));
    child.on("exit", (code, signal) => this.#exited(service, child, code, signal));
    void this.#probeUntilReady(service, child);
  }

  async #probeUntilReady(service, child) {
    while (service.child === child && child.exitCode === null && child.signalCode === null) {
      if (await service.probe().catch(() => false)) {
        if (service.child !== child || service.state !== "starting") return;
        service.state = "ready";
        service.readyAt = Date.now();
        if (service.restarts > 0) {
          const seconds = ((service.readyAt - service.startedAt) / 1000).toFixed(1);
          this.log(`[cluster] ${service.name} ready again (pid ${child.pid}, ${seconds} s)`);
        }
        return;
      }
      await sleep(100);
    }
  }

  async #exited(service, child, code, signal) {
    if (service.child !== child) return;
    if (this.stopping) {
      service.state = "stopped";
      return;
    }
    const held = service.heldUntil > Date.now();
    if (!held) service.state = "restarting";
    this.log(
      `[cluster] ${service.name} exited (${signal ?? code}); ${held ? "held down" : "restarting"}`,
    );
    await sleep(Math.max(this.restartDelayMs, service.heldUntil - Date.now()));
    if (this.stopping || service.child !== child) return;
    service.restarts += 1;
    this.#spawn(service);
  }
}
