import {
  fieldErrorsOf,
  type LoadingRequest,
  type loadingRequestBodySchema,
  type OrderGroup,
  type ShipmentCarrier,
  shippingRules,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { type Page, type PageQuery, paged } from "../../lib/paged";
import { todayIn } from "../checkout/checkout.rules";
import { assertWindowOpen, earliestStart } from "../commerce-reference/delivery-windows.rules";
import type { OrderRow } from "../orders/orders.transition";
import { assertArriveByAfterWindow, tehranInstant } from "./freight.rules";
import { proposalStatusNow } from "./proposals.view";
import { assertRoomForLoad, routedLoad } from "./shipping.carrier";
import { shippingToday } from "./shipping.common";
import * as repo from "./shipping.repo";
import {
  declinePendingProposals,
  transitionLoadingRequest,
  transitionProposal,
} from "./shipping.transition";
import * as view from "./shipping.view";

/**
 * The seller's side of shipping: groups of orders, loading requests and the choice among
 * drivers' proposals. The driver's side is shipping.driver.ts.
 */

export type { LoadingRequestRow, OrderGroupRow, ProposalRow } from "./shipping.repo";

export type LoadingRequestInput = z.output<typeof loadingRequestBodySchema>;

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
    ({ limit, offset }) => repo.listGroups(db, { sellerId, limit, offset }),
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
    ({ limit, offset }) => repo.listSellerRequests(db, { sellerId, limit, offset }),
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
    // No bid could arrive by a time before the load may leave.
    if (input.arrive_by) {
      assertArriveByAfterWindow(
        new Date(input.arrive_by),
        tehranInstant(input.loading_date, timeBlock.endsAt),
      );
    }
  }
}

/** The columns a loading request form writes, the needs included. */
export function loadColumns(input: LoadingRequestInput) {
  return {
    loadingDate: input.loading_date,
    timeBlockId: input.time_block_id,
    packageTypeId: input.package_type_id,
    weightKg: input.weight_kg,
    note: input.note ? input.note : null,
    temperature: input.temperature,
    arriveBy: input.arrive_by ? new Date(input.arrive_by) : null,
    fragile: input.fragile,
    packageCount: input.package_count,
  };
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
    ...loadColumns(input),
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
  // An accepted request is cancelled only with its load (load-cancel.ts, after a dispute).
  if (request.status !== "open") throw new AppError("loading_request_not_open");
  await transitionLoadingRequest(tx, request, to);
  return declinePendingProposals(tx, request.id);
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
  // A bid whose time passed or that answers an older revision of the load is gone.
  if (proposalStatusNow(proposal, request, new Date()) !== "pending") {
    throw new AppError("proposal_not_pending");
  }
  await assertRoomForLoad(tx, proposal.driverId, await routedLoad(tx, request));
  await transitionLoadingRequest(tx, request, "accepted");
  await transitionProposal(tx, proposal, "accepted");
  const declined = await declinePendingProposals(tx, request.id);
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
