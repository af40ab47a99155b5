import type { OrderReviews, OwnReview } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { ownCustomerOrder } from "../modules/orders/orders.service";
import {
  editReview,
  orderReviewsFor,
  writeProductReview,
  writeShopReview,
} from "../modules/reviews/reviews.service";

/*
 * The customer reviews their order (issue 28 item 1): the orders module says whose order it is
 * (404 unknown, 403 another customer's), then the reviews module's rules (received only, once
 * per line and per order, the edit window).
 */

type Input = { customerId: number; orderId: number };
type ReviewText = { stars: number; text: string | null };

export async function reviewsOfOrder(db: Database, input: Input): Promise<OrderReviews> {
  return orderReviewsFor(db, await ownCustomerOrder(db, input.customerId, input.orderId));
}

export async function reviewOrderLine(
  db: Database,
  input: Input & ReviewText & { itemId: number; photoIds: string[] },
): Promise<OwnReview> {
  const order = await ownCustomerOrder(db, input.customerId, input.orderId);
  return writeProductReview(db, order, input);
}

export async function reviewOrderShop(db: Database, input: Input & ReviewText): Promise<OwnReview> {
  const order = await ownCustomerOrder(db, input.customerId, input.orderId);
  return writeShopReview(db, order, input);
}

export async function editOrderReview(
  db: Database,
  input: Input & ReviewText & { itemId: number | null; photoIds?: string[] },
): Promise<OwnReview> {
  const order = await ownCustomerOrder(db, input.customerId, input.orderId);
  return editReview(db, order, input);
}
