import { mkdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import {
  isDatabaseEmpty,
  openDatabase,
  seedCatalogReference,
  seedCommerceReference,
  seedDemoCatalog,
  seedDemoData,
  seedDemoDriver,
  seedDriverReference,
} from "@kesht/db";
import closeWithGrace from "close-with-grace";
import { collectDefaultMetrics } from "prom-client";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { devProvidersWarning, refuseExposedDevProviders } from "./dev-providers";
import { serveMetrics } from "./lib/metrics-server";
import { ensureAdmin } from "./modules/auth/admins.service";
import { fillMissingLatinStoreNames } from "./modules/sellers/sellers.latin-names";
import { drainAndClose } from "./plugins/drain";
import { shutDown } from "./shutdown";

const { version } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as { version: string };

async function main() {
  const config = loadConfig(process.env, version);
  refuseExposedDevProviders(config);
  if (!config.DATABASE_URL) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.dataDir}/pglite`,
    poolMax: config.DATABASE_POOL_MAX,
  });
  await database.migrate();
  // Categories, units, banners, delivery windows and cancel reasons are reference data, not
  // demo data: each is seeded while its table is empty, also on a database that predates it.
  await seedCatalogReference(database.db);
  await seedCommerceReference(database.db);
  await seedDriverReference(database.db);
  if (config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db);
    await seedDemoCatalog(database.db);
    await seedDemoDriver(database.db);
  }
  for (const mobile of config.ADMIN_MOBILE) await ensureAdmin(database.db, { mobile });
  // Shops from before Latin names were kept get the translator's suggestion, once.
  await fillMissingLatinStoreNames(database.db);

  const app = await buildApp({ config, database });

  let metricsServer: Server | null = null;
  // The delay keeps serving while the balancer notices; the timeout bounds in-flight requests.
  closeWithGrace(
    { delay: config.DRAIN_DELAY_MS + config.DRAIN_TIMEOUT_MS },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "shutting down after an uncaught error");
      else app.log.info({ signal }, "shutting down");
      // The app first, then the database (shutdown.ts says why).
      await shutDown(() => drainAndClose(app, err ? 0 : config.DRAIN_DELAY_MS), database);
      metricsServer?.close();
    },
  );

  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  if (config.METRICS_PORT !== undefined) {
    collectDefaultMetrics({ register: app.metrics, prefix: "kesht_api_" });
    const metrics = await serveMetrics(app.metrics, config.METRICS_HOST, config.METRICS_PORT);
    metricsServer = metrics.server;
    app.log.info({ host: config.METRICS_HOST, port: metrics.port }, "metrics at /metrics");
  }
  app.log.info(
    { database: database.kind, dataDir: config.DATABASE_URL ? undefined : config.dataDir },
    "Kesht API ready",
  );
  const warning = devProvidersWarning(config);
  if (warning) app.log.warn(warning);
}

main().catch((error: unknown) => {
  // Configuration problems are the user's to fix: say what is wrong, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
