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
