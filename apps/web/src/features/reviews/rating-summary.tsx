import type { RatingSummary as Summary } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { Stars } from "@/components/rating/stars";

/**
 * The average, the count and how many gave each number of stars, as bars. Server-rendered;
 * numbers in the reader's digits.
 */
export function RatingSummary({ summary }: { summary: Summary }) {
  const t = useTranslations("reviews");
  const format = useFormatter();
  if (summary.count === 0 || summary.average === null) {
    return (
      <p className="text-slate-600" data-testid="rating-summary">
        {t("none")}
      </p>
    );
  }
  const average = format.number(summary.average, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <div className="flex flex-wrap items-start gap-6" data-testid="rating-summary">
      <div className="flex flex-col items-center gap-1">
        <p className="text-4xl font-bold text-slate-900" data-testid="rating-average">
          {average}
        </p>
        <Stars value={summary.average} label={t("averageOf", { average })} />
        <p className="text-sm text-slate-600" data-testid="rating-count">
          {t("count", { count: summary.count })}
        </p>
      </div>
      <ol className="flex min-w-48 flex-1 flex-col gap-1" aria-label={t("distribution")}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1] ?? 0;
          const share = summary.count === 0 ? 0 : n / summary.count;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-16 shrink-0">{t("starsShort", { stars })}</span>
              <span
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                aria-hidden="true"
              >
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${Math.round(share * 100)}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-end">{format.number(n)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
