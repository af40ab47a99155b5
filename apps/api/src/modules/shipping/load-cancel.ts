import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./shipping.repo";
import { transitionLoadingRequest, transitionProposal } from "./shipping.transition";

/**
 * The shop calls off an accepted load (docs/decisions/045-cancel-disputed-load.md): the
 * request is cancelled, the chosen proposal declined, and the group no longer names the
 * driver or their price, so the job leaves their list, its chat is no longer theirs, no
 * settlement pays them, and their trip's capacity frees (it counts accepted requests only).
 * Call it holding the group's lock; answers who was released and from which request.
 */
export async function releaseAssignedDriver(
  tx: Database,
  group: repo.OrderGroupRow,
): Promise<{ driverId: number; requestId: number }> {
  const live = await repo.liveRequestOfGroup(tx, group.id);
  const request = live ? await repo.lockLoadingRequest(tx, live.id) : undefined;
  if (request?.status !== "accepted" || group.driverId === null) {
    throw new AppError("load_not_cancellable");
  }
  const driverId = group.driverId;
  await transitionLoadingRequest(tx, request, "cancelled");
  const proposal = await repo.findDriverProposal(tx, request.id, driverId);
  if (proposal?.status === "accepted") await transitionProposal(tx, proposal, "declined");
  await repo.updateGroup(tx, group.id, { driverId: null, driverPriceRials: null });
  return { driverId, requestId: request.id };
}

/** The group, locked, for an admin's cancel (the shop's goes through `lockOwnGroup`). */
export async function lockGroupToCancel(tx: Database, groupId: number) {
  const group = await repo.lockGroup(tx, groupId);
  if (!group) throw new AppError("load_not_cancellable");
  return group;
}
