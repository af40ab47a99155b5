"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Link } from "@/components/link";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Skeleton } from "@/components/skeleton";
import { InlineFacts } from "@/components/text/inline-facts";
import { useMoney } from "@/features/catalog";
import { TimeRange } from "@/features/checkout";
import { itemsOf } from "@/lib/api/use-paged-list";
import { bilingual } from "@/lib/i18n/languages";
import { formatDay } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { LoadNeeds } from "./load-needs";
import { useDriverRequests } from "./shipping-queries";
import { Empty } from "./shipping-ui";

/**
 * The approved driver's home: open loads from the provinces they serve, within their capacity,
 * that their vehicle may carry (a cool or frozen load only for a refrigerated one), each with
 * what it needs.
 */
export function DriverRequests() {
  const t = useTranslations("shipping");
  const home = useTranslations("drivers.home");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const list = useDriverRequests();
  const items = itemsOf(list.data?.pages);

  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  return (
    <section aria-labelledby="driver-requests-title" className="flex flex-col gap-3">
      <h2 id="driver-requests-title" className="text-lg font-bold text-slate-900">
        {t("driver.homeTitle")}
      </h2>
      <DriverTabs />
      {items.length === 0 ? <Empty title={home("emptyTitle")} text={home("emptyText")} /> : null}
      <ul className="flex flex-col gap-3">
        {items.map((request) => (
          <li key={request.id}>
            <Link
              href={paths.loadingRequest(request.id)}
              data-testid="driver-request"
              className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-400"
            >
              <span className="font-bold text-slate-900">
                {t("driver.from", {
                  place: request.pickup.city
                    ? bilingual(request.pickup.city, language)
                    : bilingual(request.origin_province, language),
                })}{" "}
                → {t("driver.to", { city: bilingual(request.destination_city, language) })}
              </span>
              <span className="text-sm text-slate-600">
                <InlineFacts>
                  {[
                    formatDay(request.loading_date, language),
                    <TimeRange key="time" block={request.time_block} />,
                    t("driver.weight", { kg: format.number(request.weight_kg) }),
                  ]}
                </InlineFacts>
              </span>
              <LoadNeeds needs={request} layout="badges" />
              {request.my_proposal ? (
                <span
                  className={`text-sm font-semibold ${
                    // A bid to send again (the load changed, or its time passed) stands out.
                    ["stale", "expired"].includes(request.my_proposal.status)
                      ? "text-amber-800"
                      : "text-primary-800"
                  }`}
                >
                  <InlineFacts>
                    {[
                      t("driver.yourProposal", {
                        price: money.toman(request.my_proposal.price_rials),
                      }),
                      t(`proposalStatus.${request.my_proposal.status}`),
                    ]}
                  </InlineFacts>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreFooter pages={list} texts={{ more: t("more"), loading: t("more") }} />
    </section>
  );
}

/** Links between the driver's work pages: loads, proposals, jobs. */
export function DriverTabs() {
  const t = useTranslations("shipping");
  const link =
    "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label={t("driver.homeTitle")} className="flex flex-wrap gap-2">
      <Link href="/driver/proposals" className={link}>
        {t("driver.proposalsTitle")}
      </Link>
      <Link href="/driver/jobs" className={link}>
        {t("driver.jobsTitle")}
      </Link>
    </nav>
  );
}
