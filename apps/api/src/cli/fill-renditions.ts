/**
 * Gives pictures stored before a width was added to `imageWidths` the renditions they lack,
 * made from their widest stored rendition (decision 027, "Renditions at 480 and 960 px"):
 *
 *   npm run images:fill-renditions
 *
 * Reads the API's own configuration (the same environment: DATABASE_URL or DATA_DIR, and
 * STORAGE with its S3 settings), so it finds the same database and the same bytes. Running
 * it again does nothing more. Against PostgreSQL it may run beside Kesht (one picture at a
 * time, about a tenth of a second each); the embedded database allows one process at a time,
 * so stop Kesht before running it against that.
 */
import { openDatabase } from "@kesht/db";
import { loadConfig } from "../config";
import { createStorage } from "../lib/storage";
import { fillMissingRenditions } from "../modules/files/files.service";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : `${config.dataDir}/pglite`,
    poolMax: 1,
  });
  try {
    await database.migrate();
    const storage = await createStorage(config);
    const started = Date.now();
    const result = await fillMissingRenditions(database.db, storage);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${result.images} images looked at; ${result.filled} given ${result.renditions} missing renditions in ${seconds} s.`,
    );
    if (result.unreadable.length > 0) {
      // Left as they were: their pages still show the widths they have.
      console.log(`Widest rendition unreadable, left as is: ${result.unreadable.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
