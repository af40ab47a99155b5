import type { Review } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Stars } from "@/components/rating/stars";
import { productName } from "@/features/catalog";
import { formatDateTime } from "@/lib/i18n/local-date";

/** A review's own part: stars, who and when, the product, the text and the photos. */
export function ReviewItemBody({
  review,
  showProduct = false,
}: {
  review: Review;
  showProduct?: boolean;
}) {
  const t = useTranslations("reviews");
  const language = useLocale();
  const productTitle = review.product ? productName(review.product, language) : null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} label={t("starsOf", { stars: review.stars })} />
        <span className="text-sm font-semibold text-slate-800" dir="auto">
          {review.author ?? t("anonymous")}
        </span>
        <span className="text-xs text-slate-500">{t("verified")}</span>
        <time className="text-xs text-slate-500" dateTime={review.created_at}>
          {formatDateTime(review.created_at, language)}
        </time>
      </div>
      {showProduct && productTitle ? (
        <p className="text-xs text-slate-600" dir="auto">
          {productTitle}
        </p>
      ) : null}
      {review.text ? (
        <p className="leading-7 whitespace-pre-line text-slate-800" dir="auto">
          {review.text}
        </p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("photos")}>
          {review.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                {/* biome-ignore lint/performance/noImgElement: the API's own small renditions, lazily loaded. */}
                <img
                  src={photo.variants["320"] ?? photo.url}
                  alt={t("photoOf", { n: index + 1 })}
                  loading="lazy"
                  width={96}
                  height={96}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
