"use client";

import type { Language, OwnReview } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { Stars } from "@/components/rating/stars";
import { Skeleton } from "@/components/skeleton";
import { productName } from "@/features/catalog";
import { formatDateTime } from "@/lib/i18n/local-date";
import { ReviewForm } from "./review-form";
import { useOrderReviews } from "./review-queries";

/**
 * On a received order's page: a "Review" action for each line's product and for the shop,
 * the review once written, and "Edit" while the window is open.
 */
export function OrderReviews({ orderId, shopName }: { orderId: number; shopName: string }) {
  const t = useTranslations("reviews");
  const language = useLocale();
  const query = useOrderReviews(orderId);
  const [open, setOpen] = useState<string | null>(null);
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
  const data = query.data.data;
  if (!data.reviewable) return null;
  const rows = [
    ...data.items.map((item) => ({
      key: `item-${item.order_item_id}`,
      itemId: item.order_item_id as number | null,
      subject: productName(item, language),
      review: item.review,
    })),
    { key: "shop", itemId: null, subject: shopName, review: data.shop_review },
  ];
  return (
    <section
      aria-labelledby={`order-${orderId}-reviews`}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h2 id={`order-${orderId}-reviews`} className="text-base font-bold text-slate-900">
        {t("orderTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("editWindow", { days: data.edit_window_days })}</p>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.key} className="rounded-xl border border-slate-200 p-3">
            {open === row.key ? (
              <ReviewForm
                orderId={orderId}
                itemId={row.itemId}
                subject={row.subject}
                existing={row.review}
                onDone={() => setOpen(null)}
              />
            ) : (
              <ReviewRow
                subject={row.subject}
                isShop={row.itemId === null}
                review={row.review}
                language={language}
                onOpen={() => setOpen(row.key)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewRow({
  subject,
  isShop,
  review,
  language,
  onOpen,
}: {
  subject: string;
  isShop: boolean;
  review: OwnReview | null;
  language: Language;
  onOpen: () => void;
}) {
  const t = useTranslations("reviews");
  const canEdit = review !== null && new Date(review.editable_until) > new Date();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-slate-800" dir="auto">
          {isShop ? t("shopSubject", { shop: subject }) : subject}
        </p>
        {review ? (
          <>
            <Stars value={review.stars} label={t("starsOf", { stars: review.stars })} />
            {review.text ? (
              <p className="text-sm text-slate-700" dir="auto">
                {review.text}
              </p>
            ) : null}
            {review.hidden ? <p className="text-xs text-amber-800">{t("hiddenNote")}</p> : null}
            {canEdit ? (
              <p className="text-xs text-slate-500">
                {t("editableUntil", {
                  date: formatDateTime(review.editable_until, language),
                })}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {review === null ? (
        <button type="button" onClick={onOpen} className={secondaryButton}>
          {isShop ? t("reviewShop") : t("review")}
        </button>
      ) : canEdit ? (
        <button type="button" onClick={onOpen} className={secondaryButton}>
          {t("edit")}
        </button>
      ) : null}
    </div>
  );
}
