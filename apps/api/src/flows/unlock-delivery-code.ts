import type { AdminOrderDetail } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { recordAdminAction } from "../modules/audit/audit.service";
import { unlockDeliveryCode } from "../modules/delivery-codes/delivery-codes.service";
import { findOrderForAdmin } from "../modules/orders/orders.admin";
import { adminOrderDetail } from "./admin-order-detail";

/**
 * An admin lifts a delivery code locked by five wrong codes (decision 030), after speaking to
 * the customer: the carrier may type it again. Audited in the same transaction.
 */
export async function unlockOrderDeliveryCode(
  db: Database,
  input: { adminId: number; orderId: number },
): Promise<AdminOrderDetail> {
  await findOrderForAdmin(db, input.orderId);
  await db.transaction(async (tx) => {
    await unlockDeliveryCode(tx, input.orderId);
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "order.unlock_delivery_code",
      targetKind: "order",
      targetId: input.orderId,
      before: { locked: true },
      after: { locked: false },
    });
  });
  return adminOrderDetail(db, input.orderId);
}
