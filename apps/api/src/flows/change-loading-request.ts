import type { loadingRequestChangeSchema, OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { notifyRebidRequested } from "../modules/notifications/notifications.freight";
import { assertChangeable, changedLoad, reviseLoad } from "../modules/shipping/load-revision";
import {
  assertLoadingRequestValid,
  getSellerGroup,
  lockSellerRequest,
} from "../modules/shipping/shipping.seller";

/**
 * The seller changes an open load (its weight, day, needs…): the change is checked as an
 * opening is, the request moves to its next revision, and every driver whose pending bid was
 * made on the one before is asked to bid again (their bids are stale).
 */
export async function changeLoadingRequest(
  db: Database,
  input: {
    sellerId: number;
    requestId: number;
    change: z.output<typeof loadingRequestChangeSchema>;
    now: Date;
  },
): Promise<OrderGroup> {
  const groupId = await db.transaction(async (tx) => {
    const { request, group } = await lockSellerRequest(tx, input.sellerId, input.requestId);
    assertChangeable(request);
    const load = changedLoad(request, input.change);
    await assertLoadingRequestValid(tx, load, input.now);
    const staleDriverIds = await reviseLoad(tx, request, load, input.now);
    await notifyRebidRequested(tx, staleDriverIds, request.id);
    return group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}
