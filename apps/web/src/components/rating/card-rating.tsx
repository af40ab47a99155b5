import type { CardRating as CardRatingData } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";

/**
 * "★ 4.5 (12)" on a product card: one server-rendered line, no script, nothing when nobody
 * reviewed the product yet. The full sentence is what a screen reader says.
 */
export function CardRating({ rating }: { rating: CardRatingData | null }) {
  const t = useTranslations("catalog.card");
  const format = useFormatter();
  if (!rating) return null;
  const average = format.number(rating.average, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const count = format.number(rating.count);
  return (
    <p className="text-xs text-slate-600" data-testid="card-rating">
      <span className="sr-only">{t("ratingSpoken", { average, count: rating.count })}</span>
      <span aria-hidden="true">
        <span className="text-amber-500">★</span> {average} ({count})
      </span>
    </p>
  );
}
