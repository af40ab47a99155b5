import type { ErrorCode } from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import type { TransitionTable } from "../../lib/state-machine";
import { recordAdminAction } from "../audit/audit.service";
import { notifyReviewed } from "../notifications/notifications.service";
import {
  assertReviewMove,
  type DecidedStatus,
  decidedStatus,
  type ReviewDecision,
  type ReviewStatus,
} from "./review.states";

/** The review columns a subject's row carries, as its lock returns them. */
export interface ReviewedRow<S extends string> {
  reviewStatus: S;
  rejectionReason: string | null;
}

/** The one write a decision makes: applied only while the row still has `from`. */
export interface ReviewWrite<S extends string> {
  from: S;
  reviewStatus: DecidedStatus;
  rejectionReason: string | null;
  reviewedBy: number;
}

/**
 * What the workflow needs to know about one kind of subject. Each module keeps its own
 * table, state table and texts, and hands the workflow this small adapter.
 */
export interface ReviewSubject<
  S extends string,
  Row = unknown,
  Shown = unknown,
  Profile = unknown,
> {
  /** Who is notified, and the audit log's `targetKind` and action prefix. */
  role: "seller" | "driver";
  transitions: TransitionTable<S>;
  notFound: ErrorCode;
  notPending: ErrorCode;
  pageSize: number;
  /** The subjects in one status, most recently changed first. */
  listByStatus(db: Database, options: { status: S; limit: number; offset: number }): Promise<Row[]>;
  /** What the admin sees of them. */
  show(db: Database, rows: Row[]): Promise<Shown[]>;
  lock(tx: Database, id: number): Promise<ReviewedRow<S> | null | undefined>;
  /** False when the row's status moved since the lock was taken. */
  write(tx: Database, id: number, values: ReviewWrite<S>): Promise<boolean>;
  /** The profile the decision answers with, as its owner sees it. */
  profile(db: Database, id: number): Promise<Profile>;
}

/** The subjects in one review status, most recently changed first, a page at a time. */
export async function listForReview<S extends string, Row, Shown>(
  db: Database,
  subject: ReviewSubject<S, Row, Shown, unknown>,
  input: { status: S; page: number },
): Promise<Shown[]> {
  const rows = await subject.listByStatus(db, {
    status: input.status,
    limit: subject.pageSize,
    offset: (input.page - 1) * subject.pageSize,
  });
  return subject.show(db, rows);
}

/**
 * An admin approves one in review or rejects them with a reason they will read, suspends an
 * approved one or reinstates a suspended one. The decision is checked against the subject's
 * state table under its row lock, written only from the status read, the person is notified
 * (with the reason given to reject or suspend) and the audit log records it, all in one
 * transaction. Answers the subject's profile as it now is.
 */
export async function decideReview<S extends ReviewStatus | "draft", Row, Shown, Profile>(
  db: Database,
  subject: ReviewSubject<S, Row, Shown, Profile>,
  ids: { adminId: number; subjectId: number },
  input: { decision: ReviewDecision; reason?: string | undefined },
): Promise<Profile> {
  const to = decidedStatus[input.decision];
  await db.transaction(async (tx) => {
    const row = await subject.lock(tx, ids.subjectId);
    if (!row) throw new AppError(subject.notFound);
    const from = row.reviewStatus;
    assertReviewMove(subject.transitions, from, to as S, subject.notPending);
    const reason = to === "approved" ? null : (input.reason ?? null);
    const written = await subject.write(tx, ids.subjectId, {
      from,
      reviewStatus: to,
      rejectionReason: reason,
      reviewedBy: ids.adminId,
    });
    if (!written) throw new AppError(subject.notPending);
    await notifyReviewed(tx, { role: subject.role, userId: ids.subjectId }, { to, reason });
    await recordAdminAction(tx, {
      adminUserId: ids.adminId,
      action: `${subject.role}.${input.decision}`,
      targetKind: subject.role,
      targetId: ids.subjectId,
      before: { review_status: from, reason: row.rejectionReason },
      after: { review_status: to, reason },
    });
  });
  return subject.profile(db, ids.subjectId);
}
