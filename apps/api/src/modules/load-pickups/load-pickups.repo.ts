import { type Database, schema } from "@kesht/db";
import { and, asc, eq, inArray } from "drizzle-orm";

const { loadPickupPhotos, loadPickups, loadingRequests } = schema;

export type PickupRow = typeof loadPickups.$inferSelect;
export type PickupPhotoRow = typeof loadPickupPhotos.$inferSelect;

/** The group's pickup record, locked until the transaction ends (the group's lock is held too). */
export async function lockPickup(tx: Database, groupId: number): Promise<PickupRow | undefined> {
  const [row] = await tx
    .select()
    .from(loadPickups)
    .where(eq(loadPickups.orderGroupId, groupId))
    .for("update");
  return row;
}

export function pickupsOfGroups(db: Database, groupIds: readonly number[]): Promise<PickupRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(loadPickups)
    .where(inArray(loadPickups.orderGroupId, [...groupIds]));
}

export function photosOfGroups(
  db: Database,
  groupIds: readonly number[],
): Promise<PickupPhotoRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(loadPickupPhotos)
    .where(inArray(loadPickupPhotos.orderGroupId, [...groupIds]))
    .orderBy(asc(loadPickupPhotos.orderGroupId), asc(loadPickupPhotos.position));
}

/** The photos of a record, replaced as a whole when the driver records again. */
export async function replacePhotos(
  tx: Database,
  groupId: number,
  fileIds: readonly string[],
): Promise<void> {
  await tx.delete(loadPickupPhotos).where(eq(loadPickupPhotos.orderGroupId, groupId));
  if (fileIds.length === 0) return;
  await tx
    .insert(loadPickupPhotos)
    .values(fileIds.map((fileId, position) => ({ orderGroupId: groupId, position, fileId })));
}

/**
 * What the accepted loading request of each group said it carries: the count and weight the
 * pickup is held against. (Read here, written by shipping.)
 */
export async function statedLoads(
  db: Database,
  groupIds: readonly number[],
): Promise<Map<number, { packageCount: number; weightKg: number }>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({
      groupId: loadingRequests.orderGroupId,
      packageCount: loadingRequests.packageCount,
      weightKg: loadingRequests.weightKg,
    })
    .from(loadingRequests)
    .where(
      and(
        inArray(loadingRequests.orderGroupId, [...groupIds]),
        eq(loadingRequests.status, "accepted"),
      ),
    );
  return new Map(rows.map(({ groupId, ...stated }) => [groupId, stated]));
}
