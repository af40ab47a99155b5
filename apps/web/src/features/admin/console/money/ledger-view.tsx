"use client";

import type { MonthlyRevenue, TrialBalance } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { ToneBadge } from "@/components/tone-badge";
import { useMoney } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { MonthLabel, revenueCalendarOf } from "./month-label";

/** /admin/ledger: the trial balance (which must sum to zero) and revenue by month. */
export function LedgerView() {
  const t = useTranslations("console.ledger");
  const money = useMoney();
  const language = useLocale();
  const balance = useApiQuery<TrialBalance>({ path: "/admin/ledger/trial-balance" });
  const revenue = useApiQuery<MonthlyRevenue>({
    path: "/admin/ledger/revenue",
    payload: { months: 12, calendar: revenueCalendarOf(language) },
  });
  if (balance.isError || revenue.isError) {
    return (
      <LoadFailed
        text={t("loadFailed")}
        onRetry={() => {
          void balance.refetch();
          void revenue.refetch();
        }}
      />
    );
  }
  if (!balance.data || !revenue.data) {
    return <Skeleton className="h-96 w-full rounded-2xl" />;
  }
  const trial = balance.data.data;
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{t("trialBalance")}</h2>
          <ToneBadge tone={trial.balanced ? "green" : "red"}>
            {trial.balanced ? t("balanced") : t("unbalanced")}
          </ToneBadge>
        </div>
        <p className="mb-4 text-sm text-slate-600">{t("trialIntro")}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-start" data-testid="trial-balance">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600">
                <th scope="col" className="py-2 text-start">
                  {t("kind")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {trial.kinds.map((row) => (
                <tr key={row.kind} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-start font-medium">
                    {t(`kinds.${row.kind as "platform_revenue"}`)}
                  </th>
                  <td className="py-2 text-end tabular-nums">{money.toman(row.total_rials)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="py-2 text-start font-bold">
                  {t("sum")}
                </th>
                <td className="py-2 text-end font-bold tabular-nums">
                  {money.toman(trial.sum_rials)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="mb-4 text-lg font-bold text-slate-900">{t("revenue")}</h2>
        <table className="w-full text-start">
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-600">
              <th scope="col" className="py-2 text-start">
                {t("month")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("revenueAmount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {revenue.data.data.map((row) => (
              <tr key={row.month} className="border-b border-slate-100">
                <th scope="row" className="py-2 text-start font-medium">
                  <MonthLabel month={row.month} firstDay={row.first_day} />
                </th>
                <td className="py-2 text-end tabular-nums">{money.toman(row.revenue_rials)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
