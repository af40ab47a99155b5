import type {
  DriverJob,
  DriverLoadingRequest,
  DriverProposal,
  LoadingRequest,
  OrderGroup,
  ShipmentCarrier,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { AddressSnapshot } from "../addresses/addresses.service";
import { driverStandings, driversById } from "../drivers/drivers.standing";
import { pickupRecordsOf } from "../load-pickups/load-pickups.view";
import { shipmentOrders } from "../orders/orders.shipping";
import { questionsOf } from "./load-questions.service";
import { ownProposal, sellerBids } from "./proposals.view";
import * as repo from "./shipping.repo";
import { groupStatus } from "./shipping.states";
import { tripStopsOfGroups } from "./trip-stops";

/*
 * Shipping's answers, built a page at a time: each related table is read once per page.
 * One query after another, as `db` may be a transaction.
 */

type Named = { id: number; nameFa: string; nameEn: string };
const named = (row: Named) => ({ id: row.id, title: row.nameFa, title_en: row.nameEn });
const unknownPlace = { id: 0, title: "", title_en: "" };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

export async function toLoadingRequests(
  db: Database,
  rows: readonly repo.LoadingRequestRow[],
): Promise<LoadingRequest[]> {
  if (rows.length === 0) return [];
  const groups: repo.OrderGroupRow[] = [];
  for (const groupId of new Set(rows.map((row) => row.orderGroupId))) {
    const group = await repo.findGroup(db, groupId);
    if (group) groups.push(group);
  }
  const cities = byId(
    await repo.citiesByIds(
      db,
      groups.map((group) => group.destinationCityId),
    ),
  );
  const provinces = byId(
    await repo.provincesByIds(
      db,
      rows.map((row) => row.originProvinceId),
    ),
  );
  const blocks = byId(
    await repo.timeBlocksByIds(
      db,
      rows.map((row) => row.timeBlockId),
    ),
  );
  const packages = byId(
    await repo.packageTypesByIds(
      db,
      rows.map((row) => row.packageTypeId),
    ),
  );
  const counts = await repo.proposalCounts(
    db,
    rows.map((row) => row.id),
  );
  const groupById = byId(groups);
  return rows.map((row) => {
    const group = groupById.get(row.orderGroupId);
    const city = group ? cities.get(group.destinationCityId) : undefined;
    const province = provinces.get(row.originProvinceId);
    const block = blocks.get(row.timeBlockId);
    const packageType = packages.get(row.packageTypeId);
    return {
      id: row.id,
      order_group_id: row.orderGroupId,
      status: row.status,
      loading_date: row.loadingDate,
      time_block: block
        ? { id: block.id, starts_at: block.startsAt, ends_at: block.endsAt }
        : { id: row.timeBlockId, starts_at: "", ends_at: "" },
      package_type: packageType ? named(packageType) : unknownPlace,
      weight_kg: row.weightKg,
      note: row.note,
      temperature: row.temperature,
      arrive_by: iso(row.arriveBy),
      fragile: row.fragile,
      package_count: row.packageCount,
      revision: row.revision,
      origin_province: province ? named(province) : unknownPlace,
      destination_city: city ? named(city) : unknownPlace,
      proposal_count: counts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function toLoadingRequest(db: Database, row: repo.LoadingRequestRow) {
  const [view] = await toLoadingRequests(db, [row]);
  if (!view) throw new Error("loading request view lost its row");
  return view;
}

async function groupOrdersOf(db: Database, groupIds: readonly number[]) {
  const rows = await shipmentOrders(db, groupIds);
  return (groupId: number) =>
    rows
      .filter(({ row }) => row.orderGroupId === groupId)
      .map(({ row, itemsCount, weightKg, customerName }) => ({
        id: row.id,
        status: row.status,
        customer_name: customerName,
        address: row.address as AddressSnapshot,
        items_count: itemsCount,
        weight_kg: weightKg,
        items_total_rials: row.itemsTotalRials,
        delivered_at: iso(row.deliveredAt),
      }));
}

/** What every view of groups reads: their orders, destination cities and newest requests. */
async function groupsContext(db: Database, groups: readonly repo.OrderGroupRow[]) {
  const groupIds = groups.map((group) => group.id);
  const ordersOf = await groupOrdersOf(db, groupIds);
  const cityIds = groups.map((group) => group.destinationCityId);
  const cities = byId(await repo.citiesByIds(db, cityIds));
  const requests = await repo.latestRequestOfGroups(db, groupIds);
  const pickups = await pickupRecordsOf(db, groupIds);
  return { ordersOf, cities, requests, pickups };
}

/** Groups as their seller sees them: orders, the newest loading request with its proposals, the driver. */
export async function toGroups(
  db: Database,
  groups: readonly repo.OrderGroupRow[],
): Promise<OrderGroup[]> {
  if (groups.length === 0) return [];
  const { ordersOf, cities, requests, pickups } = await groupsContext(db, groups);
  const requestViews = byId(await toLoadingRequests(db, requests));
  const driverIds = groups.flatMap((group) => (group.driverId ? [group.driverId] : []));
  const drivers = await driversById(db, driverIds);
  const standings = await driverStandings(db, driverIds);

  const views: OrderGroup[] = [];
  for (const group of groups) {
    const orders = ordersOf(group.id);
    const request = requests.find((row) => row.orderGroupId === group.id);
    const requestView = request ? requestViews.get(request.id) : undefined;
    const driver = group.driverId ? drivers.get(group.driverId) : undefined;
    const standing = group.driverId ? standings.get(group.driverId) : undefined;
    const city = cities.get(group.destinationCityId);
    views.push({
      id: group.id,
      destination_city: city ? named(city) : unknownPlace,
      carrier: group.carrier as ShipmentCarrier | null,
      status: groupStatus(orders.map((order) => order.status)),
      orders,
      loading_request:
        request && requestView
          ? {
              ...requestView,
              proposals: await sellerBids(db, request),
              questions: await questionsOf(db, request.id, null),
            }
          : null,
      driver: driver
        ? {
            id: driver.driver.userId,
            name: driver.driver.name,
            mobile: driver.mobile,
            vehicle_type: named(driver.vehicleType),
            plate: driver.driver.plate,
            rating_average: standing?.ratingAverage ?? null,
            rating_count: standing?.ratingCount ?? 0,
          }
        : null,
      driver_price_rials: group.driverPriceRials,
      expected_delivery_at: iso(group.expectedDeliveryAt),
      loaded_at: iso(group.loadedAt),
      pickup_record: pickups.get(group.id) ?? null,
      created_at: group.createdAt.toISOString(),
    });
  }
  return views;
}

export async function toGroup(db: Database, group: repo.OrderGroupRow): Promise<OrderGroup> {
  const [view] = await toGroups(db, [group]);
  if (!view) throw new Error("order group view lost its row");
  return view;
}

async function pickupOf(db: Database, sellerId: number) {
  const shop = await repo.shopPlace(db, sellerId);
  return {
    shop_name: shop?.storeName ?? "",
    shop_name_en: shop?.storeNameEn ?? "",
    province: shop?.province ? named(shop.province) : null,
    city: shop?.city ? named(shop.city) : null,
    latitude: shop?.latitude ?? null,
    longitude: shop?.longitude ?? null,
  };
}

/** Requests as a driver sees them: where to pick up, the orders' cities, and their own proposal. */
export async function toDriverRequests(
  db: Database,
  driverId: number,
  rows: readonly repo.LoadingRequestRow[],
): Promise<DriverLoadingRequest[]> {
  const views = await toLoadingRequests(db, rows);
  const mine = await repo.driverProposalsOf(
    db,
    driverId,
    rows.map((row) => row.id),
  );
  const result: DriverLoadingRequest[] = [];
  for (const { proposal_count: _count, ...view } of views) {
    const group = await repo.findGroup(db, view.order_group_id);
    const members = group
      ? (await shipmentOrders(db, [group.id])).map(({ row, itemsCount }) => ({ row, itemsCount }))
      : [];
    const own = mine.find((row) => row.loadingRequestId === view.id);
    result.push({
      ...view,
      pickup: group ? await pickupOf(db, group.sellerId) : await pickupOf(db, 0),
      orders: members
        .filter(({ row }) => row.status !== "cancelled")
        .map(({ row, itemsCount }) => ({
          id: row.id,
          items_count: itemsCount,
          destination: (row.address as AddressSnapshot).city,
        })),
      my_proposal: own
        ? ownProposal(own, { revision: view.revision, loadingDate: view.loading_date })
        : null,
      questions: await questionsOf(db, view.id, driverId),
    });
  }
  return result;
}

export async function toDriverProposals(
  db: Database,
  rows: readonly repo.ProposalRow[],
): Promise<DriverProposal[]> {
  const requests: repo.LoadingRequestRow[] = [];
  for (const requestId of new Set(rows.map((row) => row.loadingRequestId))) {
    const request = await repo.findLoadingRequest(db, requestId);
    if (request) requests.push(request);
  }
  const views = byId(await toLoadingRequests(db, requests));
  return rows.flatMap((row) => {
    const view = views.get(row.loadingRequestId);
    if (!view) return [];
    const { proposal_count: _count, ...loading_request } = view;
    const request = { revision: view.revision, loadingDate: view.loading_date };
    return [{ ...ownProposal(row, request), loading_request }];
  });
}

/** What a job's load needs, from its (accepted) loading request: the driver's checklist. */
function loadNeedsOf(request: repo.LoadingRequestRow): NonNullable<DriverJob["needs"]> {
  return {
    temperature: request.temperature,
    arrive_by: iso(request.arriveBy),
    fragile: request.fragile,
    package_count: request.packageCount,
    weight_kg: request.weightKg,
  };
}

/**
 * Groups as their driver sees them: pickup, each order's address, the agreed price, what the
 * load needs and what they recorded at pickup.
 */
export async function toDriverJobs(
  db: Database,
  groups: readonly repo.OrderGroupRow[],
): Promise<DriverJob[]> {
  if (groups.length === 0) return [];
  const { ordersOf, cities, requests, pickups } = await groupsContext(db, groups);
  const tripStops = await tripStopsOfGroups(db, groups);
  const blocks = byId(
    await repo.timeBlocksByIds(
      db,
      requests.map((row) => row.timeBlockId),
    ),
  );
  const jobs: DriverJob[] = [];
  for (const group of groups) {
    const orders = ordersOf(group.id);
    const request = requests.find((row) => row.orderGroupId === group.id);
    const block = request ? blocks.get(request.timeBlockId) : undefined;
    const city = cities.get(group.destinationCityId);
    jobs.push({
      id: group.id,
      status: groupStatus(orders.map((order) => order.status)),
      destination_city: city ? named(city) : unknownPlace,
      pickup: await pickupOf(db, group.sellerId),
      loading_date: request?.loadingDate ?? null,
      time_block: block ? { id: block.id, starts_at: block.startsAt, ends_at: block.endsAt } : null,
      driver_price_rials: group.driverPriceRials ?? 0,
      loaded_at: iso(group.loadedAt),
      needs: request ? loadNeedsOf(request) : null,
      pickup_record: pickups.get(group.id) ?? null,
      orders,
      trip_stops: tripStops.get(group.id) ?? [],
      created_at: group.createdAt.toISOString(),
    });
  }
  return jobs;
}
