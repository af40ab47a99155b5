"use client";

import { type AdminCashRequest, cashRequestDecisionBodySchema } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { FormField } from "@/components/form/form-field";
import { sendForm } from "@/components/form/send-form";
import { useZodForm } from "@/components/form/use-zod-form";
import { useMoney } from "@/features/catalog/money";

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
    <ModalOverlay
      isOpen={request !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
        <Dialog className="outline-none">
          <Heading slot="title" level={2} className="text-lg font-bold text-slate-900">
            {decision === "paid" ? t("payTitle") : t("rejectTitle")}
          </Heading>
          {request ? (
            <>
              <p className="mt-1 text-slate-600">
                {t("dialogAmount", { amount: money.toman(request.amount_rials) })}
              </p>
              <DecisionForm request={request} decision={decision} onDone={onClose} />
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
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
  const { errors, isSubmitting } = form.formState;

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
      {decision === "paid" ? (
        <FormField
          id="cash-request-reference"
          label={t("bankReference")}
          optionalLabel={t("optional")}
          description={t("bankReferenceHint")}
          error={errors.bank_reference?.message}
        >
          {({ id, describedBy, isInvalid }) => (
            <input
              id={id}
              dir="ltr"
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the reference is the only thing this dialog asks for.
              autoFocus
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={`${controlClass} ${controlBorder(isInvalid)} text-start`}
              {...form.register("bank_reference")}
            />
          )}
        </FormField>
      ) : (
        <FormField
          id="cash-request-reason"
          label={t("reason")}
          description={t("reasonHint")}
          error={errors.reason?.message}
        >
          {({ id, describedBy, isInvalid }) => (
            <textarea
              id={id}
              rows={3}
              dir="auto"
              // biome-ignore lint/a11y/noAutofocus: the reason is the only thing this dialog asks for.
              autoFocus
              aria-invalid={isInvalid}
              aria-describedby={describedBy}
              className={`${controlClass} ${controlBorder(isInvalid)}`}
              {...form.register("reason")}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button slot="close" className={secondaryButton}>
          {t("cancel")}
        </Button>
        <button
          type="submit"
          disabled={isSubmitting}
          className={
            decision === "paid" ? primaryButton : `${primaryButton} bg-red-700 hover:bg-red-800`
          }
        >
          {decision === "paid" ? t("confirmPaid") : t("confirmReject")}
        </button>
      </div>
    </form>
  );
}
