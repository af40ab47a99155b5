"use client";

import type { StatementMonth } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { dateLocale, languages } from "@/lib/i18n/languages";
import { useStatement } from "./invoice-queries";

/**
 * The platform's monthly commission statement of the shop, from the ledger: month by month
 * (the page's calendar: Jalali months on Persian pages), the orders settled, what they
 * brought, the commission, the drivers' shares and what reached the shop.
 */
export function StatementView() {
  const t = useTranslations("invoices.statement");
  const language = useLocale();
  const calendar = languages[language].dates.calendar === "persian" ? "jalali" : "gregorian";
  const query = useStatement(calendar);
  const months = query.data?.data;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (!months) return <Skeleton className="h-96 w-full rounded-2xl" />;
  const shown = [...months].reverse();
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <ul className="flex flex-col gap-3" data-testid="statement">
        {shown.map((month) => (
          <StatementCard key={month.month} month={month} />
        ))}
      </ul>
    </section>
  );
}

function StatementCard({ month }: { month: StatementMonth }) {
  const t = useTranslations("invoices.statement");
  const language = useLocale();
  const money = useMoney();
  // The month's middle day, named in the page's calendar ("Azar 1405" / "آذر ۱۴۰۵").
  const name = new Intl.DateTimeFormat(dateLocale(language), {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${month.first_day}T12:00:00Z`).getTime() + 14 * 86_400_000);
  const rows = [
    { label: t("goods"), rials: month.goods_rials },
    { label: t("commission"), rials: month.commission_rials },
    { label: t("drivers"), rials: month.driver_rials },
    { label: t("net"), rials: month.net_rials, strong: true },
  ];
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="statement-month"
    >
      <h2 className="flex justify-between gap-3 font-bold text-slate-900">
        <span>{name}</span>
        <span className="text-sm font-normal text-slate-600">
          {t("orders", { count: month.orders })}
        </span>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className={row.strong ? "font-bold text-slate-900" : "text-slate-800"}>
              {money.toman(row.rials)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
