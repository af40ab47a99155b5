import type { Language, PricePoint } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useToman } from "@/features/catalog";
import { dateLocale, isRightToLeft } from "@/lib/i18n/languages";
import { drawPriceChart } from "./price-chart-geometry";

const frame = { width: 320, height: 96, inset: 6 };

/**
 * A product's price over time (issue 30 item 2): a small SVG drawn on the server, no chart
 * library and no JavaScript. Its accessible name is the title, its description the summary
 * (lowest, highest, now, changes since when), which is also shown as text under it.
 */
export function PriceHistoryChart({ points }: { points: readonly PricePoint[] }) {
  const t = useTranslations("favourites.priceHistory");
  const language = useLocale() as Language;
  const toman = useToman();
  const titleId = useId();
  const summaryId = useId();
  const drawing = drawPriceChart(
    points.map((point) => ({ at: point.at, rials: point.discounted_price_rials })),
    new Date(),
    { ...frame, rightToLeft: isRightToLeft(language) },
  );
  const first = points[0];
  const last = points[points.length - 1];
  if (!drawing || !first || !last) return null;

  const since = new Intl.DateTimeFormat(dateLocale(language), { dateStyle: "medium" }).format(
    new Date(first.at),
  );
  const summary =
    points.length === 1
      ? t("unchanged", { since, now: toman(last.discounted_price_rials) })
      : t("summary", {
          lowest: toman(drawing.lowest),
          highest: toman(drawing.highest),
          now: toman(last.discounted_price_rials),
          count: points.length - 1,
          since,
        });

  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="font-bold text-slate-900">{t("title")}</figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className="mt-3 h-auto w-full text-primary-700"
        data-testid="price-history-chart"
      >
        <title id={titleId}>{t("title")}</title>
        <line
          x1={frame.inset}
          x2={frame.width - frame.inset}
          y1={frame.height - frame.inset}
          y2={frame.height - frame.inset}
          className="stroke-slate-200"
          strokeWidth={1}
        />
        <path
          d={drawing.path}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {drawing.dots.map((dot) => (
          <circle key={`${dot.x}-${dot.y}`} cx={dot.x} cy={dot.y} r={3} fill="currentColor" />
        ))}
      </svg>
      <p id={summaryId} className="mt-2 text-sm text-slate-600">
        {summary}
      </p>
    </figure>
  );
}
