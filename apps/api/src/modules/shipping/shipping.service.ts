import {
  type DriverJob,
  type DriverLoadingRequest,
  type DriverProposal,
  type driverProposalsQuerySchema,
  fieldErrorsOf,
  type LoadingRequest,
  type LoadingRequestStatus,
  type loadingRequestBodySchema,
  type OrderGroup,
  type ProposalStatus,
  type ShipmentCarrier,
  type shippingPageQuerySchema,
  shippingRules,
  tomanToRials,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { todayIn } from "../checkout/checkout.rules";
import { assertWindowOpen, earliestStart } from "../commerce-reference/delivery-windows.rules";
import { workingDriver } from "../drivers/drivers.standing";
import { ownsImage } from "../files/files.service";
import { notifyProposalReceived } from "../notifications/notifications.service";
import type { OrderRow } from "../orders/orders.transition";
import * as repo from "./shipping.repo";
import { assertProposalTransition, assertRequestTransition } from "./shipping.states";
import * as view from "./shipping.view";

export type { LoadingRequestRow, OrderGroupRow, ProposalRow } from "./shipping.repo";

type PageQuery = z.output<typeof shippingPageQuerySchema>;
type LoadingRequestInput = z.output<typeof loadingRequestBodySchema>;

interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  has_more: boolean;
}

async function paged<R, T>(
  query: PageQuery,
  load: (limit: number, offset: number) => Promise<R[]>,
  show: (rows: R[]) => Promise<T[]>,
): Promise<Page<T>> {
  const rows = await load(query.per_page + 1, (query.page - 1) * query.per_page);
  return {
    items: await show(rows.slice(0, query.per_page)),
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}

/** Today's date where the loads are (Tehran): a loading date before it is over. */
export function shippingToday(now = new Date()): string {
  return todayIn(now);
}

// --- the seller's side ----------------------------------------------------------------------

/** 404 for no such group and for another shop's: a seller cannot probe others' shipments. */
export async function ownGroup(
  db: Database,
  sellerId: number,
  groupId: number,
): Promise<repo.OrderGroupRow> {
  const group = await repo.findGroup(db, groupId);
  if (!group || group.sellerId !== sellerId) throw new AppError("order_group_not_found");
  return group;
}

export async function lockOwnGroup(tx: Database, sellerId: number, groupId: number) {
  const group = await repo.lockGroup(tx, groupId);
  if (!group || group.sellerId !== sellerId) throw new AppError("order_group_not_found");
  return group;
}

export async function getSellerGroup(
  db: Database,
  sellerId: number,
  groupId: number,
): Promise<OrderGroup> {
  return view.toGroup(db, await ownGroup(db, sellerId, groupId));
}

export function listSellerGroups(
  db: Database,
  sellerId: number,
  query: PageQuery,
): Promise<Page<OrderGroup>> {
  return paged(
    query,
    (limit, offset) => repo.listGroups(db, { sellerId, limit, offset }),
    (rows) => view.toGroups(db, rows),
  );
}

export function listSellerLoadingRequests(
  db: Database,
  sellerId: number,
  query: PageQuery,
): Promise<Page<LoadingRequest>> {
  return paged(
    query,
    (limit, offset) => repo.listSellerRequests(db, { sellerId, limit, offset }),
    (rows) => view.toLoadingRequests(db, rows),
  );
}

/**
 * Orders may travel together when they are all being prepared and go to one city
 * (SPEC §9); 409 for one that is not preparing, 422 `different_destination_city` otherwise.
 */
export function assertGroupable(orders: readonly OrderRow[]): number {
  if (orders.some((order) => order.status !== "preparing")) {
    throw new AppError("order_not_preparing");
  }
  const cities = new Set(orders.map((order) => order.destinationCityId));
  const [cityId] = cities;
  if (cities.size !== 1 || cityId === undefined) {
    // No field error: the message itself says what is wrong, and the screen shows it.
    throw new AppError("different_destination_city");
  }
  return cityId;
}

export function createGroup(
  tx: Database,
  input: { sellerId: number; destinationCityId: number; carrier?: ShipmentCarrier },
): Promise<repo.OrderGroupRow> {
  return repo.insertGroup(tx, {
    sellerId: input.sellerId,
    destinationCityId: input.destinationCityId,
    carrier: input.carrier ?? null,
  });
}

export function setGroupCarrier(
  tx: Database,
  groupId: number,
  values: { carrier: ShipmentCarrier; expectedDeliveryAt?: Date | null; loadedAt?: Date | null },
) {
  return repo.updateGroup(tx, groupId, values);
}

/**
 * What a loading request form must refer to: a real time block and package type, on a window
 * that has not started yet at `now` (Tehran time) and within the days drivers plan ahead.
 */
export async function assertLoadingRequestValid(
  db: Database,
  input: LoadingRequestInput,
  now: Date,
) {
  const problems: Record<string, ValidationMessageKey> = {};
  const today = shippingToday(now);
  if (input.loading_date < today) problems.loading_date = "date_before_today";
  else if (
    input.loading_date > todayIn(new Date(now.getTime() + shippingRules.maxDaysAhead * 864e5))
  ) {
    problems.loading_date = "invalid_date";
  }
  const [timeBlock] = await repo.timeBlocksByIds(db, [input.time_block_id]);
  if (!timeBlock) problems.time_block_id = "invalid_choice";
  if ((await repo.packageTypesByIds(db, [input.package_type_id])).length === 0) {
    problems.package_type_id = "invalid_choice";
  }
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", { fieldErrors: fieldErrorsOf(problems) });
  }
  // Drivers cannot bid on a load whose window has already begun.
  if (timeBlock) {
    assertWindowOpen({
      date: input.loading_date,
      startsAt: timeBlock.startsAt,
      earliest: earliestStart(now),
      dateField: "loading_date",
      windowField: "time_block_id",
    });
  }
}

/** Opens a loading request for a group, from the shop's province (where drivers pick it up). */
export async function openLoadingRequest(
  tx: Database,
  group: repo.OrderGroupRow,
  input: LoadingRequestInput,
): Promise<repo.LoadingRequestRow> {
  if (await repo.liveRequestOfGroup(tx, group.id)) throw new AppError("conflict");
  const shop = await repo.shopPlace(tx, group.sellerId);
  if (!shop?.provinceId) throw new AppError("shop_registration_incomplete");
  await repo.updateGroup(tx, group.id, { carrier: "driver" });
  return repo.insertLoadingRequest(tx, {
    orderGroupId: group.id,
    loadingDate: input.loading_date,
    timeBlockId: input.time_block_id,
    packageTypeId: input.package_type_id,
    weightKg: input.weight_kg,
    note: input.note ? input.note : null,
    originProvinceId: shop.provinceId,
  });
}

/** The request, locked, and its group: 404 when it is not this seller's. */
export async function lockSellerRequest(tx: Database, sellerId: number, requestId: number) {
  const request = await repo.lockLoadingRequest(tx, requestId);
  if (!request) throw new AppError("loading_request_not_found");
  const group = await repo.findGroup(tx, request.orderGroupId);
  if (!group || group.sellerId !== sellerId) throw new AppError("loading_request_not_found");
  return { request, group };
}

/**
 * Closes an open request without a driver (`cancelled` by the seller, `expired` by the job):
 * its pending proposals are declined, so their drivers see it ended.
 */
export async function closeLoadingRequest(
  tx: Database,
  request: repo.LoadingRequestRow,
  to: "cancelled" | "expired",
): Promise<number[]> {
  assertRequestTransition(request.status as LoadingRequestStatus, to);
  await repo.setLoadingRequestStatus(tx, request.id, to);
  return repo.declinePendingProposals(tx, request.id);
}

/** The proposal's request, locked first (so two accepts queue on it), then the proposal. */
export async function lockProposalForAccept(tx: Database, sellerId: number, proposalId: number) {
  const found = await repo.findProposal(tx, proposalId);
  if (!found) throw new AppError("proposal_not_found");
  const request = await repo.lockLoadingRequest(tx, found.loadingRequestId);
  const group = request ? await repo.findGroup(tx, request.orderGroupId) : undefined;
  if (!request || !group || group.sellerId !== sellerId) throw new AppError("proposal_not_found");
  const proposal = await repo.lockProposal(tx, proposalId);
  if (!proposal) throw new AppError("proposal_not_found");
  return { proposal, request, group };
}

/**
 * The seller's choice: this proposal wins, the others are declined, the group gets its driver.
 * Answers the drivers whose proposals were declined.
 */
export async function acceptProposal(
  tx: Database,
  found: { proposal: repo.ProposalRow; request: repo.LoadingRequestRow; group: repo.OrderGroupRow },
): Promise<number[]> {
  const { proposal, request, group } = found;
  assertRequestTransition(request.status as LoadingRequestStatus, "accepted");
  assertProposalTransition(proposal.status as ProposalStatus, "accepted");
  if (proposal.status !== "pending") throw new AppError("proposal_not_pending");
  await repo.setLoadingRequestStatus(tx, request.id, "accepted");
  await repo.setProposalStatus(tx, proposal.id, "accepted");
  const declined = await repo.declinePendingProposals(tx, request.id);
  await repo.updateGroup(tx, group.id, {
    driverId: proposal.driverId,
    driverPriceRials: proposal.priceRials,
  });
  return declined;
}

export function overdueLoadingRequestIds(db: Database): Promise<number[]> {
  return repo.overdueOpenRequestIds(db, shippingToday());
}

/** The request, locked, if it is still open and its loading day is over; else undefined. */
export async function lockOverdueRequest(tx: Database, requestId: number) {
  const request = await repo.lockLoadingRequest(tx, requestId);
  if (request?.status !== "open" || request.loadingDate >= shippingToday()) {
    return undefined;
  }
  return request;
}

// --- the driver's side ----------------------------------------------------------------------

/** An open request the driver may answer: from a province they serve, within their capacity. */
function canServe(
  driver: Awaited<ReturnType<typeof workingDriver>>,
  request: repo.LoadingRequestRow,
): boolean {
  return (
    driver.servedProvinceIds.includes(request.originProvinceId) &&
    request.weightKg <= driver.capacityKg
  );
}

export async function listDriverRequests(
  db: Database,
  driverId: number,
  query: PageQuery,
): Promise<Page<DriverLoadingRequest>> {
  const driver = await workingDriver(db, driverId);
  return paged(
    query,
    (limit, offset) =>
      repo.listOpenRequestsFor(db, {
        provinceIds: driver.servedProvinceIds,
        capacityKg: driver.capacityKg,
        fromDate: shippingToday(),
        limit,
        offset,
      }),
    (rows) => view.toDriverRequests(db, driverId, rows),
  );
}

/**
 * A request a driver may look at: an open one they can serve, or one they proposed on.
 * Anything else is 404, so a driver cannot walk the ids of others' loads.
 */
export async function getDriverRequest(
  db: Database,
  driverId: number,
  requestId: number,
): Promise<DriverLoadingRequest> {
  const driver = await workingDriver(db, driverId);
  const request = await repo.findLoadingRequest(db, requestId);
  if (!request) throw new AppError("loading_request_not_found");
  const own = await repo.findDriverProposal(db, requestId, driverId);
  if (!own && !(request.status === "open" && canServe(driver, request))) {
    throw new AppError("loading_request_not_found");
  }
  const [found] = await view.toDriverRequests(db, driverId, [request]);
  if (!found) throw new Error("driver request view lost its row");
  return found;
}

/**
 * Creates the driver's proposal, changes it while pending, or renews it after a withdrawal,
 * with the request locked so an accept cannot slip in between.
 */
export async function proposeOn(
  db: Database,
  driverId: number,
  requestId: number,
  input: { price_toman: number; duration_hours: number },
): Promise<DriverLoadingRequest> {
  const driver = await workingDriver(db, driverId);
  await db.transaction(async (tx) => {
    const request = await repo.lockLoadingRequest(tx, requestId);
    if (!request) throw new AppError("loading_request_not_found");
    const existing = await repo.findDriverProposal(tx, requestId, driverId);
    if (!existing && !canServe(driver, request)) {
      throw new AppError(
        request.status === "open" ? "driver_cannot_serve" : "loading_request_not_found",
      );
    }
    if (request.status !== "open" || request.loadingDate < shippingToday()) {
      throw new AppError("loading_request_not_open");
    }
    if (existing) assertProposalTransition(existing.status as ProposalStatus, "pending");
    await repo.upsertProposal(tx, {
      loadingRequestId: requestId,
      driverId,
      priceRials: tomanToRials(input.price_toman),
      durationHours: input.duration_hours,
    });
    // A new (or renewed) proposal reaches the shop; a change to a pending one does not.
    if (existing?.status !== "pending") await notifyShopOfProposal(tx, request);
  });
  return getDriverRequest(db, driverId, requestId);
}

async function notifyShopOfProposal(tx: Database, request: repo.LoadingRequestRow) {
  const group = await repo.findGroup(tx, request.orderGroupId);
  if (!group) throw new Error("loading request lost its group");
  await notifyProposalReceived(tx, group);
}

export async function withdrawProposal(
  db: Database,
  driverId: number,
  proposalId: number,
): Promise<DriverProposal> {
  await workingDriver(db, driverId);
  await db.transaction(async (tx) => {
    const found = await repo.findProposal(tx, proposalId);
    if (!found || found.driverId !== driverId) throw new AppError("proposal_not_found");
    await repo.lockLoadingRequest(tx, found.loadingRequestId);
    const proposal = await repo.lockProposal(tx, proposalId);
    if (!proposal) throw new AppError("proposal_not_found");
    if (proposal.status !== "pending") throw new AppError("proposal_not_pending");
    assertProposalTransition("pending", "withdrawn");
    await repo.setProposalStatus(tx, proposal.id, "withdrawn");
  });
  const row = await repo.findProposal(db, proposalId);
  if (!row) throw new AppError("proposal_not_found");
  const [shown] = await view.toDriverProposals(db, [row]);
  if (!shown) throw new Error("proposal view lost its row");
  return shown;
}

export async function listDriverProposals(
  db: Database,
  driverId: number,
  query: z.output<typeof driverProposalsQuerySchema>,
): Promise<Page<DriverProposal>> {
  await workingDriver(db, driverId);
  return paged(
    query,
    (limit, offset) =>
      repo.listDriverProposals(db, {
        driverId,
        ...(query.status ? { status: query.status } : {}),
        limit,
        offset,
      }),
    (rows) => view.toDriverProposals(db, rows),
  );
}

export async function listDriverJobs(
  db: Database,
  driverId: number,
  query: PageQuery,
): Promise<Page<DriverJob>> {
  await workingDriver(db, driverId);
  return paged(
    query,
    (limit, offset) => repo.listGroups(db, { driverId, limit, offset }),
    (rows) => view.toDriverJobs(db, rows),
  );
}

/** 404 for a group that is not this driver's job (another's looks like none). */
export async function ownJob(
  db: Database,
  driverId: number,
  groupId: number,
): Promise<repo.OrderGroupRow> {
  const group = await repo.findGroup(db, groupId);
  if (!group || group.driverId !== driverId) throw new AppError("job_not_found");
  return group;
}

export async function lockOwnJob(tx: Database, driverId: number, groupId: number) {
  const group = await repo.lockGroup(tx, groupId);
  if (!group || group.driverId !== driverId) throw new AppError("job_not_found");
  return group;
}

export async function getDriverJob(
  db: Database,
  driverId: number,
  groupId: number,
): Promise<DriverJob> {
  await workingDriver(db, driverId);
  const [job] = await view.toDriverJobs(db, [await ownJob(db, driverId, groupId)]);
  if (!job) throw new Error("job view lost its row");
  return job;
}

export function markGroupLoaded(tx: Database, groupId: number) {
  return repo.updateGroup(tx, groupId, { loadedAt: new Date() });
}

/** A delivery photo must be an image its deliverer uploaded. */
export async function assertDeliveryPhoto(db: Database, ownerId: number, fileId?: string) {
  if (fileId === undefined) return;
  if (!(await ownsImage(db, ownerId, fileId))) {
    throw new AppError("validation_failed", {
      fieldErrors: fieldErrorsOf({ photo_file_id: "file_not_usable" }),
    });
  }
}

export { workingDriver };
