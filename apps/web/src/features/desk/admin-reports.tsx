"use client";

import { type AdminReport, reportAnswerBodySchema, reportSubjects } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { actionsColumn, dateTimeColumn } from "@/components/data-table/columns";
import type { DataTableFilter } from "@/components/data-table/data-table";
import { ReasonDialog } from "@/components/reason-dialog";
import { ReasonForm } from "@/components/reason-form";
import { request } from "@/lib/api";
import { BlockDialog } from "./admin-support";
import { DeskStatusTable } from "./desk-status-table";
import type { DeskStatusTab } from "./desk-tabs";
import { ReportStatusBadge, ReportSubjectLine } from "./report-subject";
import { ReviewVisibilityButton } from "./review-visibility-button";

/** The admins' list of reports; an answer or a close refetches it. */
const ADMIN_REPORTS_KEY = "admin-reports";
/** Newest first: the API's one order for reports. */
const defaultSort = { sort: "created_at", order: "desc" } as const;

/**
 * /admin/reports: reports newest first on the console's table, by status (tabs, open by
 * default) and by what they name, paged through the URL; each shows its subject (linked
 * where it has a page), the reporter and their words, and is answered once or closed.
 */
export function AdminReports({ status }: { status: DeskStatusTab }) {
  const t = useTranslations("desk");
  const tList = useTranslations("adminLists.desk");
  const language = useLocale();
  const [answering, setAnswering] = useState<AdminReport | null>(null);
  const [closing, setClosing] = useState<AdminReport | null>(null);
  const [isClosing, setIsClosing] = useState(false);

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

  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        kind: "select",
        id: "subject_kind",
        label: t("adminReports.kind"),
        options: reportSubjects.map((value) => ({ value, label: t(`subjects.${value}`) })),
      },
    ],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminReport>[]>(
    () => [
      {
        id: "subject",
        header: t("adminReports.kind"),
        cell: ({ row }) => <ReportSubjectLine subject={row.original.subject} viewer="admin" />,
      },
      {
        id: "reporter",
        header: t("adminReports.reporter"),
        cell: ({ row }) => {
          const { reporter } = row.original;
          return (
            <span>
              <bdi>{reporter.name ?? t("adminReports.noName")}</bdi> (
              {t(`adminReports.${reporter.role}`)})
            </span>
          );
        },
      },
      {
        id: "report",
        header: tList("report"),
        cell: ({ row }) => (
          <div className="flex max-w-md flex-col gap-1">
            <span className="text-sm font-semibold text-slate-700">
              {t(`reasons.${row.original.reason}`)}
            </span>
            <p dir="auto" className="whitespace-pre-line break-words">
              {row.original.text}
            </p>
            {row.original.answer ? (
              <p className="rounded-xl bg-emerald-50 p-2 text-sm">
                <span className="font-semibold text-emerald-900">{t("adminReports.answer")}: </span>
                <bdi className="whitespace-pre-line break-words">{row.original.answer}</bdi>
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: "status",
        header: t("adminReports.status"),
        cell: ({ row }) => <ReportStatusBadge status={row.original.status} />,
      },
      dateTimeColumn<AdminReport>(
        "created_at",
        tList("sentAt"),
        (report) => report.created_at,
        language,
      ),
      actionsColumn<AdminReport>(tList("actions"), (report) => (
        <>
          {report.status === "open" ? (
            <button type="button" onClick={() => setAnswering(report)} className={primaryButton}>
              {t("adminReports.answer")}
            </button>
          ) : null}
          {report.status === "closed" ? null : (
            <button type="button" onClick={() => setClosing(report)} className={secondaryButton}>
              {t("adminReports.close")}
            </button>
          )}
          <ReviewVisibilityButton report={report} cacheKey={ADMIN_REPORTS_KEY} />
          <BlockButton reportId={report.id} />
        </>
      )),
    ],
    [t, tList, language],
  );

  return (
    <div className="flex flex-col gap-4">
      <DeskStatusTable
        status={status}
        statusLabel={(value) => t(`statuses.${value}`)}
        caption={t("adminReports.title")}
        path="/admin/reports"
        cacheKey={ADMIN_REPORTS_KEY}
        columns={columns}
        getRowId={(report) => String(report.id)}
        defaultSort={defaultSort}
        filters={filters}
        emptyText={t("adminReports.emptyTitle")}
      />
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
  return (
    <ReasonForm
      schema={reportAnswerBodySchema}
      defaultValues={{ text: "" }}
      call={(body) => ({
        method: "POST",
        path: `/admin/reports/${report.id}/answer`,
        payload: { ...body },
        cacheKey: ADMIN_REPORTS_KEY,
        label: "answer report",
      })}
      onDone={onDone}
      text={{
        name: "text",
        id: `report-${report.id}-answer`,
        label: t("answerText"),
        textAreaProps: { rows: 4, maxLength: 2000 },
      }}
      closeText={t("back")}
      submitText={t("sendAnswer")}
      isDestructive={false}
    />
  );
}
