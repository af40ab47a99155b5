/*
 * A bench run's result file, bench/results/<stamp>-<database>.json: where it goes, its shape,
 * and the budget it is judged by. The runner (run.ts) writes it; summary.ts reads the newest
 * per database into latest.md.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MachineWindow } from "./machine";

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

/** ARCHITECTURE §9: product list and search suggestions, p99 at 50 connections. */
export const targetP99Ms = 25;

/** A database the bench runs the API on. */
export interface Target {
  database: "pglite" | "postgres";
  databaseUrl?: string;
  dataDir: string;
}

/** How hard and how long each scenario is driven (BENCH_CONNECTIONS, BENCH_DURATION). */
export interface BenchSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface ScenarioResult {
  key: string;
  title: string;
  budgeted: boolean;
  example: string;
  requests_per_second: number;
  /**
   * req/s as a share of the bare Fastify route measured just before this scenario (on a
   * shared machine the neighbours' load changes within a minute; the route next to it in time
   * is the fair yardstick).
   */
  share_of_bare: number;
  /** The bare route's req/s measured just before this scenario. */
  bare_requests_per_second: number;
  target_share?: number;
  latency_ms: { p50: number; p97_5: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non_2xx: number;
  meets_target: boolean;
  /** The machine around this scenario: load average before it, others' CPU during it. */
  machine: MachineWindow;
  /**
   * CPU time per answered request of the API's process and of the load generator: what a
   * request costs each of them, whatever else the machine was doing (a share moves with the
   * neighbours' load; this moves much less).
   */
  cpu_per_request?: CpuPerRequest;
  /** The same for the bare route measured just before (`api_us` is the bare server's). */
  bare_cpu_per_request?: CpuPerRequest;
}

export interface CpuPerRequest {
  api_us: number;
  load_generator_us: number;
}

export interface RunResult {
  date: string;
  generated_at: string;
  database: Target["database"];
  database_version: string;
  machine: { cpus: number; cpu_model: string; load_average: number[]; node: string };
  data: { products: number; listed_products: number; approved_sellers: number };
  settings: BenchSettings;
  target_p99_ms: number;
  /** The bare Fastify route, measured before and after the scenarios (the mean is the yardstick). */
  bare: {
    requests_per_second: number;
    before: number;
    after: number;
    p99_ms: number;
    machine_before?: MachineWindow;
    machine_after?: MachineWindow;
  };
  scenarios: ScenarioResult[];
}
