"use client";

import type { AdminCashRequest, cashRequestStatuses, Language } from "@kesht/contracts";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { CheckBadgeIcon } from "@/components/icons";
import { OfficialNumber } from "@/components/official-number";
import { Skeleton } from "@/components/skeleton";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog/money";
import { cashRequestTone } from "@/features/wallet/cash-request-status";
import { useApiQuery } from "@/lib/api";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";
import {
  ADMIN_CASH_REQUESTS_KEY,
  type CashRequestDecision,
  CashRequestDecisionDialog,
} from "./cash-requests-dialog";

export type CashRequestStatus = (typeof cashRequestStatuses)[number];
const statuses: readonly CashRequestStatus[] = ["pending", "paid", "rejected"];

/**
 * /admin/cash-requests: the requests waiting to be paid out (oldest first, as they should be
 * worked), and those already decided; each pending one can be marked paid or rejected.
 */
export function AdminCashRequests({ status }: { status: CashRequestStatus }) {
  const t = useTranslations("money.admin");
  const requests = useApiQuery<AdminCashRequest[]>({
    path: "/admin/cash-requests",
    payload: { status },
    cacheKey: ADMIN_CASH_REQUESTS_KEY,
  });
  const [deciding, setDeciding] = useState<{
    request: AdminCashRequest;
    decision: CashRequestDecision;
  } | null>(null);

  let body: React.ReactNode;
  if (requests.isError) {
    body = <LoadFailed onRetry={() => void requests.refetch()} />;
  } else if (!requests.data) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  } else if (requests.data.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
        <CheckBadgeIcon className="size-10 text-emerald-600" />
        <p className="text-lg font-semibold text-slate-900">{t(`empty.${status}`)}</p>
      </div>
    );
  } else {
    const list = requests.data.data;
    body = (
      <>
        <p className="mb-4 text-slate-600">{t("count", { count: list.length })}</p>
        <ul className="flex flex-col gap-4">
          {list.map((request) => (
            <li key={request.id}>
              <CashRequestCard
                request={request}
                onDecide={(decision) => setDeciding({ request, decision })}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <>
      <nav aria-label={t("filterLabel")} className="mb-5">
        <ul className="flex gap-1 rounded-full bg-slate-200/70 p-1">
          {statuses.map((option) => (
            <li key={option} className="flex-1">
              <Link
                href={
                  option === "pending"
                    ? "/admin/cash-requests"
                    : `/admin/cash-requests?status=${option}`
                }
                aria-current={option === status ? "page" : undefined}
                scroll={false}
                className={`flex min-h-11 items-center justify-center rounded-full px-3 text-center font-semibold ${
                  option === status
                    ? "bg-white text-primary-800 shadow-sm"
                    : "text-slate-600 hover:text-slate-900"
                }`}
              >
                {t(`filter.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ExportCsvLink status={status} />
      {body}
      <CashRequestDecisionDialog
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? "paid"}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

function CashRequestCard({
  request,
  onDecide,
}: {
  request: AdminCashRequest;
  onDecide: (decision: CashRequestDecision) => void;
}) {
  const t = useTranslations("money.admin");
  const tStatus = useTranslations("money.cashRequests.status");
  const language = useLocale() as Language;
  const money = useMoney();
  const titleId = `cash-request-${request.id}-title`;
  const { requester } = request;
  const who =
    requester.role === "seller" && requester.store_name
      ? bilingual(
          { store_name: requester.store_name, store_name_en: requester.store_name_en ?? "" },
          language,
        )
      : (requester.name ?? t("noName"));

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            <bdi>{who}</bdi>
          </h2>
          <p className="text-sm text-slate-600">
            {t(`role.${requester.role}`)}
            {requester.role === "seller" && requester.name ? (
              <>
                {separatorsOf(language).inline}
                <bdi>{requester.name}</bdi>
              </>
            ) : null}
          </p>
        </div>
        <ToneBadge tone={cashRequestTone(request.status)}>{tStatus(request.status)}</ToneBadge>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-500">{t("amount")}</dt>
          <dd className="text-lg font-bold text-slate-900">{money.toman(request.amount_rials)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("requested")}</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={request.created_at}>
              {formatDateTime(request.created_at, language)}
            </time>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-slate-500">{t("sheba")}</dt>
          <dd className="font-medium text-slate-900">
            <OfficialNumber value={request.sheba} copyName={t("sheba")} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("mobile")}</dt>
          <dd className="font-medium text-slate-900">
            <LtrValue value={requester.mobile} />
          </dd>
        </div>
        {request.bank_reference ? (
          <div>
            <dt className="text-sm text-slate-500">{t("bankReference")}</dt>
            <dd className="font-medium text-slate-900">
              <OfficialNumber value={request.bank_reference} copyName={t("bankReference")} />
            </dd>
          </div>
        ) : null}
        {request.rejection_reason ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-slate-500">{t("reason")}</dt>
            <dd className="font-medium text-slate-900">
              <bdi>{request.rejection_reason}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      {request.status === "pending" ? (
        <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
          <button
            type="button"
            onClick={() => onDecide("paid")}
            aria-describedby={titleId}
            className={primaryButton}
          >
            {t("markPaid")}
          </button>
          <button
            type="button"
            onClick={() => onDecide("rejected")}
            aria-describedby={titleId}
            className={`${secondaryButton} text-red-700`}
          >
            {t("reject")}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The bank's batch: a streamed CSV of every request of the tab (the API records who took it).
 * A plain link, so the browser downloads it with the session cookie, through the web's proxy.
 */
function ExportCsvLink({ status }: { status: CashRequestStatus }) {
  const t = useTranslations("console.cashOuts");
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t("exportHint")}</p>
      <a
        href={`/api/v1/admin/cash-requests/export.csv?status=${status}`}
        download
        className={secondaryButton}
      >
        {t("exportCsv")}
      </a>
    </div>
  );
}
