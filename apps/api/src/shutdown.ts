import type { DatabaseHandle } from "@kesht/db";

/**
 * The server's shutdown, in the one order that never meets a closed database: close the app
 * (its hooks stop the job poller and wait for a round in progress, end the event streams and
 * stop listening for notifications), and only then the database. Closing the database from an
 * `onClose` hook added after the plugins ran it first, since Fastify runs those hooks
 * last-added first, and the listeners' and jobs' last queries failed with "PGlite is closed".
 */
export async function shutDown(
  closeApp: () => Promise<void>,
  database: Pick<DatabaseHandle, "close">,
): Promise<void> {
  try {
    await closeApp();
  } finally {
    await database.close();
  }
}
