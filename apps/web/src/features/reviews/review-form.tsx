"use client";

import {
  type OwnReview,
  productReviewBodySchema,
  reviewRules,
  shopReviewBodySchema,
} from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { SendOrCancel } from "@/components/form/send-or-cancel";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { StarInput } from "@/components/rating/star-input";
import { toStoredFileRef, UploadField, useUploadSlot } from "@/features/uploads";
import { saveReview } from "./review-queries";

interface ReviewFormProps {
  orderId: number;
  /** The line whose product is reviewed; null for the shop (no photos). */
  itemId: number | null;
  /** What is reviewed, for the stars' legend. */
  subject: string;
  existing: OwnReview | null;
  onDone: () => void;
}

/** Writing or editing one review: stars (a radio group), text and, for a product, photos. */
export function ReviewForm({ orderId, itemId, subject, existing, onDone }: ReviewFormProps) {
  const t = useTranslations("reviews");
  const isProduct = itemId !== null;
  const form = useZodForm(isProduct ? productReviewBodySchema : shopReviewBodySchema, {
    defaultValues: { stars: existing?.stars, text: existing?.text ?? "" } as never,
  });
  const slot = useUploadSlot({
    purpose: "review_photo",
    max: reviewRules.maxPhotos,
    single: false,
    initial: (existing?.photos ?? []).map((photo, index) =>
      toStoredFileRef(photo, t("photoOf", { n: index + 1 })),
    ),
  });
  const idBase = `review-${orderId}-${itemId ?? "shop"}`;
  const submit = form.handleSubmit(async (body) => {
    const saved = await saveReview({
      orderId,
      itemId,
      isEdit: existing !== null,
      body: {
        stars: body.stars,
        text: body.text ?? "",
        ...(isProduct ? { photo_ids: slot.doneRefs.map((ref) => ref.id) } : {}),
      },
      setError: form.setError,
    });
    if (saved) onDone();
  });
  const starsError = form.formState.errors.stars ? t("starsRequired") : undefined;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={idBase}>
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <StarInput
            name={`${idBase}-stars`}
            legend={t("rateSubject", { subject })}
            starLabel={(stars) => t("starsOf", { stars })}
            value={field.value as number | undefined}
            onChange={field.onChange}
            error={starsError}
          />
        )}
      />
      <TextAreaField
        control={form.control}
        name="text"
        id={`${idBase}-text`}
        label={t("text")}
        optionalLabel={t("optional")}
        textAreaProps={{ rows: 4, dir: "auto", maxLength: reviewRules.maxTextLength }}
      />
      {isProduct ? (
        <UploadField
          slot={slot}
          label={t("photosLabel")}
          description={t("photosHint", { max: reviewRules.maxPhotos })}
        />
      ) : null}
      <SendOrCancel
        isBusy={form.formState.isSubmitting || slot.isBusy}
        onCancel={onDone}
        cancel={t("cancel")}
      >
        {existing ? t("saveEdit") : t("send")}
      </SendOrCancel>
    </form>
  );
}
