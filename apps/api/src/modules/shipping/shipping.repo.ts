import { type Database, schema } from "@kesht/db";
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const {
  cities,
  driverProposals,
  loadingRequests,
  orderGroups,
  orders,
  packageTypes,
  provinces,
  sellers,
  timeBlocks,
} = schema;

export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type LoadingRequestRow = typeof loadingRequests.$inferSelect;
export type ProposalRow = typeof driverProposals.$inferSelect;

// --- order groups ---------------------------------------------------------------------------

export async function insertGroup(
  tx: Database,
  values: typeof orderGroups.$inferInsert,
): Promise<OrderGroupRow> {
  const [row] = await tx.insert(orderGroups).values(values).returning();
  if (!row) throw new Error("order group insert returned nothing");
  return row;
}

export async function findGroup(db: Database, id: number): Promise<OrderGroupRow | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.id, id));
  return row;
}

export async function lockGroup(tx: Database, id: number): Promise<OrderGroupRow | undefined> {
  const [row] = await tx.select().from(orderGroups).where(eq(orderGroups.id, id)).for("update");
  return row;
}

export async function updateGroup(
  tx: Database,
  id: number,
  values: Partial<
    Pick<
      OrderGroupRow,
      "carrier" | "driverId" | "driverPriceRials" | "expectedDeliveryAt" | "loadedAt"
    >
  >,
): Promise<OrderGroupRow> {
  const [row] = await tx
    .update(orderGroups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orderGroups.id, id))
    .returning();
  if (!row) throw new Error("order group update returned nothing");
  return row;
}

/** Groups that hold at least one order (an emptied group, whose orders moved on, is history). */
const hasOrders = sql`exists (select 1 from ${orders} where ${orders.orderGroupId} = ${orderGroups.id})`;

export function listGroups(
  db: Database,
  filter: { sellerId?: number; driverId?: number; limit: number; offset: number },
): Promise<OrderGroupRow[]> {
  const conditions: SQL[] = [hasOrders];
  if (filter.sellerId !== undefined) conditions.push(eq(orderGroups.sellerId, filter.sellerId));
  if (filter.driverId !== undefined) conditions.push(eq(orderGroups.driverId, filter.driverId));
  return db
    .select()
    .from(orderGroups)
    .where(and(...conditions))
    .orderBy(desc(orderGroups.createdAt), desc(orderGroups.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export function citiesByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(cities)
    .where(inArray(cities.id, [...ids]));
}

export function provincesByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(provinces)
    .where(inArray(provinces.id, [...ids]));
}

const shopCity = alias(cities, "shop_city");
const shopProvince = alias(provinces, "shop_province");

/** Where a shop's loads are picked up: its place and map point. */
export async function shopPlace(db: Database, sellerId: number) {
  const [row] = await db
    .select({
      storeName: sellers.storeName,
      storeNameEn: sellers.storeNameEn,
      provinceId: sellers.provinceId,
      latitude: sellers.latitude,
      longitude: sellers.longitude,
      city: shopCity,
      province: shopProvince,
    })
    .from(sellers)
    .leftJoin(shopCity, eq(shopCity.id, sellers.cityId))
    .leftJoin(shopProvince, eq(shopProvince.id, sellers.provinceId))
    .where(eq(sellers.userId, sellerId));
  return row;
}

// --- loading requests -----------------------------------------------------------------------

export async function insertLoadingRequest(
  tx: Database,
  values: typeof loadingRequests.$inferInsert,
): Promise<LoadingRequestRow> {
  const [row] = await tx.insert(loadingRequests).values(values).returning();
  if (!row) throw new Error("loading request insert returned nothing");
  return row;
}

export async function findLoadingRequest(
  db: Database,
  id: number,
): Promise<LoadingRequestRow | undefined> {
  const [row] = await db.select().from(loadingRequests).where(eq(loadingRequests.id, id));
  return row;
}

/** The request row, locked: the one place two accepts (or an accept and a cancel) queue up. */
export async function lockLoadingRequest(
  tx: Database,
  id: number,
): Promise<LoadingRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(loadingRequests)
    .where(eq(loadingRequests.id, id))
    .for("update");
  return row;
}

/** The group's newest request (a cancelled or expired one may be followed by another). */
export async function latestRequestOfGroups(
  db: Database,
  groupIds: readonly number[],
): Promise<LoadingRequestRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectDistinctOn([loadingRequests.orderGroupId])
    .from(loadingRequests)
    .where(inArray(loadingRequests.orderGroupId, [...groupIds]))
    .orderBy(loadingRequests.orderGroupId, desc(loadingRequests.id));
}

export async function liveRequestOfGroup(
  db: Database,
  groupId: number,
): Promise<LoadingRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(loadingRequests)
    .where(
      and(
        eq(loadingRequests.orderGroupId, groupId),
        inArray(loadingRequests.status, ["open", "accepted"]),
      ),
    );
  return row;
}

export function listSellerRequests(
  db: Database,
  filter: { sellerId: number; limit: number; offset: number },
): Promise<LoadingRequestRow[]> {
  return db
    .select({ request: loadingRequests })
    .from(loadingRequests)
    .innerJoin(orderGroups, eq(orderGroups.id, loadingRequests.orderGroupId))
    .where(eq(orderGroups.sellerId, filter.sellerId))
    .orderBy(desc(loadingRequests.createdAt), desc(loadingRequests.id))
    .limit(filter.limit)
    .offset(filter.offset)
    .then((rows) => rows.map((row) => row.request));
}

/**
 * Open requests a driver can serve: from a province they serve, no heavier than the room they
 * have left, only ambient ones unless their vehicle is refrigerated, and, on a trip, only
 * those going to the cities on its way.
 */
export function listOpenRequestsFor(
  db: Database,
  filter: {
    provinceIds: readonly number[];
    capacityKg: number;
    ambientOnly: boolean;
    fromDate: string;
    destinationCityIds?: readonly number[];
    limit: number;
    offset: number;
  },
): Promise<LoadingRequestRow[]> {
  if (filter.provinceIds.length === 0) return Promise.resolve([]);
  if (filter.destinationCityIds?.length === 0) return Promise.resolve([]);
  const goingTo = filter.destinationCityIds
    ? [
        sql`exists (select 1 from ${orderGroups} where ${orderGroups.id} = ${loadingRequests.orderGroupId} and ${inArray(orderGroups.destinationCityId, [...filter.destinationCityIds])})`,
      ]
    : [];
  return db
    .select()
    .from(loadingRequests)
    .where(
      and(
        eq(loadingRequests.status, "open"),
        inArray(loadingRequests.originProvinceId, [...filter.provinceIds]),
        sql`${loadingRequests.weightKg} <= ${filter.capacityKg}`,
        gte(loadingRequests.loadingDate, filter.fromDate),
        ...(filter.ambientOnly ? [eq(loadingRequests.temperature, "ambient")] : []),
        ...goingTo,
      ),
    )
    .orderBy(asc(loadingRequests.loadingDate), asc(loadingRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Open requests whose loading day is over (before `today`), oldest first. */
export async function overdueOpenRequestIds(db: Database, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: loadingRequests.id })
    .from(loadingRequests)
    .where(and(eq(loadingRequests.status, "open"), lt(loadingRequests.loadingDate, today)))
    .orderBy(asc(loadingRequests.id))
    .limit(500);
  return rows.map((row) => row.id);
}

export function timeBlocksByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(timeBlocks)
    .where(inArray(timeBlocks.id, [...ids]));
}

export function packageTypesByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(packageTypes)
    .where(inArray(packageTypes.id, [...ids]));
}

// --- proposals ------------------------------------------------------------------------------

/** A pending proposal whose time has not passed (the expiry job may not have run yet). */
const stands = sql`(${driverProposals.validUntil} is null or ${driverProposals.validUntil} > now())`;

/** Per request, the pending proposals that still stand on its current revision. */
export async function proposalCounts(
  db: Database,
  requestIds: readonly number[],
): Promise<Map<number, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: driverProposals.loadingRequestId, count: count() })
    .from(driverProposals)
    .innerJoin(loadingRequests, eq(loadingRequests.id, driverProposals.loadingRequestId))
    .where(
      and(
        inArray(driverProposals.loadingRequestId, [...requestIds]),
        eq(driverProposals.status, "pending"),
        eq(driverProposals.requestRevision, loadingRequests.revision),
        stands,
      ),
    )
    .groupBy(driverProposals.loadingRequestId);
  return new Map(rows.map((row) => [row.requestId, row.count]));
}

/** A request's proposals, cheapest first (what the seller compares). */
export function proposalsOfRequest(db: Database, requestId: number): Promise<ProposalRow[]> {
  return db
    .select()
    .from(driverProposals)
    .where(eq(driverProposals.loadingRequestId, requestId))
    .orderBy(asc(driverProposals.priceRials), asc(driverProposals.updatedAt));
}

export async function findProposal(db: Database, id: number): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(driverProposals).where(eq(driverProposals.id, id));
  return row;
}

export async function lockProposal(tx: Database, id: number): Promise<ProposalRow | undefined> {
  const [row] = await tx
    .select()
    .from(driverProposals)
    .where(eq(driverProposals.id, id))
    .for("update");
  return row;
}

export async function findDriverProposal(
  db: Database,
  requestId: number,
  driverId: number,
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .select()
    .from(driverProposals)
    .where(
      and(eq(driverProposals.loadingRequestId, requestId), eq(driverProposals.driverId, driverId)),
    );
  return row;
}

export function driverProposalsOf(
  db: Database,
  driverId: number,
  requestIds: readonly number[],
): Promise<ProposalRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(driverProposals)
    .where(
      and(
        eq(driverProposals.driverId, driverId),
        inArray(driverProposals.loadingRequestId, [...requestIds]),
      ),
    );
}

export function listDriverProposals(
  db: Database,
  filter: { driverId: number; status?: ProposalRow["status"]; limit: number; offset: number },
): Promise<ProposalRow[]> {
  const conditions: SQL[] = [eq(driverProposals.driverId, filter.driverId)];
  // A pending proposal whose time passed is expired already, before the job marks it.
  if (filter.status === "pending") conditions.push(eq(driverProposals.status, "pending"), stands);
  else if (filter.status === "expired") {
    conditions.push(
      sql`(${driverProposals.status} = 'expired' or (${driverProposals.status} = 'pending' and not ${stands}))`,
    );
  } else if (filter.status) conditions.push(eq(driverProposals.status, filter.status));
  return db
    .select()
    .from(driverProposals)
    .where(and(...conditions))
    .orderBy(desc(driverProposals.updatedAt), desc(driverProposals.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
