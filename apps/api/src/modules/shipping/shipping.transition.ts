import { type LoadingRequestStatus, type ProposalStatus, proposalStatuses } from "@kesht/contracts";
import { type Database, schema } from "@kesht/db";
import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { LoadingRequestRow, ProposalRow } from "./shipping.repo";
import {
  assertProposalTransition,
  assertRequestTransition,
  proposalTransitions,
} from "./shipping.states";

const { driverProposals, loadingRequests } = schema;

/** The proposal statuses a driver's new offer may rewrite as pending (per the state table). */
const renewable = proposalStatuses.filter((from) => proposalTransitions[from].includes("pending"));

/**
 * The one writer of `loading_requests.status`: checks the move against the state table and
 * writes it only if the row still has the status the caller read, so a stale read cannot
 * skip a state (409 `conflict` when the row moved meanwhile). Call it inside the transaction
 * that holds the request's lock and does the rest of the work.
 */
export async function transitionLoadingRequest(
  tx: Database,
  request: Pick<LoadingRequestRow, "id" | "status">,
  to: LoadingRequestStatus,
): Promise<LoadingRequestRow> {
  assertRequestTransition(request.status, to);
  const [updated] = await tx
    .update(loadingRequests)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(loadingRequests.id, request.id), eq(loadingRequests.status, request.status)))
    .returning();
  if (!updated) throw new AppError("conflict");
  return updated;
}

/** The one writer of `driver_proposals.status`, guarded as `transitionLoadingRequest` is. */
export async function transitionProposal(
  tx: Database,
  proposal: Pick<ProposalRow, "id" | "status">,
  to: ProposalStatus,
): Promise<ProposalRow> {
  assertProposalTransition(proposal.status, to);
  const [updated] = await tx
    .update(driverProposals)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(driverProposals.id, proposal.id), eq(driverProposals.status, proposal.status)))
    .returning();
  if (!updated) throw new AppError("conflict");
  return updated;
}

/**
 * Declines every still-pending proposal of a request (another was accepted, or the request
 * closed): the same `pending → declined` move for each, written only where the row is still
 * pending. Answers the declined drivers' ids.
 */
export async function declinePendingProposals(tx: Database, requestId: number): Promise<number[]> {
  assertProposalTransition("pending", "declined");
  const rows = await tx
    .update(driverProposals)
    .set({ status: "declined", updatedAt: sql`now()` })
    .where(
      and(eq(driverProposals.loadingRequestId, requestId), eq(driverProposals.status, "pending")),
    )
    .returning({ driverId: driverProposals.driverId });
  return rows.map((row) => row.driverId);
}

/**
 * Creates the driver's proposal (born `pending`) or, as there is one row per driver and
 * request, moves it back to pending with the new price: a change while pending, a renewal
 * after withdrawing. The caller checked the move under the request's lock; the conflict
 * update applies only from a status that may become pending, so a proposal that was
 * accepted or declined meanwhile answers 409 instead of coming back to life.
 */
export async function proposeOrRenew(
  tx: Database,
  values: {
    loadingRequestId: number;
    driverId: number;
    priceRials: number;
    durationHours: number;
    validUntil: Date;
    requestRevision: number;
  },
): Promise<ProposalRow> {
  const [row] = await tx
    .insert(driverProposals)
    .values({ ...values, status: "pending" })
    .onConflictDoUpdate({
      target: [driverProposals.loadingRequestId, driverProposals.driverId],
      set: {
        status: "pending",
        priceRials: values.priceRials,
        durationHours: values.durationHours,
        validUntil: values.validUntil,
        requestRevision: values.requestRevision,
        updatedAt: sql`now()`,
      },
      setWhere: inArray(driverProposals.status, renewable),
    })
    .returning();
  if (!row) throw new AppError("conflict");
  return row;
}

/**
 * Marks `expired` the pending proposals whose time passed (the job's sweep; lists and accepts
 * already treat them as gone). Written only where the row is still pending, a batch at a time.
 * Answers how many.
 */
export async function expireLapsedProposals(db: Database, now: Date): Promise<number> {
  assertProposalTransition("pending", "expired");
  const lapsed = db
    .select({ id: driverProposals.id })
    .from(driverProposals)
    .where(and(eq(driverProposals.status, "pending"), lte(driverProposals.validUntil, now)))
    .limit(1000);
  const rows = await db
    .update(driverProposals)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(and(inArray(driverProposals.id, lapsed), eq(driverProposals.status, "pending")))
    .returning({ id: driverProposals.id });
  return rows.length;
}

/**
 * The seller changed the load: every pending proposal made on an older revision becomes
 * `stale` (those whose time passed are left to the expiry job). Answers their drivers' ids.
 */
export async function markProposalsStale(
  tx: Database,
  request: Pick<LoadingRequestRow, "id" | "revision">,
  now: Date,
): Promise<number[]> {
  assertProposalTransition("pending", "stale");
  const rows = await tx
    .update(driverProposals)
    .set({ status: "stale", updatedAt: sql`now()` })
    .where(
      and(
        eq(driverProposals.loadingRequestId, request.id),
        eq(driverProposals.status, "pending"),
        lt(driverProposals.requestRevision, request.revision),
        or(isNull(driverProposals.validUntil), gt(driverProposals.validUntil, now)),
      ),
    )
    .returning({ driverId: driverProposals.driverId });
  return rows.map((row) => row.driverId);
}
