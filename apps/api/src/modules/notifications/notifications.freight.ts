import type { Database } from "@kesht/db";
import { notify, notifyEach } from "./notifications.service";

/*
 * The moments of bids and questions on a load (issue 29), one call each from the flow that
 * commits them, inside its transaction.
 */

/** A driver asked about a shop's shipment before bidding: the shop should answer. */
export function notifyLoadQuestion(tx: Database, group: { id: number; sellerId: number }) {
  return notify(tx, {
    userId: group.sellerId,
    role: "seller",
    kind: "load_question",
    subjectId: group.id,
  });
}

/** The shop answered a question on a load: the asker and the drivers bidding on it hear. */
export function notifyLoadAnswered(tx: Database, driverIds: readonly number[], requestId: number) {
  return notifyEach(tx, driverIds, { role: "driver", kind: "load_answered", subjectId: requestId });
}

/** The shop changed a load: the drivers whose bids went stale are asked to bid again. */
export function notifyRebidRequested(
  tx: Database,
  driverIds: readonly number[],
  requestId: number,
) {
  return notifyEach(tx, driverIds, {
    role: "driver",
    kind: "rebid_requested",
    subjectId: requestId,
  });
}
