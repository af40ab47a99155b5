import type { Proposal, ProposalStatus } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { driverStandings, driversById } from "../drivers/drivers.standing";
import { rankBids } from "./bid-ranking";
import { arrivalOf, bidStands, endOfLoadingDay } from "./freight.rules";
import * as repo from "./shipping.repo";

/*
 * Proposals as the seller and their own driver see them. A proposal's status is read as of
 * now: a pending one whose time passed is `expired`, one made on an older revision of the
 * load `stale`, whether or not the job or the change has written it yet.
 */

type Revisioned = Pick<repo.LoadingRequestRow, "revision" | "loadingDate">;

export function proposalStatusNow(
  row: repo.ProposalRow,
  request: Pick<repo.LoadingRequestRow, "revision">,
  now: Date,
): ProposalStatus {
  if (row.status !== "pending") return row.status;
  if (!bidStands(row, now)) return "expired";
  if (row.requestRevision < request.revision) return "stale";
  return "pending";
}

/** A proposal without who made it: what its own driver sees. */
export function ownProposal(
  row: repo.ProposalRow,
  request: Revisioned,
  now = new Date(),
): Omit<Proposal, "driver"> {
  return {
    id: row.id,
    loading_request_id: row.loadingRequestId,
    status: proposalStatusNow(row, request, now),
    price_rials: row.priceRials,
    duration_hours: row.durationHours,
    // A bid from before bids had a time stands until the end of the loading day.
    valid_until: (row.validUntil ?? endOfLoadingDay(request.loadingDate)).toISOString(),
    request_revision: row.requestRevision,
    ranking: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Proposals as the seller sees them: each with the driver's vehicle, rating and experience. */
async function toProposals(
  db: Database,
  request: Revisioned,
  rows: readonly repo.ProposalRow[],
  now: Date,
): Promise<Proposal[]> {
  const driverIds = rows.map((row) => row.driverId);
  const drivers = await driversById(db, driverIds);
  const standings = await driverStandings(db, driverIds);
  return rows.map((row) => {
    const found = drivers.get(row.driverId);
    const standing = standings.get(row.driverId);
    const vehicle = found?.vehicleType;
    return {
      ...ownProposal(row, request, now),
      driver: {
        id: row.driverId,
        name: found?.driver.name ?? "",
        vehicle_type: vehicle
          ? { id: vehicle.id, title: vehicle.nameFa, title_en: vehicle.nameEn }
          : { id: 0, title: "", title_en: "" },
        rating_average: standing?.ratingAverage ?? null,
        rating_count: standing?.ratingCount ?? 0,
        completed_jobs: standing?.completedJobs ?? 0,
      },
    };
  });
}

/**
 * The seller's list of a request's bids: the pending ones that stand on its current revision
 * ranked first (each with its place and why), then the rest (accepted, declined, withdrawn,
 * expired, stale) cheapest first.
 */
export async function sellerBids(
  db: Database,
  request: repo.LoadingRequestRow,
  now = new Date(),
): Promise<Proposal[]> {
  const views = await toProposals(db, request, await repo.proposalsOfRequest(db, request.id), now);
  const [block] = await repo.timeBlocksByIds(db, [request.timeBlockId]);
  const live = views.filter((view) => view.status === "pending");
  const ranking = rankBids(
    live.map((view) => ({
      id: view.id,
      arrivesAt: arrivalOf(
        { loadingDate: request.loadingDate, windowEndsAt: block?.endsAt ?? "24:00" },
        view.duration_hours,
      ),
      priceRials: view.price_rials,
      rating: view.driver.rating_average,
    })),
  );
  const ranked = live
    .map((view) => ({ ...view, ranking: ranking.get(view.id) ?? null }))
    .sort((a, b) => (a.ranking?.position ?? 0) - (b.ranking?.position ?? 0));
  return [...ranked, ...views.filter((view) => view.status !== "pending")];
}
