import { type AdminOrderDetail, adminCancellableStatuses } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { isDeliveryCodeLocked } from "../modules/delivery-codes/delivery-codes.service";
import { ledgerLinesOfOrder } from "../modules/ledger/ledger.reports";
import { findOrderForAdmin } from "../modules/orders/orders.admin";
import { toOrder } from "../modules/orders/orders.view";
import { paymentsOfOrder } from "../modules/payments/payments.service";

/**
 * One order as the admin console shows it (issue 14 item 6), read from the modules that own
 * each part: the order with its lines, address, status events (the orders module keeps every
 * change in `order_events`, so that is the timeline), shipment (with the pickup record) and
 * delivery proof; its people; its gateway
 * payments; the ledger's postings that name it; the dispute its customer opened. 404 for an
 * unknown order. Nothing is written: its chat is read page by page on its own
 * (`orderChatForStaff`).
 */
export async function adminOrderDetail(db: Database, orderId: number): Promise<AdminOrderDetail> {
  const found = await findOrderForAdmin(db, orderId);
  // One query after another: `db` may be a transaction, which runs one statement at a time.
  const order = await toOrder(db, found.row);
  const payments = await paymentsOfOrder(db, orderId);
  const ledger = await ledgerLinesOfOrder(db, orderId);
  const disputed =
    order.status === "disputed"
      ? order.events.findLast((event) => event.to_status === "disputed")
      : undefined;
  return {
    order,
    customer: found.customer,
    shop: found.shop,
    payments,
    ledger,
    dispute: disputed ? { reason: disputed.reason, disputed_at: disputed.created_at } : null,
    actions: {
      cancel: adminCancellableStatuses.includes(order.status),
      resolve_dispute: order.status === "disputed",
      unlock_delivery_code:
        order.status === "in_transit" && (await isDeliveryCodeLocked(db, orderId)),
      cancel_load:
        order.status === "driver_assigned" && order.shipment?.pickup_record?.status === "disputed",
    },
  };
}
