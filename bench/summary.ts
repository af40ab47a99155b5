/*
 * bench/results/latest.md: the newest run per database as a table, each scenario's share of
 * the bare route beside its target and ARCHITECTURE §9's budget.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { busyOtherCores, type MachineWindow } from "./machine";
import { type RunResult, resultsDir, targetP99Ms } from "./run-result";

/** The newest result file per database. */
function newestResults(): RunResult[] {
  const newest = new Map<string, RunResult>();
  for (const file of readdirSync(resultsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const result = JSON.parse(readFileSync(path.join(resultsDir, file), "utf8")) as RunResult;
    // Runs from before the bare Fastify yardstick have no shares to compare.
    if (!result.bare) continue;
    const known = newest.get(result.database);
    if (!known || known.generated_at < result.generated_at) newest.set(result.database, result);
  }
  return ["postgres", "pglite"].flatMap((database) => newest.get(database) ?? []);
}

const machineCell = (machine: MachineWindow | undefined) =>
  machine
    ? `${machine.load_average[0]} / ${machine.other_cores}${machine.busy ? " **busy**" : ""}`
    : "–";

const percent = (share: number | undefined) =>
  share === undefined ? "–" : `${(share * 100).toFixed(1)}%`;

export function writeSummary() {
  const runs = newestResults();
  const postgres = runs.find((run) => run.database === "postgres");
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (history: the dated files beside this one). Each scenario's req/s is also given as a **share of a bare Fastify route measured just before it** on the same machine (bench/bare-server.ts, its own process like the API's, driven by a load generator on a process of its own, bench/load.ts): machines here are shared and noisy, so a share is comparable across runs and an absolute number is not. Targets (issue 15, on the scale seed, 50 connections, PostgreSQL server): product list and suggestions ≥ 25% of bare Fastify with p99 < ${targetP99Ms} ms (ARCHITECTURE §9's budget), product page ≥ 15%, mixed ≥ 15%; embedded PGlite ≥ 40% of the PostgreSQL figure (compared as shares, since the runs are separate). Issue 31: the 404 floor and reference data ≥ 40%, cart add ≥ 5%, checkout with the wallet ≥ 2%.`,
    "",
    `The last column gives the 1-minute load average before each measurement and how many cores' worth of CPU other processes took during it; **busy** marks more than ${busyOtherCores} of a core, when a share says less than usual.`,
    "",
    "| Database | Scenario | req/s | share of bare | target | PGlite ÷ PG | p50 ms | p97.5 ms | p99 ms | errors / non-2xx | met | load / others |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const run of runs) {
    lines.push(
      `| ${run.database} | Bare Fastify route (yardstick) | ${run.bare.requests_per_second.toLocaleString("en")} | 100% | | | | | ${run.bare.p99_ms} | | | ${[run.bare.machine_before, run.bare.machine_after].map(machineCell).join(", ")} |`,
    );
    for (const row of run.scenarios) {
      const verdict = row.meets_target ? "yes" : "**no**";
      const pg = postgres?.scenarios.find((candidate) => candidate.key === row.key);
      const versusPg =
        run.database === "pglite" && pg ? percent(row.share_of_bare / pg.share_of_bare) : "";
      lines.push(
        `| ${run.database} | ${row.title}${row.budgeted ? " (budget)" : ""} | ${row.requests_per_second.toLocaleString("en")} | ${percent(row.share_of_bare)}${row.bare_requests_per_second ? ` of ${row.bare_requests_per_second.toLocaleString("en")}` : ""} | ${row.target_share ? `≥ ${percent(row.target_share)}` : ""} | ${versusPg} | ${row.latency_ms.p50} | ${row.latency_ms.p97_5} | ${row.latency_ms.p99} | ${row.errors} / ${row.non_2xx} | ${verdict} | ${machineCell(row.machine)} |`,
      );
    }
  }
  lines.push("", "Runs:", "");
  for (const run of runs) {
    lines.push(
      `- ${run.database} (${run.database_version}), ${run.generated_at.slice(0, 16).replace("T", " ")} UTC: ${run.data.listed_products.toLocaleString("en")} listed products, ${run.settings.connections} connections, ${run.settings.durationSeconds} s per scenario after ${run.settings.warmupSeconds} s of warm-up; bare Fastify ${run.bare.before.toLocaleString("en")} req/s before the scenarios and ${run.bare.after.toLocaleString("en")} after; ${run.machine.cpus} × ${run.machine.cpu_model}, load average ${run.machine.load_average.join(" / ")} at the start, Node ${run.machine.node}. The API, the bare route, the load generator and (for PostgreSQL) the server share these cores.`,
    );
  }
  writeFileSync(path.join(resultsDir, "latest.md"), `${lines.join("\n")}\n`);
}
