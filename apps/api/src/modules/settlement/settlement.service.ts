import type { Database } from "@kesht/db";
import { weightKg } from "../commerce-reference/shipping.rules";
import { payPlatformDiscount, postOrderSettlement } from "../ledger/ledger.postings";
import { packedDiscountRials, packedRefundsRials } from "../orders/orders.packing";
import type { OrderRow } from "../orders/orders.transition";
import { currentCommissionPercent } from "../settings/settings.service";
import * as repo from "./settlement.repo";
import { settleOrder, splitByWeight } from "./settlement.rules";

/**
 * The driver who carried an order and the order's share of their price: the group's
 * accepted price split across all its orders by weight. Null when no driver carried it
 * (the shop's own delivery, a pickup, or no group at all).
 */
export async function driverShareOf(
  db: Database,
  order: Pick<OrderRow, "id" | "orderGroupId">,
): Promise<{ driverId: number; shareRials: number } | null> {
  if (order.orderGroupId === null) return null;
  const group = await repo.findGroup(db, order.orderGroupId);
  if (group?.carrier !== "driver" || group.driverId === null || !group.driverPriceRials) {
    return null;
  }
  const lines = await repo.groupLines(db, group.id);
  const orderIds = [...new Set(lines.map((line) => line.orderId))];
  const weights = orderIds.map((id) =>
    weightKg(
      lines
        .filter((line) => line.orderId === id && line.unitCode !== null)
        .map((line) => ({
          count: Number(line.count),
          unitCode: line.unitCode ?? "",
          unitWeightKg: line.unitWeightKg,
        })),
    ),
  );
  const shares = splitByWeight(group.driverPriceRials, weights);
  const shareRials = shares[orderIds.indexOf(order.id)];
  if (shareRials === undefined) throw new Error(`order ${order.id} is not in group ${group.id}`);
  return { driverId: group.driverId, shareRials };
}

/**
 * The orders whose driver's share is still on its way: chosen, loaded, delivered or disputed.
 * Receipt settles an order (it leaves this list); a cancelled one pays its driver then, or not.
 */
const awaitingSettlement = ["driver_assigned", "in_transit", "delivered", "disputed"] as const;

/**
 * A driver's pending income: their share of every order they carry that is not settled yet,
 * worked out as settlement will (driverShareOf), so the wallet shows what receipt will pay.
 */
export async function driverPendingIncome(db: Database, driverId: number): Promise<number> {
  let pending = 0;
  for (const order of await repo.unsettledOrdersOfDriver(db, driverId, awaitingSettlement)) {
    pending += (await driverShareOf(db, order))?.shareRials ?? 0;
  }
  return pending;
}

/**
 * A platform code's discount on what the order still holds, paid from platform revenue into
 * the seller's pending income just before settlement (decision 040), so the shop is settled
 * as if the customer had paid the full price. Keyed by the order; 0 for a shop's code or none.
 */
async function settlePlatformDiscount(tx: Database, order: OrderRow): Promise<number> {
  if (order.discountFundedBy !== "platform") return 0;
  const amountRials = order.discountRials - (await packedDiscountRials(tx, order.id));
  if (amountRials <= 0) return 0;
  await payPlatformDiscount(tx, {
    orderId: order.id,
    sellerId: order.sellerId,
    amountRials,
  });
  return amountRials;
}

/**
 * Settles a received order inside the caller's transaction: one ledger transaction, keyed by
 * the order, so a second attempt posts nothing.
 */
export async function settleReceivedOrder(
  tx: Database,
  order: OrderRow,
  commissionPercent: number,
): Promise<boolean> {
  const driver = await driverShareOf(tx, order);
  const platformDiscountRials = await settlePlatformDiscount(tx, order);
  const settlement = settleOrder({
    // What packing refunded has left the seller's pending income already (decision 033); a
    // code's discount never came in, and a platform code's has just been paid in (decision 040).
    goodsRials:
      order.itemsTotalRials -
      order.discountRials -
      (await packedRefundsRials(tx, order.id)) +
      platformDiscountRials,
    shippingFeeRials: order.shippingCostRials,
    driverShareRials: driver?.shareRials ?? 0,
    // The admins' setting when there is one; the configured COMMISSION_PERCENT until then.
    commissionPercent: await currentCommissionPercent(tx, commissionPercent),
  });
  return postOrderSettlement(tx, {
    orderId: order.id,
    sellerId: order.sellerId,
    driverId: driver?.driverId ?? null,
    ...settlement,
  });
}

/**
 * An order cancelled after a driver carried it (a dispute an admin resolved by cancelling):
 * the customer has had goods and fee back; the driver who did the work is still paid their
 * share, by the seller (docs/decisions/012-settlement.md). Nothing when no driver carried it.
 */
export async function payDriverOfCancelledOrder(tx: Database, order: OrderRow): Promise<boolean> {
  const driver = await driverShareOf(tx, order);
  if (!driver || driver.shareRials === 0) return false;
  return postOrderSettlement(tx, {
    orderId: order.id,
    sellerId: order.sellerId,
    driverId: driver.driverId,
    pendingRials: 0,
    commissionRials: 0,
    driverRials: driver.shareRials,
    sellerRials: -driver.shareRials,
  });
}
