/*
 * `npm run seed:large`: 2,000 approved shops and 100,000 products in the database named by
 * DATABASE_URL, or in PGlite under DATA_DIR (default ./data-large). Safe to run again: a
 * complete seed is left alone and an interrupted one continues.
 */
import path from "node:path";
import { largeSeedSize, openLargeDatabase } from "./large-catalog";

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.env.DATA_DIR || "data-large");
const where = databaseUrl ? new URL(databaseUrl).pathname.slice(1) || "postgres" : dataDir;

const started = performance.now();
console.log(
  `[seed:large] ${largeSeedSize.sellers.toLocaleString("en")} shops and ${largeSeedSize.products.toLocaleString("en")} products into ${databaseUrl ? `PostgreSQL database ${where}` : `PGlite at ${where}`}`,
);
const handle = await openLargeDatabase({ databaseUrl, dataDir }, (message) =>
  console.log(`[seed:large] ${message}`),
);
await handle.close();
console.log(`[seed:large] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
