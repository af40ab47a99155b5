"use client";

import type { LoadingRequest, LoadingRequestChange } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { ConfirmDialog } from "@/components/confirm-dialog";
import {
  LoadingRequestFields,
  type LoadingRequestValues,
  loadingRequestBody,
  loadingRequestFieldNames,
  loadingRequestValues,
} from "./loading-request-fields";
import { changeLoadingRequest } from "./seller-freight-queries";

/**
 * "Edit load / ask for new bids" on the shop's open load (decision 036): the loading request's
 * own fields, filled in as the load stands. Saving asks first, since every current bid becomes
 * stale, then sends only what changed; the API asks each bidder to bid again.
 */
export function EditLoad({ request }: { request: LoadingRequest }) {
  const t = useTranslations("freight.edit");
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) {
    return (
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t("open")}
      </button>
    );
  }
  return <EditLoadForm request={request} onClose={() => setOpen(false)} />;
}

function EditLoadForm({ request, onClose }: { request: LoadingRequest; onClose: () => void }) {
  const t = useTranslations("freight.edit");
  const initial = loadingRequestValues(request);
  const form = useForm<LoadingRequestValues>({ defaultValues: initial });
  const [change, setChange] = useState<LoadingRequestChange | null>(null);
  const [busy, setBusy] = useState(false);

  function review(values: LoadingRequestValues) {
    const changed = changesOf(loadingRequestBody(initial), loadingRequestBody(values));
    if (changed === null) {
      onClose();
      return;
    }
    setChange(changed);
  }

  async function save() {
    if (!change) return;
    setBusy(true);
    const group = await changeLoadingRequest({
      requestId: request.id,
      change,
      fields: loadingRequestFieldNames,
      setError: form.setError,
    });
    setBusy(false);
    setChange(null);
    if (group) onClose();
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(review)}
      aria-labelledby="edit-load-title"
      data-testid="edit-load"
      className="flex flex-col gap-4 rounded-xl border border-primary-200 bg-primary-50/30 p-3 sm:p-4"
    >
      <h3 id="edit-load-title" className="font-bold text-slate-900">
        {t("title")}
      </h3>
      <LoadingRequestFields form={form} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("save")}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("close")}
        </button>
      </div>
      <ConfirmDialog
        open={change !== null}
        title={t("confirmTitle")}
        text={t("confirmText")}
        confirmLabel={t("confirm")}
        isPending={busy}
        onCancel={() => setChange(null)}
        onConfirm={() => void save()}
      />
    </form>
  );
}

type Body = ReturnType<typeof loadingRequestBody>;

/** The fields whose value the seller changed, or null when none. */
export function changesOf(before: Body, after: Body): LoadingRequestChange | null {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Body)[]) {
    if (after[key] !== before[key]) changed[key] = after[key];
  }
  return Object.keys(changed).length > 0 ? (changed as LoadingRequestChange) : null;
}
