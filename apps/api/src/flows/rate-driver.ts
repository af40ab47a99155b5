import type { DriverRating } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../lib/app-error";
import { ownCustomerOrder } from "../modules/orders/orders.service";
import { rateDriver } from "../modules/ratings/ratings.service";

/**
 * The customer rates the driver who brought their order: only their own order (404/403),
 * only once it is received (409 `rating_not_allowed`), then the ratings module's rules
 * (a driver carried it, once per shipment and customer).
 */
export async function rateOrderDriver(
  db: Database,
  input: { customerId: number; orderId: number; stars: number; comment?: string },
): Promise<DriverRating> {
  const order = await ownCustomerOrder(db, input.customerId, input.orderId);
  if (order.status !== "received" && order.status !== "completed") {
    throw new AppError("rating_not_allowed");
  }
  return rateDriver(db, {
    groupId: order.orderGroupId,
    customerId: input.customerId,
    stars: input.stars,
    comment: input.comment,
  });
}
