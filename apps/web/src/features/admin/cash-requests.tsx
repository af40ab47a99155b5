"use client";

import type { AdminCashRequest } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { actionsColumn, dateTimeColumn } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { StatusTabs } from "@/components/data-table/status-tabs";
import { OfficialNumber } from "@/components/official-number";
import { LtrValue } from "@/components/text/ltr-value";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { cashRequestTone } from "@/features/wallet";
import { bilingual, separatorsOf } from "@/lib/i18n/languages";
import { type CashRequestStatus, cashRequestTabs } from "./cash-request-tabs";
import {
  ADMIN_CASH_REQUESTS_KEY,
  type CashRequestDecision,
  CashRequestDecisionDialog,
} from "./cash-requests-dialog";

const statuses = cashRequestTabs;

/** The queue is worked oldest first; decided requests read newest first. */
const defaultSorts: Record<CashRequestStatus, { sort: string; order: "asc" | "desc" }> = {
  pending: { sort: "created_at", order: "asc" },
  paid: { sort: "created_at", order: "desc" },
  rejected: { sort: "created_at", order: "desc" },
};

/**
 * /admin/cash-requests: the requests waiting to be paid out (oldest first, as they should be
 * worked), and those already decided, on the console's table: paged and sorted by time or
 * amount through the URL. Each pending one can be marked paid or rejected.
 */
export function AdminCashRequests({ status }: { status: CashRequestStatus }) {
  const t = useTranslations("money.admin");
  const tList = useTranslations("adminLists.cashOuts");
  const tStatus = useTranslations("money.cashRequests.status");
  const language = useLocale();
  const money = useMoney();
  const [deciding, setDeciding] = useState<{
    request: AdminCashRequest;
    decision: CashRequestDecision;
  } | null>(null);

  const columns = useMemo<ColumnDef<AdminCashRequest>[]>(
    () => [
      {
        id: "requester",
        header: tList("requester"),
        cell: ({ row }) => <Requester request={row.original} />,
      },
      {
        id: "amount",
        header: t("amount"),
        enableSorting: true,
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="font-bold whitespace-nowrap">
            {money.toman(row.original.amount_rials)}
          </span>
        ),
      },
      dateTimeColumn<AdminCashRequest>(
        "created_at",
        t("requested"),
        (request) => request.created_at,
        language,
        { enableSorting: true },
      ),
      {
        id: "sheba",
        header: t("sheba"),
        cell: ({ row }) => <OfficialNumber value={row.original.sheba} copyName={t("sheba")} />,
      },
      {
        id: "mobile",
        header: t("mobile"),
        cell: ({ row }) => <LtrValue value={row.original.requester.mobile} />,
      },
      {
        id: "status",
        header: tList("status"),
        cell: ({ row }) => <Decision request={row.original} />,
      },
      actionsColumn<AdminCashRequest>(tList("actions"), (request) =>
        request.status === "pending" ? (
          <>
            <button
              type="button"
              onClick={() => setDeciding({ request, decision: "paid" })}
              aria-describedby={titleIdOf(request)}
              className={primaryButton}
            >
              {t("markPaid")}
            </button>
            <button
              type="button"
              onClick={() => setDeciding({ request, decision: "rejected" })}
              aria-describedby={titleIdOf(request)}
              className={`${secondaryButton} text-red-700`}
            >
              {t("reject")}
            </button>
          </>
        ) : null,
      ),
    ],
    [t, tList, language, money],
  );

  return (
    <>
      <StatusTabs
        label={t("filterLabel")}
        path="/admin/cash-requests"
        options={statuses.map((option) => ({ value: option, label: t(`filter.${option}`) }))}
        current={status}
      />
      <DataTable
        caption={`${t("title")}: ${tStatus(status)}`}
        path="/admin/cash-requests/paged"
        cacheKey={ADMIN_CASH_REQUESTS_KEY}
        columns={columns}
        getRowId={(request) => String(request.id)}
        defaultSort={defaultSorts[status]}
        fixedPayload={{ status }}
        emptyText={t(`empty.${status}`)}
        toolbar={<ExportCsvLink status={status} />}
      />
      <CashRequestDecisionDialog
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? "paid"}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

const titleIdOf = (request: AdminCashRequest) => `cash-request-${request.id}-title`;

/** Who asked: the shop's name for a shop (its manager beneath), else the person's name. */
function Requester({ request }: { request: AdminCashRequest }) {
  const t = useTranslations("money.admin");
  const language = useLocale();
  const { requester } = request;
  const who =
    requester.role === "seller" && requester.store_name
      ? bilingual(
          { store_name: requester.store_name, store_name_en: requester.store_name_en ?? "" },
          language,
        )
      : (requester.name ?? t("noName"));
  return (
    <div className="flex min-w-0 flex-col">
      <bdi id={titleIdOf(request)} className="font-bold text-slate-900">
        {who}
      </bdi>
      <span className="text-sm text-slate-600">
        {t(`role.${requester.role}`)}
        {requester.role === "seller" && requester.name ? (
          <>
            {separatorsOf(language).inline}
            <bdi>{requester.name}</bdi>
          </>
        ) : null}
      </span>
    </div>
  );
}

/** The request's status, with the bank's reference once paid or the reason once rejected. */
function Decision({ request }: { request: AdminCashRequest }) {
  const t = useTranslations("money.admin");
  const tStatus = useTranslations("money.cashRequests.status");
  return (
    <div className="flex flex-col items-start gap-1">
      <ToneBadge tone={cashRequestTone(request.status)}>{tStatus(request.status)}</ToneBadge>
      {request.bank_reference ? (
        <span className="text-sm text-slate-600">
          {t("bankReference")}:{" "}
          <OfficialNumber value={request.bank_reference} copyName={t("bankReference")} />
        </span>
      ) : null}
      {request.rejection_reason ? (
        <span className="text-sm text-slate-600">
          {t("reason")}: <bdi>{request.rejection_reason}</bdi>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The bank's batch: a streamed CSV of every request of the tab (the API records who took it).
 * A plain link, so the browser downloads it with the session cookie, through the web's proxy.
 */
function ExportCsvLink({ status }: { status: CashRequestStatus }) {
  const t = useTranslations("console.cashOuts");
  return (
    <div className="flex flex-col gap-1">
      <a
        href={`/api/v1/admin/cash-requests/export.csv?status=${status}`}
        download
        className={secondaryButton}
      >
        {t("exportCsv")}
      </a>
      <p className="max-w-xs text-sm text-slate-600">{t("exportHint")}</p>
    </div>
  );
}
