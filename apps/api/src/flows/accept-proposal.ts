import type { OrderGroup } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { notifyDriverAssigned } from "../modules/notifications/notifications.moments";
import {
  notifyProposalAccepted,
  notifyProposalsDeclined,
} from "../modules/notifications/notifications.service";
import { lockGroupOrders, moveShipment } from "../modules/orders/orders.shipping";
import {
  acceptProposal as acceptChosen,
  getSellerGroup,
  lockProposalForAccept,
} from "../modules/shipping/shipping.seller";

/**
 * The seller picks a driver. The loading request row is locked first (SELECT … FOR UPDATE),
 * so of two simultaneous accepts one waits and then finds the request no longer open (409):
 * a group never gets two drivers. The other proposals are declined and the orders go
 * `awaiting_driver → driver_assigned`.
 */
export async function acceptProposal(
  db: Database,
  input: { sellerId: number; proposalId: number },
): Promise<OrderGroup> {
  const groupId = await db.transaction(async (tx) => {
    const found = await lockProposalForAccept(tx, input.sellerId, input.proposalId);
    const declinedDriverIds = await acceptChosen(tx, found);
    const assigned = await moveShipment(
      tx,
      await lockGroupOrders(tx, found.group.id),
      "awaiting_driver",
      "driver_assigned",
      input.sellerId,
    );
    await notifyDriverAssigned(tx, assigned);
    await notifyProposalAccepted(tx, {
      driverId: found.proposal.driverId,
      groupId: found.group.id,
    });
    await notifyProposalsDeclined(tx, declinedDriverIds, {
      id: found.request.id,
      why: "other_chosen",
    });
    return found.group.id;
  });
  return getSellerGroup(db, input.sellerId, groupId);
}
