import type { ReviewList } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Link } from "@/components/link";
import { RatingSummary } from "./rating-summary";
import { ReviewItem } from "./review-item";
import { type ReviewView, reviewViewHref } from "./review-query";

const chip =
  "rounded-full border px-3 py-1 text-sm aria-[current=true]:border-primary-600 aria-[current=true]:bg-primary-50 aria-[current=true]:text-primary-800 border-slate-300 text-slate-700 hover:bg-slate-50";

/**
 * A product's or shop's reviews: the summary, sort and photo filter as links, the page of
 * reviews and the pager. Server-rendered; only "helpful" and "report" are client parts.
 */
export function ReviewsSection({
  list,
  view,
  basePath,
  showProduct = false,
}: {
  list: ReviewList | null;
  view: ReviewView;
  basePath: string;
  showProduct?: boolean;
}) {
  const t = useTranslations("reviews");
  const href = (change: Partial<ReviewView>) =>
    reviewViewHref(basePath, { ...view, page: 1, ...change });
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-10 flex flex-col gap-4">
      <h2 id="reviews-title" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h2>
      {list === null ? (
        <p role="alert" className="text-slate-600">
          {t("loadFailed")}
        </p>
      ) : (
        <>
          <RatingSummary summary={list.summary} />
          {list.summary.count > 0 ? (
            <nav aria-label={t("viewOptions")} className="flex flex-wrap gap-2">
              <Link
                href={href({ sort: "newest" })}
                className={chip}
                aria-current={view.sort === "newest"}
              >
                {t("sortNewest")}
              </Link>
              <Link
                href={href({ sort: "helpful" })}
                className={chip}
                aria-current={view.sort === "helpful"}
              >
                {t("sortHelpful")}
              </Link>
              <Link
                href={href({ photos: view.photos === "first" ? "any" : "first" })}
                className={chip}
                aria-current={view.photos === "first"}
              >
                {t("photosFirst")}
              </Link>
              <Link
                href={href({ photos: view.photos === "only" ? "any" : "only" })}
                className={chip}
                aria-current={view.photos === "only"}
              >
                {t("photosOnly")}
              </Link>
            </nav>
          ) : null}
          {list.items.length === 0 && list.summary.count > 0 ? (
            <p className="text-slate-600">{t("noneHere")}</p>
          ) : null}
          <div>
            {list.items.map((review) => (
              <ReviewItem key={review.id} review={review} showProduct={showProduct} />
            ))}
          </div>
          {view.page > 1 || list.has_more ? (
            <nav aria-label={t("pages")} className="flex justify-between gap-2">
              {view.page > 1 ? (
                <Link
                  href={reviewViewHref(basePath, { ...view, page: view.page - 1 })}
                  className={chip}
                >
                  {t("previous")}
                </Link>
              ) : (
                <span />
              )}
              {list.has_more ? (
                <Link
                  href={reviewViewHref(basePath, { ...view, page: view.page + 1 })}
                  className={chip}
                >
                  {t("next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
