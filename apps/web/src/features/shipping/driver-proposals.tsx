"use client";

import { type ProposalStatus, proposalStatuses } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { InlineFacts } from "@/components/text/inline-facts";
import { useMoney } from "@/features/catalog";
import { itemsOf } from "@/lib/api/use-paged-list";
import { bilingual } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { useDriverProposals, withdrawProposal } from "./shipping-queries";
import { Empty } from "./shipping-ui";

/** /driver/proposals: the driver's own proposals by status; a pending one can be withdrawn or changed. */
export function DriverProposals() {
  const t = useTranslations("shipping");
  const language = useLocale();
  const money = useMoney();
  const [status, setStatus] = useState<ProposalStatus>("pending");
  const list = useDriverProposals(status);
  const items = itemsOf(list.data?.pages);

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t("driver.proposalsTitle")} className="flex flex-wrap gap-2">
        {proposalStatuses.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === status}
            onClick={() => setStatus(tab)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
              tab === status
                ? "bg-primary-700 text-white"
                : "border border-slate-300 bg-white text-slate-800"
            }`}
          >
            {t(`proposalStatus.${tab}`)}
          </button>
        ))}
      </div>
      {list.isError ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <Skeleton className="h-32 w-full rounded-2xl" /> : null}
      {!list.isPending && items.length === 0 ? <Empty title={t("driver.noProposals")} /> : null}
      <ul className="flex flex-col gap-3">
        {items.map((proposal) => (
          <li
            key={proposal.id}
            data-testid="driver-proposal"
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Link
              href={paths.loadingRequest(proposal.loading_request_id)}
              className="font-bold text-primary-800 underline"
            >
              <InlineFacts>
                {[
                  t("driver.to", {
                    city: bilingual(proposal.loading_request.destination_city, language),
                  }),
                  formatDay(proposal.loading_request.loading_date, language),
                ]}
              </InlineFacts>
            </Link>
            <span className="text-slate-700">
              <InlineFacts>
                {[
                  money.toman(proposal.price_rials),
                  t("group.hours", { count: proposal.duration_hours }),
                ]}
              </InlineFacts>
            </span>
            {proposal.status === "pending" ? (
              <div className="flex flex-wrap gap-2">
                <Link
                  href={paths.loadingRequest(proposal.loading_request_id)}
                  className={secondaryButton}
                >
                  {t("driver.change")}
                </Link>
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  onClick={() => void withdrawProposal(proposal.id)}
                >
                  {t("driver.withdraw")}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={list} texts={{ more: t("more"), loading: t("more") }} />
    </div>
  );
}
