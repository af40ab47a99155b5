import type { ContentName } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";

const { contentPages } = schema;

export async function findContentPage(db: Database, name: ContentName) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.contentName, name));
  return row;
}

/** Writes a page, adding it if the seed never did. */
export async function saveContentPage(
  db: Database,
  name: ContentName,
  values: { titleFa: string; titleEn: string; bodyFa: string; bodyEn: string },
) {
  const [row] = await db
    .insert(contentPages)
    .values({ contentName: name, ...values })
    .onConflictDoUpdate({
      target: contentPages.contentName,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error(`content page ${name} was not saved`);
  return row;
}
