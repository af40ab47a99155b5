import type {
  AdminReport,
  Report,
  ReportReason,
  ReportStatus,
  ReportSubject,
} from "@kesht/contracts";
import type { Database } from "@kesht/db";
import { AppError } from "../../lib/app-error";
import { recordAdminAction } from "../audit/audit.service";
import { pageWindow, splitPage } from "../catalog/paging";
import { blockSender } from "../conversations/conversations.service";
import * as repo from "./reports.repo";
import { assertReportTransition } from "./reports.states";

export type ReporterRole = repo.ReporterRole;

interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  has_more: boolean;
}

/**
 * A customer's or a shop's report. The subject must be one the reporter can see (see
 * `subjectVisibleTo`); anything else is "not found", so guessing ids tells nothing. One open
 * report per reporter and subject: a second one while the first waits is a 409.
 */
export async function createReport(
  db: Database,
  reporter: { id: number; role: ReporterRole },
  body: { subject_kind: ReportSubject; subject_id: number; reason: ReportReason; text: string },
): Promise<Report> {
  const subject = { kind: body.subject_kind, id: body.subject_id };
  const row = await db.transaction(async (tx) => {
    if (!(await repo.subjectVisibleTo(tx, subject, reporter))) {
      throw new AppError("report_subject_not_found");
    }
    await repo.lockReporter(tx, reporter.id);
    if (await repo.hasOpenReport(tx, reporter.id, subject)) {
      throw new AppError("report_already_open");
    }
    return repo.insertReport(tx, {
      reporterId: reporter.id,
      reporterRole: reporter.role,
      subjectKind: subject.kind,
      subjectId: subject.id,
      reason: body.reason,
      body: body.text,
    });
  });
  const [report] = await toReports(db, [{ report: row, reporterName: null }]);
  if (!report) throw new Error("a new report could not be read back");
  return report;
}

/** One's own reports, newest first, with the admins' answers. */
export async function listOwnReports(
  db: Database,
  reporterId: number,
  query: { page: number; per_page: number },
): Promise<Page<Report>> {
  const rows = await repo.listReports(db, {
    reporterId,
    ...pageWindow(query.page, query.per_page),
  });
  const page = splitPage(rows, query.per_page);
  return {
    items: await toReports(db, page.rows),
    page: query.page,
    per_page: query.per_page,
    has_more: page.hasMore,
  };
}

/** Every report for the admins, newest first, by status and subject kind when asked. */
export async function listReportsForAdmin(
  db: Database,
  query: { status?: ReportStatus; subject_kind?: ReportSubject; page: number; per_page: number },
): Promise<Page<AdminReport>> {
  const rows = await repo.listReports(db, {
    status: query.status,
    subjectKind: query.subject_kind,
    ...pageWindow(query.page, query.per_page),
  });
  const page = splitPage(rows, query.per_page);
  return {
    items: await toAdminReports(db, page.rows),
    page: query.page,
    per_page: query.per_page,
    has_more: page.hasMore,
  };
}

/** An admin's answer, given once; the reporter reads it with their report. */
export async function answerReport(
  db: Database,
  adminId: number,
  id: number,
  text: string,
): Promise<AdminReport> {
  return settle(db, adminId, id, "answered", {
    answer: text,
    answeredBy: adminId,
    answeredAt: new Date(),
  });
}

/** Closes a report, answered or not; a closed report takes nothing more. */
export async function closeReport(db: Database, adminId: number, id: number): Promise<AdminReport> {
  return settle(db, adminId, id, "closed", {});
}

/** A report read for the admins by id (404 when there is none); used by blocks too. */
export async function getReportForAdmin(db: Database, id: number): Promise<AdminReport> {
  const [row] = await repo.listReports(db, { reportId: id, limit: 1, offset: 0 });
  if (!row) throw new AppError("report_not_found");
  const [report] = await toAdminReports(db, [row]);
  if (!report) throw new AppError("report_not_found");
  return report;
}

async function settle(
  db: Database,
  adminId: number,
  id: number,
  to: "answered" | "closed",
  values: Parameters<typeof repo.updateReport>[2],
): Promise<AdminReport> {
  await db.transaction(async (tx) => {
    const row = await repo.lockReport(tx, id);
    if (!row) throw new AppError("report_not_found");
    assertReportTransition(row.status, to);
    await repo.updateReport(tx, id, { ...values, status: to });
    await recordAdminAction(tx, {
      adminUserId: adminId,
      action: to === "answered" ? "report.answer" : "report.close",
      targetKind: "report",
      targetId: id,
      before: { status: row.status },
      after: { status: to, ...(values.answer ? { answer: values.answer } : {}) },
    });
  });
  return getReportForAdmin(db, id);
}

type ListedRow = { report: repo.ReportRow; reporterName: string | null };

async function toReports(db: Database, rows: readonly ListedRow[]): Promise<Report[]> {
  const facts = await repo.describeSubjects(
    db,
    rows.map(({ report }) => ({ kind: report.subjectKind as ReportSubject, id: report.subjectId })),
  );
  return rows.map(({ report }) => {
    const fact = facts.get(`${report.subjectKind}:${report.subjectId}`);
    return {
      id: report.id,
      subject: {
        kind: report.subjectKind as ReportSubject,
        id: report.subjectId,
        title: fact?.title ?? null,
        title_en: fact?.titleEn ?? null,
        order_id: fact?.orderId ?? null,
        hidden: fact?.hidden ?? null,
      },
      reason: report.reason as ReportReason,
      text: report.body,
      status: report.status,
      answer: report.answer,
      answered_at: report.answeredAt?.toISOString() ?? null,
      created_at: report.createdAt.toISOString(),
    };
  });
}

async function toAdminReports(db: Database, rows: readonly ListedRow[]): Promise<AdminReport[]> {
  const reports = await toReports(db, rows);
  return reports.map((report, index) => {
    const row = rows[index] as ListedRow;
    return {
      ...report,
      reporter: {
        id: row.report.reporterId,
        name: row.reporterName,
        role: row.report.reporterRole as ReporterRole,
      },
    };
  });
}

/**
 * An admin stops the person behind a report's subject from sending messages anywhere: a chat
 * message's sender, a product's or shop's seller, an order's other side.
 */
export async function blockReportedPerson(
  db: Database,
  input: { reportId: number; adminId: number; reason: string },
): Promise<{ user_id: number; reason: string }> {
  const report = await repo.findReport(db, input.reportId);
  if (!report) throw new AppError("report_not_found");
  const userId = await repo.subjectOwner(db, report);
  if (userId === undefined) throw new AppError("report_subject_not_found");
  await db.transaction(async (tx) => {
    await blockSender(tx, { userId, blockedBy: input.adminId, reason: input.reason });
    await recordAdminAction(tx, {
      adminUserId: input.adminId,
      action: "report.block_sender",
      targetKind: "report",
      targetId: input.reportId,
      after: { user_id: userId, reason: input.reason },
    });
  });
  return { user_id: userId, reason: input.reason };
}
