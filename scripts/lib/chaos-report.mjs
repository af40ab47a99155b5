// The chaos run's results: a table on the console, bench/results/<date>T<hhmm>-chaos.json and
// bench/results/chaos-latest.md.
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { root } from "./build.mjs";
import { failed } from "./chaos-shopper.mjs";

export function writeChaosReport({ results, checks, log, settings, load, shoppers }) {
  const when = new Date(load.started_at);
  const iso = when.toISOString();
  const stamp = `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  const seconds = (load.ended_at - load.started_at) / 1000;
  const byKind = {};
  for (const entry of log) {
    byKind[entry.kind] ??= { requests: 0, failed: 0 };
    const kind = byKind[entry.kind];
    kind.requests++;
    if (failed(entry)) kind.failed++;
  }
  const summary = {
    requests: log.length,
    failed: log.filter(failed).length,
    seconds,
    orders: shoppers.reduce((sum, shopper) => sum + shopper.orders.length, 0),
    approved_payments: shoppers.reduce((sum, shopper) => sum + shopper.approved.length, 0),
    by_kind: byKind,
  };
  const machine = {
    cpus: cpus().length,
    load_average: loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  };
  const json = { date: iso, settings, machine, summary, faults: results, checks };
  writeFileSync(
    path.join(root, `bench/results/${stamp}-chaos.json`),
    `${JSON.stringify(json, null, 2)}\n`,
  );

  const lines = [
    "# Chaos run",
    "",
    `Written by \`npm run chaos\` (scripts/chaos.mjs) on ${iso.slice(0, 16).replace("T", " ")} UTC; history in the dated \`*-chaos.json\` files beside this one.`,
    `${settings.shoppers} customers and ${settings.visitors} anonymous visitors through nginx for ${seconds.toFixed(0)} s: ` +
      `${summary.requests} requests, ${summary.failed} failed (no answer or 5xx), ${summary.orders} orders, ` +
      `${summary.approved_payments} sandbox payments approved. ${machine.cpus} CPUs, load average ` +
      `${machine.load_average.join(" / ")} at the end, Node ${machine.node}; the cluster, the load and the checks share the machine.`,
    "",
    "| fault | lasted s | requests | failed | of which 503 + Retry-After | recovered after s | other failures |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...results.map(
      (row) =>
        `| ${row.fault} | ${row.fault_seconds} | ${row.requests} | ${row.failed} | ${row.failed_503_with_retry_after} | ` +
        `${row.recovered_after_s.toFixed(1)} | ${row.failed_other.join("; ") || "—"} |`,
    ),
    "",
    "Recovered after: from the fault (for PostgreSQL, from its return) to the end of the last failed request in the fault's window; 0 when none failed. Lasted: until the supervisor had the process (or, for the rolling restart, the last one) serving again.",
    "",
    "| check | result | detail |",
    "|---|---|---|",
    ...checks.map(
      (check) => `| ${check.name} | ${check.ok ? "yes" : "**no**"} | ${check.detail} |`,
    ),
    "",
  ];
  const text = lines.join("\n");
  writeFileSync(path.join(root, "bench/results/chaos-latest.md"), text);
  return { text, json };
}
