"use client";

import {
  type Bilingual,
  type DeliveredBody,
  deliveredBodySchema,
  deliveryCodeRules,
  deliveryNoCodeReasons,
} from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { primaryButton, secondaryButton } from "@/components/button-styles";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { UploadField, useUploadSlot } from "@/features/uploads";
import { type DeliveryTarget, deliverWithProof } from "./shipping-queries";
import { placeFieldsOf, useDevicePlace } from "./use-device-place";

const fields = ["code", "no_code_reason", "photo_file_id"] as const;

/**
 * How a carrier (a driver, or a shop carrying its own order) marks one order delivered: the
 * code its customer gives at the door, or, when there is none to be had, why, with a photo of
 * the handover (decision 030). Five wrong codes lock it: the form then turns to the second way.
 * A photo may go with the code too, and the place when the device can tell (decision 036).
 */
export function DeliveryProofForm({ target }: { target: DeliveryTarget }) {
  const t = useTranslations("shipping.proof");
  const freight = useTranslations("freightDriver.delivery");
  const id = useId();
  const place = useDevicePlace();
  const language = useLocale();
  const [withoutCode, setWithoutCode] = useState(false);
  const [refusal, setRefusal] = useState<Bilingual | null>(null);
  const form = useZodForm<DeliveredBody, DeliveredBody>(deliveredBodySchema, {
    // Only the fields of the way shown are sent: a hidden one leaves the values.
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;
  const photo = useUploadSlot({
    purpose: "delivery_photo",
    max: 1,
    onChange: (refs) =>
      form.setValue("photo_file_id", refs[0]?.id, { shouldValidate: form.formState.isSubmitted }),
  });

  // One photo field for both ways: required without the code, optional beside it; kept while
  // the carrier switches between the two.
  const photoField = (
    <>
      {/* No photo is no field at all: an empty one would be refused beside a code. */}
      <input
        type="hidden"
        {...form.register("photo_file_id", { setValueAs: (value) => value || undefined })}
      />
      <UploadField
        slot={photo}
        label={withoutCode ? t("photoLabel") : freight("photoWithCodeLabel")}
        description={withoutCode ? t("photoHint") : freight("photoWithCodeHint")}
        required={withoutCode}
        error={validationText(errors.photo_file_id?.message, language)}
      />
      {place.status === "found" ? (
        <p className="text-sm text-slate-600" data-testid="delivery-place">
          {freight("placeFound")}
        </p>
      ) : null}
    </>
  );

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    await deliverWithProof({
      target,
      body: { ...body, ...placeFieldsOf(place) },
      fields,
      setError: form.setError,
      onRefused: ({ status, messages }) => {
        // Only the code's own refusals are said here; anything else is the request layer's toast.
        if (status !== 422 && status !== 423) return;
        if (messages && (status === 423 || body.code !== undefined)) setRefusal(messages);
        // Locked: the other way is the one left.
        if (status === 423) setWithoutCode(true);
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("title")}
      data-testid="delivery-proof"
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
    >
      {refusal ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {refusal[language]}
        </p>
      ) : null}
      {withoutCode ? (
        <>
          <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-reason-error`}>
            <legend className="mb-1 font-semibold text-slate-900">{t("reasonLegend")}</legend>
            {deliveryNoCodeReasons.map((reason) => (
              <label
                key={reason}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3"
              >
                <input
                  type="radio"
                  value={reason}
                  className="size-5 accent-primary-700"
                  {...form.register("no_code_reason")}
                />
                {t(`reasons.${reason}`)}
              </label>
            ))}
            {errors.no_code_reason?.message ? (
              <p id={`${id}-reason-error`} className="text-sm text-red-700">
                {validationText(errors.no_code_reason.message, language)}
              </p>
            ) : null}
          </fieldset>
          {photoField}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={isSubmitting || photo.isBusy}>
              {t("deliverWithoutCode")}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setWithoutCode(false)}>
              {t("withCode")}
            </button>
          </div>
        </>
      ) : (
        <>
          <TextField
            control={form.control}
            name="code"
            id={`${id}-code`}
            label={t("codeLabel")}
            description={t("codeHint")}
            inputProps={{
              dir: "ltr",
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: deliveryCodeRules.length + 4,
            }}
            inputClassName="text-start text-lg tracking-widest"
          />
          {photoField}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={isSubmitting || photo.isBusy}>
              {t("deliver")}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setWithoutCode(true)}>
              {t("noCode")}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
