import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, dumpPglite, openDatabase } from "./client";

/*
 * Each test file gets its own fresh, migrated database. Building one from nothing (PGlite's
 * initdb, or a new server database, then every migration) costs seconds per file, so the test
 * run's global setup (`prepareTestTemplates`) migrates one template and every file starts from
 * a copy of it: PGlite loads the template's dumped data directory, a PostgreSQL server copies
 * the template database (CREATE DATABASE … TEMPLATE).
 */

/** Where the global setup left the templates for the test workers. */
const pgliteTemplateFile = "KESHT_TEST_PGLITE_TEMPLATE";
const serverTemplateName = "KESHT_TEST_SERVER_TEMPLATE";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const templateFile = process.env[pgliteTemplateFile];
    if (!templateFile) return openMigrated({});
    return openDatabase({ pgliteTemplate: new Blob([await readFile(templateFile)]) });
  }
  const name = `kesht_test_${randomBytes(6).toString("hex")}`;
  const template = process.env[serverTemplateName];
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const handle = template
    ? await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 5 })
    : await openMigrated({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * The test run's global setup: one migrated template for the run (PGlite, and the server's
 * when TEST_DATABASE_URL is set), published to the workers through the environment. Resolves
 * to the teardown that removes them.
 */
export async function prepareTestTemplates(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<() => Promise<void>> {
  if (serverUrl) {
    const name = `kesht_template_${randomBytes(6).toString("hex")}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
    const handle = await openMigrated({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 1 });
    await handle.close();
    process.env[serverTemplateName] = name;
    return async () => {
      delete process.env[serverTemplateName];
      await dropDatabase(serverUrl, name);
    };
  }
  const directory = await mkdtemp(path.join(tmpdir(), "kesht-db-template-"));
  const handle = await openMigrated({});
  const file = path.join(directory, "migrated.tar");
  await writeFile(file, Buffer.from(await (await dumpPglite(handle)).arrayBuffer()));
  await handle.close();
  process.env[pgliteTemplateFile] = file;
  return async () => {
    delete process.env[pgliteTemplateFile];
    await rm(directory, { recursive: true, force: true });
  };
}

/**
 * A database with no migrations applied, for tests that run migrations over rows written in
 * an older shape: in-memory PGlite, or a new database on TEST_DATABASE_URL's server, dropped
 * again on close.
 */
export async function openEmptyTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<DatabaseHandle> {
  if (!serverUrl) return openDatabase({});
  const name = `kesht_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolMax: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function openMigrated(options: Parameters<typeof openDatabase>[0]) {
  const handle = await openDatabase(options);
  await handle.migrate();
  return handle;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function dropDatabase(serverUrl: string, name: string) {
  return withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${name} with (force)`),
  );
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
