#!/usr/bin/env node
// Proves a backup restores: dumps the database (pg_dump, custom format), restores the dump into
// a scratch database on the same server (pg_restore), and compares the two: every table's row
// count and the ledger (its sum, zero, and every account's balance). The counts are taken in
// the very snapshot pg_dump reads, so a live site may keep writing meanwhile.
//   DATABASE_URL=postgres://… node deploy/backup-restore-check.mjs [--keep] [--out DIR]
// Without DATABASE_URL it checks `npm run cluster`'s database. The role needs CREATEDB. The
// dump is left in --out (default: a temporary folder) and named in the output; --keep keeps
// the scratch database too. Exits 1 when anything differs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const outIndex = args.indexOf("--out");
const outDir =
  outIndex >= 0
    ? path.resolve(args[outIndex + 1])
    : mkdtempSync(path.join(tmpdir(), "kesht-backup-"));

function sourceUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const cluster = path.join(root, ".data-cluster/cluster.json");
  if (existsSync(cluster)) return JSON.parse(readFileSync(cluster, "utf8")).databaseUrl;
  throw new Error("set DATABASE_URL (or start `npm run cluster`)");
}

/** The newest PostgreSQL client tools Debian installed, else whatever is on PATH. */
function tool(name) {
  const versions = ["17", "16", "15", "14"];
  for (const version of versions) {
    const candidate = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** Row counts of every table and the ledger, read in one transaction (one snapshot). */
async function measure(client) {
  const tables = await client.query(
    `select table_schema, table_name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts = {};
  for (const { table_schema: schema, table_name: table } of tables.rows) {
    const result = await client.query(
      `select count(*)::text as n from ${quote(schema)}.${quote(table)}`,
    );
    counts[`${schema}.${table}`] = Number(result.rows[0].n);
  }
  const ledger = await client.query(
    "select coalesce(sum(amount_rials), 0)::text as sum, count(*)::text as n from ledger_entries",
  );
  const accounts = await client.query(
    `select account_id, sum(amount_rials)::text as balance from ledger_entries
     group by account_id order by account_id`,
  );
  return {
    counts,
    ledgerSum: ledger.rows[0].sum,
    balances: accounts.rows.map((row) => `${row.account_id}:${row.balance}`).join(","),
  };
}

const url = sourceUrl();
const source = new pg.Client({ connectionString: url });
await source.connect();
const databaseName = (await source.query("select current_database() as name")).rows[0].name;
const scratch = `${databaseName}_restore_check_${Date.now()}`;
const dumpFile = path.join(
  outDir,
  `${databaseName}-${new Date().toISOString().replace(/[:.]/g, "")}.dump`,
);

// pg_dump reads the snapshot this transaction exported, and the counts come from it too.
await source.query("begin isolation level repeatable read read only");
const snapshotId = (await source.query("select pg_export_snapshot() as id")).rows[0].id;
const started = Date.now();
execFileSync(
  tool("pg_dump"),
  ["--format=custom", `--snapshot=${snapshotId}`, `--file=${dumpFile}`, url],
  {
    stdio: ["ignore", "inherit", "inherit"],
  },
);
const dumpSeconds = (Date.now() - started) / 1000;
const before = await measure(source);
await source.query("commit");

await source.query(`create database ${quote(scratch)}`);
const scratchUrl = new URL(url);
scratchUrl.pathname = `/${scratch}`;
const restoreStarted = Date.now();
let after;
try {
  execFileSync(
    tool("pg_restore"),
    ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${scratchUrl}`, dumpFile],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const restored = new pg.Client({ connectionString: scratchUrl.toString() });
  await restored.connect();
  after = await measure(restored);
  await restored.end();
} finally {
  if (!keep) await source.query(`drop database if exists ${quote(scratch)}`);
  await source.end();
}
const restoreSeconds = (Date.now() - restoreStarted) / 1000;

const problems = [];
for (const [table, count] of Object.entries(before.counts)) {
  if (after.counts[table] !== count) {
    problems.push(`${table}: ${count} rows dumped, ${after.counts[table] ?? "no table"} restored`);
  }
}
if (before.ledgerSum !== "0") problems.push(`the source's ledger sums to ${before.ledgerSum}`);
if (after.ledgerSum !== before.ledgerSum)
  problems.push(`restored ledger sums to ${after.ledgerSum}`);
if (after.balances !== before.balances) problems.push("an account's balance differs after restore");

const rows = Object.values(before.counts).reduce((sum, count) => sum + count, 0);
console.log(
  `dump ${dumpFile} (${(statSync(dumpFile).size / 1e6).toFixed(1)} MB) in ${dumpSeconds.toFixed(1)} s; ` +
    `restored into ${scratch} in ${restoreSeconds.toFixed(1)} s${keep ? " (kept)" : " (dropped)"}`,
);
console.log(
  `${Object.keys(before.counts).length} tables, ${rows} rows; ledger sum ${before.ledgerSum} → ${after.ledgerSum}`,
);
if (problems.length) {
  console.error(`restore check FAILED:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  "restore check passed: every table's row count, the ledger's sum and every balance match",
);
