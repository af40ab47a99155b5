"use client";

import { type SellerProfile, sellerReviewBodySchema } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { ReasonDialog } from "@/components/reason-dialog";
import { ReasonForm } from "@/components/reason-form";
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
  const language = useLocale();
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
  return (
    <ReasonForm
      schema={sellerReviewBodySchema}
      defaultValues={{ decision: "reject", reason: "" }}
      call={(body) => ({
        method: "POST",
        path: reviewPath(seller),
        payload: body,
        label: "reject seller",
        cacheKey: PENDING_SELLERS_KEY,
      })}
      onDone={onDone}
      text={{
        name: "reason",
        id: "reject-reason",
        label: t("reason"),
        description: t("reasonHint"),
        // The reason is the only thing this dialog asks for.
        textAreaProps: { rows: 4, autoFocus: true },
      }}
      closeText={t("cancel")}
      submitText={t("confirmReject")}
    />
  );
}
