import type { DriverRating, DriverRatingSummary } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./ratings.repo";

/*
 * Drivers' ratings (issue 11 item 8): a customer rates the driver who carried their order's
 * shipment once, after receipt; a driver's average and count show wherever they are judged
 * (proposals, their profile).
 */

const toRating = (row: {
  stars: number;
  comment: string | null;
  createdAt: Date;
}): DriverRating => ({
  stars: row.stars,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

/**
 * The customer rates the driver of `groupId`. 409 `rating_not_allowed` when no driver
 * carried the group, 403 when the customer is that driver, 409 `already_rated` the second time.
 * The caller checks that the order is the customer's and received.
 */
export async function rateDriver(
  db: Database,
  input: { groupId: number | null; customerId: number; stars: number; comment?: string },
): Promise<DriverRating> {
  const group = input.groupId === null ? undefined : await repo.groupCarrier(db, input.groupId);
  if (!group || input.groupId === null || group.carrier !== "driver" || group.driverId === null) {
    throw new AppError("rating_not_allowed");
  }
  if (group.driverId === input.customerId) throw new AppError("forbidden");
  const row = await repo.insertRating(db, {
    orderGroupId: input.groupId,
    customerId: input.customerId,
    driverId: group.driverId,
    stars: input.stars,
    comment: input.comment ? input.comment : null,
  });
  if (!row) throw new AppError("already_rated");
  return toRating(row);
}

/**
 * The customers' ratings of the orders' drivers, by order id (orders without one are
 * absent). The rating belongs to the order's customer and group, so every order of a group
 * of one customer shows the one rating.
 */
export async function driverRatingsOfOrders(
  db: Database,
  orders: readonly { id: number; orderGroupId: number | null; customerId: number }[],
): Promise<Map<number, DriverRating>> {
  const grouped = orders.filter(
    (order): order is typeof order & { orderGroupId: number } => order.orderGroupId !== null,
  );
  if (grouped.length === 0) return new Map();
  const rows = await repo.ratingsOf(
    db,
    grouped.map((order) => ({ groupId: order.orderGroupId, customerId: order.customerId })),
  );
  const byPair = new Map(rows.map((row) => [`${row.orderGroupId}:${row.customerId}`, row]));
  const answer = new Map<number, DriverRating>();
  for (const order of grouped) {
    const row = byPair.get(`${order.orderGroupId}:${order.customerId}`);
    if (row) answer.set(order.id, toRating(row));
  }
  return answer;
}

/** Drivers' average stars (one decimal) and rating counts; drivers never rated get null and 0. */
export async function driverRatingSummaries(
  db: Database,
  driverIds: readonly number[],
): Promise<Map<number, DriverRatingSummary>> {
  const answer = new Map<number, DriverRatingSummary>(
    driverIds.map((id) => [id, { average: null, count: 0 }]),
  );
  if (driverIds.length === 0) return answer;
  for (const row of await repo.summaries(db, driverIds)) {
    answer.set(row.driverId, {
      average: Math.round(Number(row.average) * 10) / 10,
      count: Number(row.count),
    });
  }
  return answer;
}

/** One driver's average and count. */
export async function driverRatingSummary(
  db: Database,
  driverId: number,
): Promise<DriverRatingSummary> {
  return (await driverRatingSummaries(db, [driverId])).get(driverId) ?? { average: null, count: 0 };
}
