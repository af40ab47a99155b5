import {
  type DriverJob,
  type DriverLoadingRequest,
  type DriverProposal,
  type driverProposalsQuerySchema,
  fieldErrorsOf,
  tomanToRials,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { type Page, type PageQuery, paged } from "../../lib/paged";
import { workingDriver } from "../drivers/drivers.standing";
import { ownsImage } from "../files/files.service";
import { notifyProposalReceived } from "../notifications/notifications.service";
import { arrivalOf, assertArrivesInTime, bidValidUntil } from "./freight.rules";
import { proposalStatusNow } from "./proposals.view";
import {
  assertMayBid,
  type Carrier,
  mayCarry,
  routedLoad,
  servesLoad,
  workingCarrier,
} from "./shipping.carrier";
import { shippingToday } from "./shipping.common";
import * as repo from "./shipping.repo";
import { assertProposalTransition } from "./shipping.states";
import { proposeOrRenew, transitionProposal } from "./shipping.transition";
import * as view from "./shipping.view";
import { citiesOnTheWay } from "./trip-loads";

/**
 * The driver's side of shipping: open loads they can serve, their proposals and their jobs.
 * The seller's side is shipping.seller.ts.
 */

export async function listDriverRequests(
  db: Database,
  driverId: number,
  query: PageQuery,
): Promise<Page<DriverLoadingRequest>> {
  const carrier = await workingCarrier(db, driverId);
  const onTrip = carrier.trip.destinations.length > 0;
  const destinationCityIds = onTrip ? await citiesOnTheWay(db, carrier.trip) : undefined;
  return paged(
    query,
    ({ limit, offset }) =>
      repo.listOpenRequestsFor(db, {
        provinceIds: onTrip
          ? carrier.servedProvinceIds.filter((id) => carrier.trip.originProvinceIds.includes(id))
          : carrier.servedProvinceIds,
        capacityKg: carrier.remainingKg,
        ambientOnly: !carrier.refrigerated,
        fromDate: shippingToday(),
        ...(destinationCityIds ? { destinationCityIds } : {}),
        limit,
        offset,
      }),
    (rows) => view.toDriverRequests(db, driverId, rows),
  );
}

/**
 * A request a driver may look at: an open one they may carry (served, suitable vehicle, room
 * left), or one they proposed on. Anything else is 404, so a driver cannot walk the ids of
 * others' loads nor see the cool loads their vehicle cannot take.
 */
export async function visibleRequest(
  db: Database,
  carrier: Carrier,
  requestId: number,
): Promise<repo.LoadingRequestRow> {
  const request = await repo.findLoadingRequest(db, requestId);
  if (!request) throw new AppError("loading_request_not_found");
  const own = await repo.findDriverProposal(db, requestId, carrier.id);
  if (!own && !(request.status === "open" && mayCarry(carrier, await routedLoad(db, request)))) {
    throw new AppError("loading_request_not_found");
  }
  return request;
}

/**
 * A request the driver may see, locked (so what is done on it queues behind other writes),
 * with its group; 404 as `visibleRequest`.
 */
export async function lockVisibleRequest(tx: Database, carrier: Carrier, requestId: number) {
  await visibleRequest(tx, carrier, requestId);
  const request = await repo.lockLoadingRequest(tx, requestId);
  if (!request) throw new AppError("loading_request_not_found");
  const group = await repo.findGroup(tx, request.orderGroupId);
  if (!group) throw new Error("loading request lost its group");
  return { request, group };
}

export async function getDriverRequest(
  db: Database,
  driverId: number,
  requestId: number,
): Promise<DriverLoadingRequest> {
  const request = await visibleRequest(db, await workingCarrier(db, driverId), requestId);
  const [found] = await view.toDriverRequests(db, driverId, [request]);
  if (!found) throw new Error("driver request view lost its row");
  return found;
}

/**
 * Creates the driver's proposal, changes it while pending, or renews it after a withdrawal,
 * an expiry or a change of the load, with the request locked so an accept cannot slip in
 * between. The bid must suit the load as it is now: the vehicle, the room left, the arrive-by
 * time; it stands until `valid_until` (by default the end of the loading day).
 */
export async function proposeOn(
  db: Database,
  driverId: number,
  requestId: number,
  input: { price_toman: number; duration_hours: number; valid_until?: string | undefined },
): Promise<DriverLoadingRequest> {
  const carrier = await workingCarrier(db, driverId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const request = await repo.lockLoadingRequest(tx, requestId);
    if (!request) throw new AppError("loading_request_not_found");
    const existing = await repo.findDriverProposal(tx, requestId, driverId);
    if (!existing && request.status !== "open" && !servesLoad(carrier, request)) {
      throw new AppError("loading_request_not_found");
    }
    if (request.status !== "open" || request.loadingDate < shippingToday()) {
      throw new AppError("loading_request_not_open");
    }
    // A renewal too answers the load as it is now, which may have changed since the first bid.
    assertMayBid(carrier, await routedLoad(tx, request));
    const [block] = await repo.timeBlocksByIds(tx, [request.timeBlockId]);
    const arrival = arrivalOf(
      { loadingDate: request.loadingDate, windowEndsAt: block?.endsAt ?? "24:00" },
      input.duration_hours,
    );
    assertArrivesInTime(request.arriveBy, arrival);
    const validUntil = bidValidUntil(request.loadingDate, input.valid_until, now);
    if (existing) assertProposalTransition(existing.status, "pending");
    await proposeOrRenew(tx, {
      loadingRequestId: requestId,
      driverId,
      priceRials: tomanToRials(input.price_toman),
      durationHours: input.duration_hours,
      validUntil,
      requestRevision: request.revision,
    });
    // A new (or renewed) proposal reaches the shop; a change to one that stands does not.
    const standing = existing && proposalStatusNow(existing, request, now) === "pending";
    if (!standing) await notifyShopOfProposal(tx, request);
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
    await transitionProposal(tx, proposal, "withdrawn");
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
    ({ limit, offset }) =>
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
    ({ limit, offset }) => repo.listGroups(db, { driverId, limit, offset }),
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
