"use client";

import { type OrderReturns, returnRules } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SendOrCancel } from "@/components/form/send-or-cancel";
import { productName } from "@/features/catalog";
import { UploadField, useUploadSlot } from "@/features/uploads";
import { parseTypedNumber } from "./parse-number";
import { FormProblem, NoteField } from "./return-fields";
import { askReturn } from "./return-queries";

/**
 * The customer chooses lines and quantities to return, says why and may add photos. The API
 * judges the rest (the window, what is left of each line) and answers in the reader's language.
 */
export function ReturnRequestForm({
  orderId,
  data,
  onDone,
}: {
  orderId: number;
  data: OrderReturns;
  onDone: () => void;
}) {
  const t = useTranslations("returns");
  const language = useLocale();
  const lines = data.lines.filter((line) => line.returnable > 0);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const slot = useUploadSlot({
    purpose: "return_photo",
    max: returnRules.maxPhotos,
    single: false,
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const asked = Object.entries(chosen).map(([itemId, text]) => ({
      order_item_id: Number(itemId),
      quantity: parseTypedNumber(text),
    }));
    if (asked.length === 0 || asked.some((line) => !line.quantity)) {
      setProblem(t("nothingChosen"));
      return;
    }
    if (reason.trim() === "") {
      setProblem(t("reasonRequired"));
      return;
    }
    setProblem(null);
    setSending(true);
    const sent = await askReturn(orderId, {
      reason,
      lines: asked.map((line) => ({
        order_item_id: line.order_item_id,
        quantity: line.quantity ?? 0,
      })),
      photo_ids: slot.doneRefs.map((ref) => ref.id),
    });
    setSending(false);
    if (sent) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="return-form">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">{t("chooseLines")}</legend>
        {lines.map((line) => {
          const isChosen = chosen[line.order_item_id] !== undefined;
          const name = productName(line, language);
          return (
            <div key={line.order_item_id} className="flex flex-wrap items-center gap-3">
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={isChosen}
                  onChange={(event) =>
                    setChosen(({ [line.order_item_id]: _, ...rest }) =>
                      event.target.checked
                        ? { ...rest, [line.order_item_id]: String(line.returnable) }
                        : rest,
                    )
                  }
                />
                <bdi>{name}</bdi>
              </label>
              {isChosen ? (
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  {t("quantity", { count: line.returnable })}
                  <input
                    inputMode="decimal"
                    dir="ltr"
                    className="min-h-11 w-24 rounded-lg border border-slate-300 px-3"
                    value={chosen[line.order_item_id]}
                    onChange={(event) =>
                      setChosen((all) => ({ ...all, [line.order_item_id]: event.target.value }))
                    }
                  />
                </label>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <NoteField
        label={t("reason")}
        value={reason}
        onChange={setReason}
        maxLength={returnRules.maxReasonLength}
      />
      <UploadField
        slot={slot}
        label={t("photos")}
        description={t("photosHint", { max: returnRules.maxPhotos })}
      />
      <FormProblem text={problem} />
      <SendOrCancel isBusy={isSending || slot.isBusy} onCancel={onDone} cancel={t("cancel")}>
        {t("send")}
      </SendOrCancel>
    </form>
  );
}
