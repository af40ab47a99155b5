"use client";

import type { CashRequest } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { OfficialNumber } from "@/components/official-number";
import { Skeleton } from "@/components/skeleton";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { formatDateTime } from "@/lib/i18n/local-date";
import { cashRequestTone } from "./cash-request-status";
import { maskSheba } from "./sheba";
import { useCashRequests } from "./wallet-queries";
import type { WalletSide } from "./wallet-side";

/** The caller's cash-out requests, newest first, each with what became of it. */
export function CashRequestsList({ side }: { side: WalletSide }) {
  const t = useTranslations("money.cashRequests");
  const requests = useCashRequests(side);

  let body: React.ReactNode;
  if (requests.isError) {
    body = <LoadFailed onRetry={() => void requests.refetch()} />;
  } else if (!requests.data) {
    body = (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  } else if (requests.data.data.length === 0) {
    body = <p className="text-slate-600">{t("empty")}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-slate-100">
        {requests.data.data.map((request) => (
          <CashRequestRow key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby={`${side}-cash-requests`}
      aria-busy={!requests.data && !requests.isError}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${side}-cash-requests`} className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      {body}
    </section>
  );
}

function CashRequestRow({ request }: { request: CashRequest }) {
  const t = useTranslations("money.cashRequests");
  const language = useLocale();
  const money = useMoney();
  return (
    <li className="flex flex-col gap-1.5 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-bold text-slate-900">{money.toman(request.amount_rials)}</p>
        <p className="text-sm text-slate-600">
          {t("to")} <OfficialNumber value={maskSheba(request.sheba)} />
        </p>
        <p className="text-sm text-slate-500">
          <time dateTime={request.created_at}>{formatDateTime(request.created_at, language)}</time>
        </p>
        {request.status === "rejected" && request.rejection_reason ? (
          <p className="text-sm text-red-800">
            {t("reason")} <bdi>{request.rejection_reason}</bdi>
          </p>
        ) : null}
        {request.status === "paid" && request.bank_reference ? (
          <p className="text-sm text-slate-600">
            {t("reference")} <OfficialNumber value={request.bank_reference} />
          </p>
        ) : null}
      </div>
      <div className="shrink-0">
        <ToneBadge tone={cashRequestTone(request.status)}>
          {t(`status.${request.status}`)}
        </ToneBadge>
      </div>
    </li>
  );
}
