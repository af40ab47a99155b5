"use client";

import { rialsToToman } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/skeleton";
import { TitledCard } from "@/components/titled-card";
import { useNumberText } from "@/lib/i18n/number-text";
import { useClientView, useStateReady } from "@/lib/state/client-view";
import { useRateFailed } from "./use-rate-failed";

/**
 * Today's USD→toman and USD→AED rates from the store, which the app fills at start
 * (SPEC §7). Numbers follow the language: Persian digits and separators in Persian.
 */
export function TodayRates() {
  const t = useTranslations("home");
  const numbers = useNumberText();
  const isReady = useStateReady();
  const usdToRial = useClientView((view) => view.rates.usdToRial);
  const usdToAed = useClientView((view) => view.rates.usdToAed);
  const tomanFailed = useRateFailed("/convert/usd-to-rial");
  const aedFailed = useRateFailed("/convert/usd-to-aed");

  const toman = isReady && usdToRial !== null ? rialsToToman(usdToRial) : null;
  const aed = isReady ? usdToAed : null;

  return (
    <TitledCard id="today-rates-title" title={t("ratesTitle")} className="p-5">
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <RateTile
          label={t("usdToToman")}
          value={
            toman === null
              ? null
              : t("tomanValue", { value: numbers.decimal(toman, { maximumFractionDigits: 0 }) })
          }
          hasFailed={tomanFailed}
        />
        <RateTile
          label={t("usdToAed")}
          value={
            aed === null
              ? null
              : t("aedValue", { value: numbers.decimal(aed, { maximumFractionDigits: 2 }) })
          }
          hasFailed={aedFailed}
        />
      </dl>
      <p className="mt-3 text-xs text-slate-500">{t("ratesNote")}</p>
    </TitledCard>
  );
}

interface RateTileProps {
  label: string;
  /** Formatted, or null while it has not arrived. */
  value: string | null;
  hasFailed: boolean;
}

function RateTile({ label, value, hasFailed }: RateTileProps) {
  const t = useTranslations("home");
  return (
    <div className="rounded-xl bg-primary-50 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      {value !== null ? (
        <dd className="mt-1 text-xl font-bold text-primary-900">{value}</dd>
      ) : hasFailed ? (
        <dd className="mt-1 text-sm text-slate-600">{t("ratesUnavailable")}</dd>
      ) : (
        <dd className="mt-1" aria-busy="true">
          <Skeleton className="h-7 w-36" />
          <span className="sr-only">{t("ratesLoading")}</span>
        </dd>
      )}
    </div>
  );
}
