import { type Database, schema } from "@kesht/db";
import { eq, sql } from "drizzle-orm";

const { packageTypes, timeBlocks } = schema;

/**
 * Whether the package type exists, and the delivery window by id (when it starts, for the
 * rule that it is still ahead), in one statement: checkout checks both inside its
 * transaction, where each round trip is paid while the cart's lock is held. `timeBlockId`
 * null (a pickup) reads no window.
 */
export async function findChoices(
  tx: Database,
  input: { packageTypeId: number; timeBlockId: number | null },
): Promise<{ packageTypeExists: boolean; timeBlock: { id: number; startsAt: string } | null }> {
  const [row] = await tx
    .select({
      packageTypeExists: sql<boolean>`exists (select 1 from ${packageTypes}
        where ${packageTypes.id} = ${input.packageTypeId})`,
      timeBlockId: timeBlocks.id,
      startsAt: timeBlocks.startsAt,
    })
    .from(sql`(values (1)) as one (x)`)
    // The one-row base answers the package type even when no window is asked for or found.
    .leftJoin(timeBlocks, eq(timeBlocks.id, input.timeBlockId ?? sql`null`));
  return {
    packageTypeExists: Boolean(row?.packageTypeExists),
    timeBlock:
      row?.timeBlockId != null && row.startsAt != null
        ? { id: row.timeBlockId, startsAt: row.startsAt }
        : null,
  };
}
