import type { ContentName } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { eq } from "drizzle-orm";

const { contentPages } = schema;

export async function findContentPage(db: Database, name: ContentName) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.contentName, name));
  return row;
}
