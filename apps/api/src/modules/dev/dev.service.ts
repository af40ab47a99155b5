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

export async function getEmailOutbox(db: Database, to: string) {
  const rows = await repo.listEmailOutbox(db, to, outboxLimit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function getPushOutbox(db: Database, endpoint: string) {
  const rows = await repo.listPushOutbox(db, endpoint, outboxLimit);
  return rows.map((row) => ({
    endpoint: row.endpoint,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
  }));
}
