import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { shutDown } from "./shutdown";
import { createTestApp } from "./test/app";

describe("shutting the server down", () => {
  it("closes the app, its listeners and a job round in progress before the database", async () => {
    const t = await createTestApp({ seed: false, env: { JOBS_ENABLED: "true" } });
    const printed = vi.spyOn(console, "error");
    try {
      // Every recurring sweep is due at start, so this round has work in flight.
      const round = t.app.jobs.runDue();
      await shutDown(() => t.app.close(), t.database);
      await expect(round).resolves.toBeGreaterThan(0);
      expect(printed).not.toHaveBeenCalled();
      // And the database is closed once it is done.
      await expect(t.db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      printed.mockRestore();
      await rm(t.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
