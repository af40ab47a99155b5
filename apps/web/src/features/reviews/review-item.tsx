import type { Review } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { CustomerReportEntry } from "@/features/desk";
import { HelpfulButton } from "./helpful-button";
import { ReviewItemBody } from "./review-item-body";

/** One review as readers see it: its body, the shop's answer, "helpful" and "report". */
export function ReviewItem({
  review,
  showProduct = false,
}: {
  review: Review;
  showProduct?: boolean;
}) {
  const t = useTranslations("reviews");
  return (
    <article className="flex flex-col gap-2 border-b border-slate-200 py-4" data-testid="review">
      <ReviewItemBody review={review} showProduct={showProduct} />
      {review.answer ? (
        <div className="ms-4 rounded-lg bg-slate-50 p-3 text-sm" data-testid="review-answer">
          <p className="font-semibold text-slate-800">{t("shopAnswer")}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700" dir="auto">
            {review.answer}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <HelpfulButton reviewId={review.id} count={review.helpful_count} />
        <CustomerReportEntry subjectKind="review" subjectId={review.id} />
      </div>
    </article>
  );
}
