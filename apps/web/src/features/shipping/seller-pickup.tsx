"use client";

import {
  freightRules,
  type OrderStatus,
  type Pickup,
  pickupDisputeBodySchema,
} from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextAreaField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { PickupEvidence } from "./pickup-evidence";
import { cancelDisputedLoad, confirmPickup, disputePickup } from "./seller-freight-queries";
import { Card } from "./shipping-ui";

/**
 * What the driver recorded at loading, on the shop's shipment (decision 036). When the count
 * or the weight differs from the load, the load waits for the shop: it confirms what was
 * recorded, or disputes it with a note; then the record says which it was. After a dispute
 * the shop may cancel the load (decision 045); the record stays as evidence.
 */
export function SellerPickup({
  groupId,
  groupStatus,
  pickup,
}: {
  groupId: number;
  groupStatus: OrderStatus;
  pickup: Pickup;
}) {
  const t = useTranslations("freight.pickup");
  const [isConfirming, setConfirming] = useState(false);
  const [isDisputing, setDisputing] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const isAwaiting = pickup.status === "awaiting_seller";
  // A disputed load either waits for the driver's new record or, once the shop cancelled it,
  // is no longer assigned (a disputed load cannot leave): the API holds the same rule.
  const isDisputed = pickup.status === "disputed";
  const mayCancelLoad = isDisputed && groupStatus === "driver_assigned";
  const wasCancelled = isDisputed && groupStatus !== "driver_assigned";

  return (
    <Card id="seller-pickup" title={t("title")} testId="seller-pickup">
      <p
        className={`text-sm ${isAwaiting ? "font-semibold text-amber-900" : "text-slate-700"}`}
        role={isAwaiting ? "status" : undefined}
      >
        {wasCancelled ? t("loadCancelled") : t(`statusText.${pickup.status}`)}
      </p>
      <PickupEvidence pickup={pickup} />
      {mayCancelLoad ? (
        <div>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            onClick={() => setCancelling(true)}
          >
            {t("cancelLoad")}
          </button>
        </div>
      ) : null}
      {isAwaiting && !isDisputing ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primaryButton} onClick={() => setConfirming(true)}>
            {t("confirm")}
          </button>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            onClick={() => setDisputing(true)}
          >
            {t("dispute")}
          </button>
        </div>
      ) : null}
      {isAwaiting && isDisputing ? (
        <DisputeForm groupId={groupId} onClose={() => setDisputing(false)} />
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={t("confirmTitle")}
        text={t("confirmText")}
        confirmLabel={t("confirm")}
        isPending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setBusy(true);
          await confirmPickup(groupId);
          setBusy(false);
          setConfirming(false);
        }}
      />
      <ConfirmDialog
        open={isCancelling}
        title={t("cancelLoadTitle")}
        text={t("cancelLoadText")}
        confirmLabel={t("cancelLoad")}
        cancelLabel={t("keepLoad")}
        isPending={busy}
        onCancel={() => setCancelling(false)}
        onConfirm={async () => {
          setBusy(true);
          // A refusal (the driver recorded again meanwhile) is told in a toast; the page
          // refreshes either way, so it shows what happened.
          await cancelDisputedLoad(groupId);
          setBusy(false);
          setCancelling(false);
        }}
      />
    </Card>
  );
}

function DisputeForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const t = useTranslations("freight.pickup");
  const id = useId();
  const form = useZodForm<{ note: string }, { note: string }>(pickupDisputeBodySchema, {
    defaultValues: { note: "" },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ note }) => {
    const group = await disputePickup({ groupId, note, setError: form.setError });
    if (group) onClose();
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t("dispute")}>
      <TextAreaField
        control={form.control}
        name="note"
        id={`${id}-note`}
        label={t("disputeNote")}
        textAreaProps={{ rows: 3, maxLength: freightRules.maxNoteLength, autoFocus: true }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={`${secondaryButton} text-red-700`} disabled={isSubmitting}>
          {t("sendDispute")}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
