"use client";

import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { InlineFacts } from "@/components/text/inline-facts";
import { ToneBadge } from "@/components/tone-badge";
import { TimeRange } from "@/features/checkout";
import { itemsOf } from "@/lib/api/use-paged-list";
import { bilingual } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { LoadNeeds } from "./load-needs";
import { useSellerLoadingRequests } from "./shipping-queries";
import { Empty } from "./shipping-ui";

/**
 * /shop/lading-request: the shop's loading requests, newest first, with what each load needs
 * and their proposal counts.
 */
export function LadingRequests() {
  const t = useTranslations("shipping");
  const language = useLocale();
  const list = useSellerLoadingRequests();
  const items = itemsOf(list.data?.pages);

  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (items.length === 0)
    return <Empty title={t("requests.empty")} text={t("requests.emptyText")} />;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((request) => (
          <li key={request.id}>
            <Link
              href={paths.orderGroup(request.order_group_id)}
              data-testid="lading-request"
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-400"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-slate-900">
                  {t("requests.to", { city: bilingual(request.destination_city, language) })}
                </span>
                <ToneBadge
                  tone={
                    request.status === "open"
                      ? "amber"
                      : request.status === "accepted"
                        ? "green"
                        : "slate"
                  }
                >
                  {t(`requestStatus.${request.status}`)}
                </ToneBadge>
              </span>
              <span className="text-sm text-slate-600">
                <InlineFacts>
                  {[
                    t("requests.loading", { date: formatDay(request.loading_date, language) }),
                    <TimeRange key="time" block={request.time_block} />,
                  ]}
                </InlineFacts>
              </span>
              <LoadNeeds needs={request} layout="badges" />
              <span className="text-sm font-semibold text-primary-800">
                {t("requests.proposals", { count: request.proposal_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={list} texts={{ more: t("more"), loading: t("more") }} />
    </div>
  );
}
