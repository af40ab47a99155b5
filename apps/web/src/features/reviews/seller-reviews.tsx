"use client";

import { reviewAnswerBodySchema, type SellerReview } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { LoadFailed } from "@/components/feedback/load-failed";
import { SendOrCancel } from "@/components/form/send-or-cancel";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Skeleton } from "@/components/skeleton";
import { itemsOf } from "@/lib/api/use-paged-list";
import { ReviewItemBody } from "./review-item-body";
import { answerReview, useSellerReviews } from "./review-queries";

/** `/shop/profile/reviews`: the shop's reviews, newest first, each answered once, publicly. */
export function SellerReviews() {
  const t = useTranslations("reviews");
  const query = useSellerReviews();
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (query.isError) return <LoadFailed onRetry={() => query.refetch()} />;
  const reviews = itemsOf(query.data.pages);
  if (reviews.length === 0) return <p className="text-slate-600">{t("sellerEmpty")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-slate-200 p-4">
            <SellerReviewCard review={review} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className={secondaryButton}
        >
          {t("more")}
        </button>
      ) : null}
    </div>
  );
}

function SellerReviewCard({ review }: { review: SellerReview }) {
  const t = useTranslations("reviews");
  const [isAnswering, setAnswering] = useState(false);
  return (
    <div className="flex flex-col gap-2" data-testid="seller-review">
      <ReviewItemBody review={review} showProduct />
      {review.hidden ? <p className="text-xs text-amber-800">{t("hiddenBySupport")}</p> : null}
      {review.answer ? (
        <div className="ms-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-800">{t("shopAnswer")}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700" dir="auto">
            {review.answer}
          </p>
        </div>
      ) : isAnswering ? (
        <AnswerForm reviewId={review.id} onDone={() => setAnswering(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setAnswering(true)}
          className={`${secondaryButton} self-start`}
        >
          {t("answer")}
        </button>
      )}
    </div>
  );
}

function AnswerForm({ reviewId, onDone }: { reviewId: number; onDone: () => void }) {
  const t = useTranslations("reviews");
  const form = useZodForm(reviewAnswerBodySchema, { defaultValues: { text: "" } });
  const submit = form.handleSubmit(async (body) => {
    const answered = await answerReview({ reviewId, text: body.text, setError: form.setError });
    if (answered) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextAreaField
        control={form.control}
        name="text"
        id={`answer-${reviewId}`}
        label={t("answerLabel")}
        description={t("answerHint")}
        textAreaProps={{ rows: 3, dir: "auto" }}
      />
      <SendOrCancel isBusy={form.formState.isSubmitting} onCancel={onDone} cancel={t("cancel")}>
        {t("publishAnswer")}
      </SendOrCancel>
    </form>
  );
}
