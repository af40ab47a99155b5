import { fieldErrorsOf, type PickupBody, pickupMatches } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { usableFileIds } from "../files/files.service";
import { notify } from "../notifications/notifications.service";
import * as repo from "./load-pickups.repo";
import {
  assertLoadCancellable,
  assertMayLeave,
  assertRecordable,
  type ShopDecision,
} from "./load-pickups.states";
import { writeRecording, writeShopDecision } from "./load-pickups.transition";

/*
 * Proof at pickup (issue 29 item 3, docs/decisions/036-freight.md): what the driver counted,
 * weighed and photographed at the shop, held against what the accepted loading request said.
 * The flows (flows/load-pickup.ts, flows/deliver.ts) check whose job it is and lock its group;
 * these run inside their transaction.
 */

/**
 * Records the pickup of `group` by its driver: `matched` when it agrees with the load,
 * otherwise `awaiting_seller`, and the shop is told to confirm or dispute it. Every photo must
 * be an image the driver uploaded for a pickup (422 otherwise, as if it did not exist).
 */
export async function recordPickup(
  tx: Database,
  input: { group: { id: number; sellerId: number }; driverId: number; found: PickupBody },
): Promise<repo.PickupRow> {
  const stated = (await repo.statedLoads(tx, [input.group.id])).get(input.group.id);
  // A group with a driver has its accepted request; without one it is no job to load.
  if (!stated) throw new AppError("invalid_transition");
  const existing = await repo.lockPickup(tx, input.group.id);
  const { found } = input;
  const matches = pickupMatches(stated, {
    packageCount: found.package_count,
    weightKg: found.weight_kg,
  });
  const status = matches ? "matched" : "awaiting_seller";
  // The state first, so a record that may not change answers 409 whatever its photos.
  assertRecordable(existing?.status, status);
  const usable = await usableFileIds(tx, {
    ownerId: input.driverId,
    purpose: "pickup_photo",
    ids: found.photo_file_ids,
  });
  if (!found.photo_file_ids.every((id) => usable.has(id))) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ photo_file_ids: "file_not_usable" }),
    });
  }
  const row = await writeRecording(tx, existing, {
    groupId: input.group.id,
    driverId: input.driverId,
    status,
    packageCount: found.package_count,
    weightKg: found.weight_kg,
    place:
      found.latitude !== undefined && found.longitude !== undefined
        ? { latitude: found.latitude, longitude: found.longitude }
        : null,
  });
  await repo.replacePhotos(tx, input.group.id, found.photo_file_ids);
  if (status === "awaiting_seller") {
    await notify(tx, {
      userId: input.group.sellerId,
      role: "seller",
      kind: "pickup_recorded",
      subjectId: input.group.id,
    });
  }
  return row;
}

/** The shop's answer to a record that waits for it (409 `pickup_not_pending` otherwise). */
export async function answerPickup(
  tx: Database,
  input: { groupId: number; decision: ShopDecision; note?: string | undefined },
): Promise<repo.PickupRow> {
  const record = await repo.lockPickup(tx, input.groupId);
  return writeShopDecision(tx, record, {
    status: input.decision,
    note: input.decision === "disputed" ? (input.note ?? null) : null,
  });
}

/** 409 until the group's pickup is matched or confirmed: the load may not leave before. */
export async function assertPickupAllowsLeaving(tx: Database, groupId: number): Promise<void> {
  const record = await repo.lockPickup(tx, groupId);
  assertMayLeave(record?.status);
}

/**
 * 409 `load_not_cancellable` unless the shop disputed the group's pickup. The record is only
 * locked, never changed: it stays as the evidence of why the load was called off.
 */
export async function assertPickupAllowsCancel(tx: Database, groupId: number): Promise<void> {
  const record = await repo.lockPickup(tx, groupId);
  assertLoadCancellable(record?.status);
}

export type { ShopDecision } from "./load-pickups.states";
