"use client";

import { type AdminCashRequest, cashRequestDecisionBodySchema } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { sendForm } from "@/components/form/send-form";
import { TextAreaField, TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { ReasonDialog, ReasonDialogActions } from "@/components/reason-dialog";
import { useMoney } from "@/features/catalog";

/** The admin's queue of cash-out requests; a decision refetches it. */
export const ADMIN_CASH_REQUESTS_KEY = "admin-cash-requests";

export type CashRequestDecision = "paid" | "rejected";

interface DecisionDialogProps {
  request: AdminCashRequest | null;
  decision: CashRequestDecision;
  onClose: () => void;
}

/**
 * Deciding a cash-out request: "paid" once the money has left the bank (its reference may be
 * noted), or "rejected" with a reason the requester will read; the amount then goes back to
 * their wallet.
 */
export function CashRequestDecisionDialog({ request, decision, onClose }: DecisionDialogProps) {
  const t = useTranslations("money.admin");
  const money = useMoney();
  return (
    <ReasonDialog
      isOpen={request !== null}
      onClose={onClose}
      title={decision === "paid" ? t("payTitle") : t("rejectTitle")}
      lead={request ? t("dialogAmount", { amount: money.toman(request.amount_rials) }) : null}
    >
      {request ? <DecisionForm request={request} decision={decision} onDone={onClose} /> : null}
    </ReasonDialog>
  );
}

function DecisionForm({
  request,
  decision,
  onDone,
}: {
  request: AdminCashRequest;
  decision: CashRequestDecision;
  onDone: () => void;
}) {
  const t = useTranslations("money.admin");
  const form = useZodForm(cashRequestDecisionBodySchema, {
    defaultValues: { decision, bank_reference: "", reason: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    // Empty optional texts are left out rather than stored as empty.
    const payload =
      body.decision === "paid"
        ? { decision: body.decision, bank_reference: body.bank_reference || undefined }
        : { decision: body.decision, reason: body.reason };
    const envelope = await sendForm<AdminCashRequest, typeof body>({
      call: {
        method: "PUT",
        path: `/admin/cash-requests/${request.id}`,
        payload,
        label: `cash request ${decision}`,
        cacheKey: ADMIN_CASH_REQUESTS_KEY,
      },
      fields: ["bank_reference", "reason"],
      setError: form.setError,
    });
    if (envelope) onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-5">
      {/* Each decision asks for one thing, so it takes the focus. */}
      {decision === "paid" ? (
        <TextField
          control={form.control}
          name="bank_reference"
          id="cash-request-reference"
          label={t("bankReference")}
          optionalLabel={t("optional")}
          description={t("bankReferenceHint")}
          inputProps={{ dir: "ltr", autoComplete: "off", autoFocus: true }}
          inputClassName="text-start"
        />
      ) : (
        <TextAreaField
          control={form.control}
          name="reason"
          id="cash-request-reason"
          label={t("reason")}
          description={t("reasonHint")}
          textAreaProps={{ rows: 3, autoFocus: true, dir: "auto" }}
        />
      )}
      <ReasonDialogActions
        closeText={t("cancel")}
        submitText={decision === "paid" ? t("confirmPaid") : t("confirmReject")}
        isSubmitting={isSubmitting}
        isDestructive={decision !== "paid"}
      />
    </form>
  );
}
