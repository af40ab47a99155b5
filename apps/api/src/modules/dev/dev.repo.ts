import { type Database, schema } from "@kesht/db";
import { desc, eq } from "drizzle-orm";

const { smsOutbox } = schema;

export function listOutbox(db: Database, mobile: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}

export function listEmailOutbox(db: Database, to: string, limit: number) {
  return db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.to, to))
    .orderBy(desc(schema.emailOutbox.createdAt), desc(schema.emailOutbox.id))
    .limit(limit);
}

export function listPushOutbox(db: Database, endpoint: string, limit: number) {
  return db
    .select()
    .from(schema.pushOutbox)
    .where(eq(schema.pushOutbox.endpoint, endpoint))
    .orderBy(desc(schema.pushOutbox.createdAt), desc(schema.pushOutbox.id))
    .limit(limit);
}
