import type { Pickup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { getStoredFiles } from "../files/files.service";
import * as repo from "./load-pickups.repo";

/**
 * The pickup records of some groups as every party sees them (the driver's job, the shop's
 * group, the customer's order, the admins' order): what was found beside what the load said,
 * with the photos' URLs. Groups without a record are absent. One query after another, as `db`
 * may be a transaction.
 */
export async function pickupRecordsOf(
  db: Database,
  groupIds: readonly number[],
): Promise<Map<number, Pickup>> {
  const ids = [...new Set(groupIds)];
  const records = await repo.pickupsOfGroups(db, ids);
  if (records.length === 0) return new Map();
  const withRecord = records.map((row) => row.orderGroupId);
  const photos = await repo.photosOfGroups(db, withRecord);
  const files = await getStoredFiles(
    db,
    photos.map((photo) => photo.fileId),
  );
  const stated = await repo.statedLoads(db, withRecord);
  return new Map(
    records.map((row) => {
      const load = stated.get(row.orderGroupId);
      return [
        row.orderGroupId,
        {
          status: row.status,
          package_count: row.packageCount,
          weight_kg: row.weightKg,
          stated_package_count: load?.packageCount ?? 0,
          stated_weight_kg: load?.weightKg ?? 0,
          photo_urls: photos
            .filter((photo) => photo.orderGroupId === row.orderGroupId)
            .flatMap((photo) => {
              const file = files.get(photo.fileId);
              return file ? [file.url] : [];
            }),
          latitude: row.latitude,
          longitude: row.longitude,
          seller_note: row.sellerNote,
          recorded_at: row.recordedAt.toISOString(),
          decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
        },
      ];
    }),
  );
}
