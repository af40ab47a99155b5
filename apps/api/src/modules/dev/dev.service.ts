import type { Database } from "@kesht/db";
import * as repo from "./dev.repo";

/** Enough to find the last codes; the outbox is a development convenience, not an archive. */
const outboxLimit = 50;

export async function getOutbox(db: Database, mobile: string) {
  const rows = await repo.listOutbox(db, mobile, outboxLimit);
  return rows.map((row) => ({
    mobile: row.mobile,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
}
