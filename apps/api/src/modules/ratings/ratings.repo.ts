import { type Database, schema } from "@kesht/db";
import { and, eq, inArray, sql } from "drizzle-orm";

const { driverRatings, orderGroups } = schema;

/** Who carried a group: its carrier and driver (read from the shipping module's table). */
export async function groupCarrier(db: Database, groupId: number) {
  const [row] = await db
    .select({ carrier: orderGroups.carrier, driverId: orderGroups.driverId })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  return row;
}

/** Inserts the rating unless this customer rated this group already (then nothing). */
export async function insertRating(db: Database, values: typeof driverRatings.$inferInsert) {
  const [row] = await db
    .insert(driverRatings)
    .values(values)
    .onConflictDoNothing({ target: [driverRatings.orderGroupId, driverRatings.customerId] })
    .returning();
  return row;
}

/** The ratings given by these customers to these groups (a page of orders at once). */
export function ratingsOf(db: Database, pairs: readonly { groupId: number; customerId: number }[]) {
  const groupIds = [...new Set(pairs.map((pair) => pair.groupId))];
  const customerIds = [...new Set(pairs.map((pair) => pair.customerId))];
  return db
    .select()
    .from(driverRatings)
    .where(
      and(
        inArray(driverRatings.orderGroupId, groupIds),
        inArray(driverRatings.customerId, customerIds),
      ),
    );
}

/** Average stars and count per driver. */
export function summaries(db: Database, driverIds: readonly number[]) {
  return db
    .select({
      driverId: driverRatings.driverId,
      average: sql<string>`avg(${driverRatings.stars})`,
      count: sql<number>`count(*)::int`,
    })
    .from(driverRatings)
    .where(inArray(driverRatings.driverId, [...driverIds]))
    .groupBy(driverRatings.driverId);
}
