"use client";

import {
  type AdminReport,
  type Language,
  type ReportStatus,
  type ReportSubject,
  reportAnswerBodySchema,
  reportStatuses,
  reportSubjects,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadFailed } from "@/components/feedback/load-failed";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { CheckBadgeIcon } from "@/components/icons";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { Skeleton } from "@/components/skeleton";
import { request } from "@/lib/api";
import { itemsOf, usePagedList } from "@/lib/api/use-paged-list";
import { joinInline } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { BlockDialog } from "./admin-support";
import { ReportStatusBadge, ReportSubjectLine } from "./report-subject";

/** The admins' list of reports; an answer or a close refetches it. */
const ADMIN_REPORTS_KEY = "admin-reports";
const PER_PAGE = 20;

/**
 * /admin/reports: reports newest first, filtered by status (open by default) and by what they
 * name; each shows its subject (linked where it has a page), the reporter and their words,
 * and is answered once or closed.
 */
export function AdminReports() {
  const t = useTranslations("desk");
  const [status, setStatus] = useState<ReportStatus | "">("open");
  const [kind, setKind] = useState<ReportSubject | "">("");
  const [answering, setAnswering] = useState<AdminReport | null>(null);
  const [closing, setClosing] = useState<AdminReport | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const statusId = useId();
  const kindId = useId();
  const list = usePagedList<AdminReport>({
    path: "/admin/reports",
    payload: { ...(status ? { status } : {}), ...(kind ? { subject_kind: kind } : {}) },
    cacheKey: ADMIN_REPORTS_KEY,
    perPage: PER_PAGE,
  });

  const close = async (report: AdminReport) => {
    setIsClosing(true);
    await request({
      method: "POST",
      path: `/admin/reports/${report.id}/close`,
      cacheKey: ADMIN_REPORTS_KEY,
      label: "close report",
    });
    setIsClosing(false);
    setClosing(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
            {t("adminReports.status")}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReportStatus | "")}
            className={`${controlClass} ${controlBorder(false)}`}
          >
            <option value="">{t("adminReports.all")}</option>
            {reportStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm font-semibold text-slate-800">
            {t("adminReports.kind")}
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as ReportSubject | "")}
            className={`${controlClass} ${controlBorder(false)}`}
          >
            <option value="">{t("adminReports.all")}</option>
            {reportSubjects.map((value) => (
              <option key={value} value={value}>
                {t(`subjects.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ReportList list={list} onAnswer={setAnswering} onClose={setClosing} />
      <ReasonDialog
        isOpen={answering !== null}
        onClose={() => setAnswering(null)}
        title={t("adminReports.answerTitle")}
        lead={t("adminReports.answerLead")}
      >
        {answering ? <AnswerForm report={answering} onDone={() => setAnswering(null)} /> : null}
      </ReasonDialog>
      <ConfirmDialog
        open={closing !== null}
        title={t("adminReports.closeTitle")}
        text={t("adminReports.closeLead")}
        confirmLabel={t("adminReports.confirmClose")}
        cancelLabel={t("adminReports.back")}
        isPending={isClosing}
        onConfirm={() => {
          if (closing) void close(closing);
        }}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}

function ReportList({
  list,
  onAnswer,
  onClose,
}: {
  list: ReturnType<typeof usePagedList<AdminReport>>;
  onAnswer: (report: AdminReport) => void;
  onClose: (report: AdminReport) => void;
}) {
  const t = useTranslations("desk.adminReports");
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  const reports = itemsOf(list.data.pages);
  if (reports.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <CheckBadgeIcon className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="text-slate-600">{t("emptyText")}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {reports.map((report) => (
          <li key={report.id}>
            <AdminReportCard
              report={report}
              onAnswer={() => onAnswer(report)}
              onClose={() => onClose(report)}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <button
          type="button"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          className={`${secondaryButton} self-center`}
        >
          {t("more")}
        </button>
      ) : null}
    </>
  );
}

function AdminReportCard({
  report,
  onAnswer,
  onClose,
}: {
  report: AdminReport;
  onAnswer: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("desk");
  const language = useLocale() as Language;
  return (
    <article
      data-testid="admin-report"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReportSubjectLine subject={report.subject} viewer="admin" />
        <ReportStatusBadge status={report.status} />
      </div>
      <p className="text-sm text-slate-500">
        {joinInline(language, [
          `${t("adminReports.reporter")}: ${report.reporter.name ?? t("adminReports.noName")} (${t(`adminReports.${report.reporter.role}`)})`,
          t(`reasons.${report.reason}`),
          t("adminReports.sent", { date: formatDateTime(report.created_at, language) }),
        ])}
      </p>
      <p
        dir="auto"
        className="whitespace-pre-line break-words rounded-xl bg-amber-50 p-3 text-slate-800"
      >
        {report.text}
      </p>
      {report.answer ? (
        <blockquote className="rounded-xl bg-emerald-50 p-3 text-slate-800">
          <p className="mb-1 text-sm font-semibold text-emerald-900">{t("adminReports.answer")}</p>
          <p dir="auto" className="whitespace-pre-line break-words">
            {report.answer}
          </p>
        </blockquote>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <BlockButton reportId={report.id} />
        {report.status === "closed" ? null : (
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t("adminReports.close")}
          </button>
        )}
        {report.status === "open" ? (
          <button type="button" onClick={onAnswer} className={primaryButton}>
            {t("adminReports.answer")}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** Stops the person behind the report's subject from sending messages. */
function BlockButton({ reportId }: { reportId: number }) {
  const t = useTranslations("desk.adminSupport");
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${secondaryButton} text-red-700`}
      >
        {t("block")}
      </button>
      <BlockDialog
        path={`/admin/reports/${reportId}/block-sender`}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function AnswerForm({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const t = useTranslations("desk.adminReports");
  const form = useZodForm(reportAnswerBodySchema, { defaultValues: { text: "" } });
  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<AdminReport, typeof body>({
      call: {
        method: "POST",
        path: `/admin/reports/${report.id}/answer`,
        payload: { ...body },
        cacheKey: ADMIN_REPORTS_KEY,
        label: "answer report",
      },
      fields: ["text"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="text"
        id={`report-${report.id}-answer`}
        label={t("answerText")}
        textAreaProps={{ rows: 4, dir: "auto", maxLength: 2000 }}
      />
      <ReasonDialogActions
        closeText={t("back")}
        submitText={t("sendAnswer")}
        isSubmitting={form.formState.isSubmitting}
        isDestructive={false}
      />
    </form>
  );
}
