"use client";

import { type Language, type SellerProfile, sellerReviewBodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { bdi } from "@/components/text/bdi";
import { shopNameIn } from "@/lib/i18n/bilingual-title";
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
    <ModalOverlay
      isOpen={seller !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
        <Dialog className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
            {t.rich("rejectTitle", { store: seller ? shopNameIn(seller, language) : "", bdi })}
          </Heading>
          {seller ? <RejectForm seller={seller} onDone={onClose} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function RejectForm({ seller, onDone }: { seller: SellerProfile; onDone: () => void }) {
  const t = useTranslations("accounts.admin");
  const form = useZodForm(sellerReviewBodySchema, {
    defaultValues: { decision: "reject", reason: "" },
  });
  const { errors, isSubmitting } = form.formState;

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
      <FormField
        id="reject-reason"
        label={t("reason")}
        description={t("reasonHint")}
        error={errors.reason?.message}
      >
        {({ id, describedBy, isInvalid }) => (
          <textarea
            id={id}
            rows={4}
            // biome-ignore lint/a11y/noAutofocus: the reason is the only thing this dialog asks for.
            autoFocus
            dir="auto"
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            className={`${controlClass} ${controlBorder(isInvalid)}`}
            {...form.register("reason")}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-3">
        <Button slot="close" className={secondaryButton}>
          {t("cancel")}
        </Button>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${primaryButton} bg-red-700 hover:bg-red-800`}
        >
          {t("confirmReject")}
        </button>
      </div>
    </form>
  );
}
