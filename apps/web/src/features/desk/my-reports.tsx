"use client";

import type { Report } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { AlertIcon } from "@/components/icons";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { itemsOf, usePagedList } from "@/lib/api/use-paged-list";
import { joinInline } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import { OWN_REPORTS_KEY, type ReporterSide, reportsPath } from "./desk-paths";
import { ReportStatusBadge, ReportSubjectLine } from "./report-subject";

const PER_PAGE = 20;

/**
 * /customer/profile/reports and /shop/profile/reports: one's own reports, newest first, each
 * with its status and the admins' answer (the outcome the issue asks the reporter to see).
 */
export function MyReports({ side }: { side: ReporterSide }) {
  const t = useTranslations("desk.myReports");
  const list = usePagedList<Report>({
    path: reportsPath(side),
    payload: {},
    cacheKey: OWN_REPORTS_KEY,
    perPage: PER_PAGE,
  });
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  const reports = itemsOf(list.data.pages);
  if (reports.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <AlertIcon className="size-10 text-slate-400" />
        <p className="text-lg font-semibold text-slate-900">{t("emptyTitle")}</p>
        <p className="text-slate-600">{t("emptyText")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} side={side} />
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={list} texts={{ more: t("more"), loading: t("more") }} />
    </div>
  );
}

function ReportCard({ report, side }: { report: Report; side: ReporterSide }) {
  const t = useTranslations("desk");
  const language = useLocale();
  return (
    <article
      data-testid="own-report"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ReportSubjectLine subject={report.subject} viewer={side} />
        <ReportStatusBadge status={report.status} />
      </div>
      <p className="text-sm text-slate-500">
        {joinInline(language, [
          t(`reasons.${report.reason}`),
          t("myReports.sent", { date: formatDateTime(report.created_at, language) }),
        ])}
      </p>
      <div>
        <p className="text-sm font-semibold text-slate-700">{t("myReports.yourText")}</p>
        <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
          {report.text}
        </p>
      </div>
      {report.answer ? (
        <blockquote className="rounded-xl bg-emerald-50 p-3 text-slate-800">
          <p className="mb-1 text-sm font-semibold text-emerald-900">{t("myReports.answer")}</p>
          <p dir="auto" className="whitespace-pre-line break-words" data-testid="report-answer">
            {report.answer}
          </p>
        </blockquote>
      ) : (
        <p className="text-sm text-slate-600">
          {report.status === "closed"
            ? t("myReports.closedWithoutAnswer")
            : t("myReports.noAnswer")}
        </p>
      )}
    </article>
  );
}
