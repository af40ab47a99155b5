import { type Database, schema } from "@kesht/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { PickupRow } from "./load-pickups.repo";
import {
  assertRecordable,
  assertShopMayAnswer,
  type RecordedStatus,
  rerecordable,
  type ShopDecision,
} from "./load-pickups.states";

const { loadPickups } = schema;

/*
 * The one writer of `load_pickups.status`, guarded like the other lifecycles: each move is
 * checked against the table in load-pickups.states.ts and written only where the row still
 * has a status it may move from, so a stale read answers 409 instead of skipping a state.
 * Call it inside the transaction that holds the group's lock.
 */

export interface Recording {
  groupId: number;
  driverId: number;
  status: RecordedStatus;
  packageCount: number;
  weightKg: number;
  place: { latitude: number; longitude: number } | null;
}

/**
 * The driver's recording: a new record, or a new one over a record that waits for the shop or
 * was disputed (the shop's note and answer go with the old one).
 */
export async function writeRecording(
  tx: Database,
  existing: Pick<PickupRow, "status"> | undefined,
  recording: Recording,
): Promise<PickupRow> {
  assertRecordable(existing?.status, recording.status);
  const values = {
    driverId: recording.driverId,
    status: recording.status,
    packageCount: recording.packageCount,
    weightKg: recording.weightKg,
    latitude: recording.place?.latitude ?? null,
    longitude: recording.place?.longitude ?? null,
    sellerNote: null,
    decidedAt: null,
  };
  const [row] = await tx
    .insert(loadPickups)
    .values({ orderGroupId: recording.groupId, ...values })
    .onConflictDoUpdate({
      target: loadPickups.orderGroupId,
      set: { ...values, recordedAt: sql`now()` },
      setWhere: inArray(loadPickups.status, rerecordable),
    })
    .returning();
  if (!row) throw new AppError("conflict");
  return row;
}

/** The shop confirms or disputes (with a note) a record that waits for it. */
export async function writeShopDecision(
  tx: Database,
  record: Pick<PickupRow, "orderGroupId" | "status"> | undefined,
  decision: { status: ShopDecision; note: string | null },
): Promise<PickupRow> {
  assertShopMayAnswer(record?.status, decision.status);
  if (!record) throw new AppError("pickup_not_pending");
  const [row] = await tx
    .update(loadPickups)
    .set({ status: decision.status, sellerNote: decision.note, decidedAt: sql`now()` })
    .where(
      and(eq(loadPickups.orderGroupId, record.orderGroupId), eq(loadPickups.status, record.status)),
    )
    .returning();
  if (!row) throw new AppError("pickup_not_pending");
  return row;
}
