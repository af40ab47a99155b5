import { type Database, schema } from "@kesht/db";
import { and, eq, sql } from "drizzle-orm";
import type { LoadingRequestRow } from "./shipping.repo";

const { drivers, loadingRequests, orderGroups, orders } = schema;

/** Orders still on a driver's vehicle (or about to be): chosen, not yet handed over. */
const stillCarried = sql`exists (select 1 from ${orders} where ${orders.orderGroupId} = ${orderGroups.id} and ${orders.status} in ('driver_assigned', 'in_transit'))`;

/** The weight of the loads a driver was chosen for and has not delivered yet, in kg. */
export async function carriedWeightKg(db: Database, driverId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${loadingRequests.weightKg}), 0)` })
    .from(loadingRequests)
    .innerJoin(orderGroups, eq(orderGroups.id, loadingRequests.orderGroupId))
    .where(
      and(eq(loadingRequests.status, "accepted"), eq(orderGroups.driverId, driverId), stillCarried),
    );
  return Number(row?.total ?? 0);
}

/**
 * The driver's row, locked until the transaction ends: accepts of one driver on different
 * loads queue here (each request's own lock does not see the other), so their weights are
 * added one after the other. `no key update`: rows that merely refer to the driver (a
 * position, a proposal) are not held up by it.
 */
export async function lockDriverForLoad(tx: Database, driverId: number): Promise<void> {
  await tx
    .select({ id: drivers.userId })
    .from(drivers)
    .where(eq(drivers.userId, driverId))
    .for("no key update");
}

/** Writes the seller's change to an open request and moves it to its next revision. */
export async function reviseLoadingRequest(
  tx: Database,
  id: number,
  values: Pick<
    typeof loadingRequests.$inferInsert,
    | "loadingDate"
    | "timeBlockId"
    | "packageTypeId"
    | "weightKg"
    | "note"
    | "temperature"
    | "arriveBy"
    | "fragile"
    | "packageCount"
  >,
): Promise<LoadingRequestRow> {
  const [row] = await tx
    .update(loadingRequests)
    .set({ ...values, revision: sql`${loadingRequests.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(loadingRequests.id, id), eq(loadingRequests.status, "open")))
    .returning();
  if (!row) throw new Error("loading request revision found no open row");
  return row;
}
