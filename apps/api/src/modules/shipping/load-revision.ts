import type { loadingRequestChangeSchema } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import * as freight from "./freight.repo";
import type { LoadingRequestRow } from "./shipping.repo";
import { type LoadingRequestInput, loadColumns } from "./shipping.seller";
import { markProposalsStale } from "./shipping.transition";

/*
 * The seller changes an open load (decision 036): its revision goes up and the bids made on
 * the one before become stale, so every bidder answers the load as it now is.
 */

/**
 * The seller's change to an open request, as a whole form: what they sent over what the
 * request says (`arrive_by: null` takes the time away), to validate as an opening is.
 */
export function changedLoad(
  request: LoadingRequestRow,
  change: z.output<typeof loadingRequestChangeSchema>,
): LoadingRequestInput {
  const arriveBy =
    change.arrive_by === undefined ? request.arriveBy?.toISOString() : change.arrive_by;
  return {
    loading_date: change.loading_date ?? request.loadingDate,
    time_block_id: change.time_block_id ?? request.timeBlockId,
    package_type_id: change.package_type_id ?? request.packageTypeId,
    weight_kg: change.weight_kg ?? request.weightKg,
    note: change.note ?? request.note ?? undefined,
    temperature: change.temperature ?? request.temperature,
    fragile: change.fragile ?? request.fragile,
    package_count: change.package_count ?? request.packageCount,
    ...(arriveBy ? { arrive_by: arriveBy } : {}),
  };
}

/** Only an open request changes: 409 `loading_request_not_open` once it is decided or closed. */
export function assertChangeable(request: LoadingRequestRow): void {
  if (request.status !== "open") throw new AppError("loading_request_not_open");
}

/**
 * Writes the change to an open request, locked and checked by the caller, as its next
 * revision; the pending proposals made on the one before become stale. Answers their drivers'
 * ids.
 */
export async function reviseLoad(
  tx: Database,
  request: LoadingRequestRow,
  input: LoadingRequestInput,
  now: Date,
): Promise<number[]> {
  assertChangeable(request);
  const revised = await freight.reviseLoadingRequest(tx, request.id, loadColumns(input));
  return markProposalsStale(tx, revised, now);
}
