import { type Database, schema } from "@kesht/db";
import { eq } from "drizzle-orm";

const { packageTypes, timeBlocks } = schema;

export async function packageTypeExists(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: packageTypes.id })
    .from(packageTypes)
    .where(eq(packageTypes.id, id));
  return Boolean(row);
}

/** A delivery window by id: when it starts, for the rule that it is still ahead. */
export async function findTimeBlock(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: timeBlocks.id, startsAt: timeBlocks.startsAt })
    .from(timeBlocks)
    .where(eq(timeBlocks.id, id));
  return row;
}
