"use client";

import { type Language, type SellerProfile, sellerReviewBodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { bdi } from "@/components/text/bdi";
import { bilingual } from "@/lib/i18n/languages";
import { PENDING_SELLERS_KEY, reviewPath } from "./review-seller";

interface RejectDialogProps {
  seller: SellerProfile | null;
  onClose: () => void;
}

/** Rejecting a shop needs a reason the seller will read on their dashboard. */
export function RejectDialog({ seller, onClose }: RejectDialogProps) {
  const t = useTranslations("accounts.admin");
  const language = useLocale() as Language;
  return (
    <ReasonDialog
      isOpen={seller !== null}
      onClose={onClose}
      title={t.rich("rejectTitle", { store: seller ? bilingual(seller, language) : "", bdi })}
    >
      {seller ? <RejectForm seller={seller} onDone={onClose} /> : null}
    </ReasonDialog>
  );
}

function RejectForm({ seller, onDone }: { seller: SellerProfile; onDone: () => void }) {
  const t = useTranslations("accounts.admin");
  const form = useZodForm(sellerReviewBodySchema, {
    defaultValues: { decision: "reject", reason: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    const envelope = await sendForm<SellerProfile, typeof body>({
      call: {
        method: "POST",
        path: reviewPath(seller),
        payload: body,
        label: "reject seller",
        cacheKey: PENDING_SELLERS_KEY,
      },
      fields: ["reason"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      <TextAreaField
        control={form.control}
        name="reason"
        id="reject-reason"
        label={t("reason")}
        description={t("reasonHint")}
        // The reason is the only thing this dialog asks for.
        textAreaProps={{ rows: 4, autoFocus: true, dir: "auto" }}
      />
      <ReasonDialogActions
        closeText={t("cancel")}
        submitText={t("confirmReject")}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
