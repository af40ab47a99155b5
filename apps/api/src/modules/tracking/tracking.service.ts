import {
  type DriverLocation,
  type DriverPosition,
  type DriverPositionBody,
  type DriverPositionEvent,
  trackingRules,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import * as repo from "./tracking.repo";

/**
 * Who asks for a location, as the route knows them. Every refusal is the same 404, so no one
 * learns whether a group they may not see exists.
 */
export type Viewer =
  | { role: "seller"; userId: number; groupId: number }
  | { role: "driver"; userId: number; groupId: number }
  | { role: "admin"; groupId: number }
  | { role: "customer"; userId: number; orderId: number };

/** What a viewer may follow: a group, and whether the viewer's part of it is on its way. */
export interface Tracked {
  group: repo.TrackedGroup;
  /** The customer's own order, whose address is the destination they see. */
  orderId: number | null;
}

/** Only a group a driver carries has a location; a self-delivered one has none. */
function driverGroup(group: repo.TrackedGroup | undefined) {
  if (group?.carrier !== "driver" || group.driverId === null) {
    throw new AppError("tracking_not_found");
  }
  return group;
}

export async function resolveTracked(db: Database, viewer: Viewer): Promise<Tracked> {
  if (viewer.role === "customer") {
    const order = await repo.findOrderOfCustomer(db, viewer.orderId);
    if (!order || order.customerId !== viewer.userId || order.orderGroupId === null) {
      throw new AppError("tracking_not_found");
    }
    const group = driverGroup(await repo.findTrackedGroup(db, order.orderGroupId));
    return { group, orderId: order.id };
  }
  const group = driverGroup(await repo.findTrackedGroup(db, viewer.groupId));
  if (viewer.role === "seller" && group.sellerId !== viewer.userId) {
    throw new AppError("tracking_not_found");
  }
  if (viewer.role === "driver" && group.driverId !== viewer.userId) {
    throw new AppError("tracking_not_found");
  }
  return { group, orderId: null };
}

/**
 * On its way: the group while any of its orders is in transit; for a customer, only while
 * their own order is (once it is delivered, where the driver goes next is not theirs to see).
 */
export async function isInTransit(db: Database, tracked: Tracked): Promise<boolean> {
  const groupOrders = await repo.ordersOfGroup(db, tracked.group.id);
  return groupOrders.some(
    (order) =>
      order.status === "in_transit" && (tracked.orderId === null || order.id === tracked.orderId),
  );
}

export function toPosition(row: repo.PositionRow): DriverPosition {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy_m: row.accuracyM,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** A delivery address's map pin, when the customer set one. */
function pinOf(address: Record<string, unknown>): { latitude: number; longitude: number } | null {
  const { latitude, longitude } = address;
  return typeof latitude === "number" && typeof longitude === "number"
    ? { latitude, longitude }
    : null;
}

/** The trail since loading, the last position and the destination, for one viewer. */
export async function getDriverLocation(db: Database, viewer: Viewer): Promise<DriverLocation> {
  const tracked = await resolveTracked(db, viewer);
  const { group } = tracked;
  const [groupOrders, city, trail] = await Promise.all([
    repo.ordersOfGroup(db, group.id),
    repo.cityWithProvince(db, group.destinationCityId),
    repo.trailOf(db, group.id, group.loadedAt, trackingRules.trailLimit),
  ]);
  const mine = groupOrders.filter(
    (order) => tracked.orderId === null || order.id === tracked.orderId,
  );
  const pin = mine.map((order) => pinOf(order.address)).find((found) => found !== null) ?? null;
  const positions = trail.map(toPosition);
  const last = positions.at(-1) ?? null;
  return {
    group_id: group.id,
    in_transit: mine.some((order) => order.status === "in_transit"),
    loaded_at: group.loadedAt?.toISOString() ?? null,
    positions,
    last_position: last,
    last_seen_at: last?.recorded_at ?? null,
    destination: {
      city_id: group.destinationCityId,
      city: { en: city?.nameEn ?? "", fa: city?.nameFa ?? "" },
      province: { en: city?.provinceEn ?? "", fa: city?.provinceFa ?? "" },
      latitude: pin?.latitude ?? null,
      longitude: pin?.longitude ?? null,
    },
  };
}

/**
 * Stores the driver's position and announces it to every API instance. Only the group's
 * driver, only while it travels. The trail keeps one position per group per
 * `minStoredIntervalMs`: a position that comes sooner (the job page reopened, which sends at
 * once) moves the latest stored one to where the driver is now rather than being refused, so
 * whatever the phone sends is never lost and the newest position is always the one shown.
 */
export async function recordDriverPosition(
  db: Database,
  driverId: number,
  groupId: number,
  body: DriverPositionBody & { accuracy_m?: number },
): Promise<DriverPosition> {
  return db.transaction(async (tx) => {
    const tracked = await resolveTracked(tx, { role: "driver", userId: driverId, groupId });
    await repo.lockGroupPositions(tx, groupId);
    if (!(await isInTransit(tx, tracked))) throw new AppError("tracking_not_in_transit");
    const values = {
      orderGroupId: groupId,
      driverId,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracyM: body.accuracy_m ?? null,
    };
    const recent = await repo.positionWithin(tx, groupId, trackingRules.minStoredIntervalMs);
    const row = recent
      ? await repo.replacePosition(tx, recent.id, values)
      : await repo.insertPosition(tx, values);
    const position = toPosition(row);
    const event: DriverPositionEvent = { ...position, group_id: groupId };
    await repo.notify(tx, repo.positionsChannel, JSON.stringify(event));
    return position;
  });
}

/** Deletes positions older than `trackingRules.keepDays`; running it twice deletes nothing more. */
export async function purgeOldPositions(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - trackingRules.keepDays * 24 * 60 * 60_000);
  let total = 0;
  for (;;) {
    const deleted = await repo.deletePositionsBefore(db, before, 5_000);
    total += deleted;
    if (deleted < 5_000) return total;
  }
}
