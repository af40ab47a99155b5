"use client";

import { type CurrencyPair, currencyPairs, type RateEntry } from "@kesht/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { DataTable } from "@/components/data-table/data-table";
import { Skeleton } from "@/components/skeleton";
import { AdminSection, Field, useAdminSubmit } from "@/features/admin/catalogue/admin-ui";
import { useApiQuery } from "@/lib/api";
import type { ListPage } from "@/lib/api/use-paged-list";
import { joinInline } from "@/lib/i18n/languages";
import { formatDateTime } from "@/lib/i18n/local-date";

const RateChart = dynamic(() => import("./rate-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full rounded-xl" />,
});

/** How many of the newest rates the chart draws. */
const CHART_POINTS = 100;

const keyOf = (pair: CurrencyPair) => `admin-rates-${pair}`;

/**
 * /admin/rates: each pair's current rate and a form to set a new one; the chosen pair's
 * history as a table and a chart.
 */
export function AdminRates() {
  const t = useTranslations("adminCatalogue.rates");
  const [pair, setPair] = useState<CurrencyPair>("USD_IRR");
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{t("lead")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {currencyPairs.map((each) => (
          <RateCard key={each} pair={each} />
        ))}
      </div>
      <div role="tablist" aria-label={t("history")} className="flex flex-wrap gap-2">
        {currencyPairs.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === pair}
            onClick={() => setPair(each)}
            className={each === pair ? primaryButton : secondaryButton}
          >
            {t(`pairs.${each}`)}
          </button>
        ))}
      </div>
      <RateHistory key={pair} pair={pair} />
    </div>
  );
}

function useNewestRates(pair: CurrencyPair) {
  return useApiQuery<ListPage<RateEntry>>({
    path: "/admin/rates",
    payload: { pair, per_page: CHART_POINTS },
    cacheKey: keyOf(pair),
  });
}

function RateCard({ pair }: { pair: CurrencyPair }) {
  const t = useTranslations("adminCatalogue.rates");
  const format = useFormatter();
  const newest = useNewestRates(pair);
  const { submit, errors, isPending } = useAdminSubmit();
  const [rate, setRate] = useState("");
  const current = newest.data?.data.items[0];
  return (
    <AdminSection title={t(`pairs.${pair}`)}>
      <p data-testid={`current-rate-${pair}`} className="text-2xl font-bold text-slate-900">
        {newest.data
          ? current
            ? t("current", { rate: format.number(current.rate, { maximumFractionDigits: 6 }) })
            : t("none")
          : "…"}
      </p>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={async (event) => {
          event.preventDefault();
          const saved = await submit<RateEntry>({
            method: "POST",
            path: "/admin/rates",
            cacheKey: keyOf(pair),
            payload: { pair, rate: Number(rate.replace(/[٬,]/g, "").replace("٫", ".")) },
          });
          if (saved) {
            setRate("");
            void newest.refetch();
          }
        }}
      >
        <div className="flex-1">
          <Field label={t("newRate")} error={errors.rate}>
            {(props) => (
              <input
                {...props}
                dir="ltr"
                inputMode="decimal"
                name={`rate-${pair}`}
                value={rate}
                onChange={(e) => setRate(e.target.value)}
              />
            )}
          </Field>
        </div>
        <button type="submit" className={primaryButton} disabled={isPending || rate.trim() === ""}>
          {t("set")}
        </button>
      </form>
    </AdminSection>
  );
}

function RateHistory({ pair }: { pair: CurrencyPair }) {
  const t = useTranslations("adminCatalogue.rates");
  const format = useFormatter();
  const language = useLocale();
  const newest = useNewestRates(pair);
  const columns: ColumnDef<RateEntry>[] = [
    {
      id: "created_at",
      header: t("setAt"),
      enableSorting: true,
      cell: ({ row }) => formatDateTime(row.original.created_at, language),
    },
    {
      id: "rate",
      header: t("rate"),
      cell: ({ row }) => format.number(row.original.rate, { maximumFractionDigits: 6 }),
    },
    { id: "source", header: t("source"), cell: ({ row }) => row.original.source },
  ];
  return (
    <AdminSection title={joinInline(language, [t("history"), t(`pairs.${pair}`)])}>
      <h3 className="font-semibold text-slate-800">{t("chart")}</h3>
      {newest.data && newest.data.data.items.length > 0 ? (
        <RateChart entries={newest.data.data.items} />
      ) : newest.data ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
      <DataTable
        caption={t("history")}
        path="/admin/rates"
        cacheKey={keyOf(pair)}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        defaultSort={{ sort: "created_at", order: "desc" }}
        fixedPayload={{ pair }}
        emptyText={t("empty")}
      />
    </AdminSection>
  );
}
