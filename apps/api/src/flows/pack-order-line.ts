import { type Order, type PackedWeightBody, weighedUnitCodes } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { refundPackedShortfall } from "../modules/ledger/ledger.postings";
import {
  lockOrderLine,
  packedRefundToCustomerRials,
  packingStatus,
  recordPacked,
} from "../modules/orders/orders.packing";
import { getSellerOrder, lockOrder, ownSellerOrder } from "../modules/orders/orders.service";

/** Counts are kept to the thousandth, as the column keeps them. */
const toThousandth = (count: number) => Math.round(count * 1000) / 1000;

/**
 * The shop records what it packed of one line sold by weight, while it prepares the order
 * (docs/decisions/033-packed-weight.md). Less than ordered: the difference goes back to the
 * customer's wallet in the same transaction, keyed by the line. The order row is locked
 * first, so a concurrent pack of the same line, or a cancellation, waits and then sees it.
 */
export async function packOrderLine(
  db: Database,
  input: { sellerId: number; orderId: number; itemId: number; body: PackedWeightBody },
): Promise<Order> {
  await ownSellerOrder(db, input.sellerId, input.orderId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw new AppError("order_not_found");
    if (order.status !== packingStatus) throw new AppError("packing_closed");
    const line = await lockOrderLine(tx, order.id, input.itemId);
    if (!line) throw new AppError("order_item_not_found");
    if (!weighedUnitCodes.includes(line.unitCode)) throw new AppError("not_sold_by_weight");
    if (input.body.unit !== line.unitCode) throw new AppError("packed_unit_mismatch");
    const packedCount = toThousandth(Number(input.body.packed_count));
    const refundRials = packedRefundToCustomerRials(
      { ...line.item, count: Number(line.item.count) },
      packedCount,
    );
    if (!(await recordPacked(tx, line.item.id, { count: packedCount, refundRials }))) {
      throw new AppError("already_packed");
    }
    if (refundRials > 0) {
      await refundPackedShortfall(tx, {
        customerId: order.customerId,
        sellerId: order.sellerId,
        orderId: order.id,
        orderItemId: line.item.id,
        amountRials: refundRials,
      });
    }
  });
  return getSellerOrder(db, input.sellerId, input.orderId);
}
