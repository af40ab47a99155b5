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

export async function timeBlockExists(tx: Database, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: timeBlocks.id })
    .from(timeBlocks)
    .where(eq(timeBlocks.id, id));
  return Boolean(row);
}
