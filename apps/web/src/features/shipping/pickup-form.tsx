"use client";

import { type DriverJob, freightRules, type PickupBody, pickupBodySchema } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { primaryButton } from "@/components/button-styles";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { validationText } from "@/components/form/validation-text";
import { UploadField, useUploadSlot } from "@/features/uploads";
import { recordPickup } from "./freight-queries";
import { toAscii } from "./loading-request-form";
import { PickupEvidence } from "./pickup-evidence";
import { markLoaded } from "./shipping-queries";
import { Card } from "./shipping-ui";
import { placeFieldsOf, useDevicePlace } from "./use-device-place";

/** How often the page asks again while the shop decides on a pickup that did not match. */
const WAITING_REFRESH_MS = 5_000;

/**
 * The pickup on the job's page (decision 036): while the driver is assigned, the form to record
 * it; then its result — matched or confirmed: the Loaded button; awaiting the shop: a waiting
 * state that refreshes itself; disputed: the shop's note and the form again. Once loaded, the
 * record stays as evidence.
 */
export function PickupSection({ job, onRefresh }: { job: DriverJob; onRefresh: () => void }) {
  const t = useTranslations("freightDriver.pickup");
  const loaded = useTranslations("shipping.driver");
  const [isLoading, setLoading] = useState(false);
  const record = job.pickup_record;
  const isAssigned = job.status === "driver_assigned";
  const isWaiting = isAssigned && record?.status === "awaiting_seller";

  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(onRefresh, WAITING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [isWaiting, onRefresh]);

  if (!record && !isAssigned) return null;
  const mayLeave = record?.status === "matched" || record?.status === "confirmed";

  return (
    <Card id="job-pickup" title={t("title")} testId="job-pickup">
      {record ? <PickupEvidence pickup={record} /> : null}
      {isWaiting ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {t("waitingText")}
        </p>
      ) : null}
      {isAssigned && record?.status === "disputed" ? (
        <p role="status" className="rounded-xl bg-red-50 p-3 text-red-900">
          {t("disputedText")}
        </p>
      ) : null}
      {isAssigned && (!record || record.status === "disputed") ? <PickupForm job={job} /> : null}
      {isAssigned && mayLeave ? (
        <button
          type="button"
          className={primaryButton}
          disabled={isLoading}
          onClick={async () => {
            setLoading(true);
            await markLoaded(job.id);
            setLoading(false);
          }}
        >
          {loaded("markLoaded")}
        </button>
      ) : null}
    </Card>
  );
}

const fields = ["package_count", "weight_kg", "photo_file_ids", "latitude", "longitude"] as const;

/** An empty box is no number (required); anything typed is read in either language's digits. */
const asNumber = (text: string) => (text.trim() === "" ? undefined : Number(toAscii(text)));

function PickupForm({ job }: { job: DriverJob }) {
  const t = useTranslations("freightDriver.pickup");
  const language = useLocale();
  const format = useFormatter();
  const id = useId();
  const place = useDevicePlace();
  const form = useZodForm<PickupBody, PickupBody>(pickupBodySchema, {
    defaultValues: { photo_file_ids: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const photos = useUploadSlot({
    purpose: "pickup_photo",
    max: freightRules.maxPickupPhotos,
    single: false,
    onChange: (refs) =>
      form.setValue(
        "photo_file_ids",
        refs.map((ref) => ref.id),
        { shouldValidate: form.formState.isSubmitted },
      ),
  });

  const submit = form.handleSubmit(async (body) => {
    await recordPickup({
      groupId: job.id,
      body: { ...body, ...placeFieldsOf(place) },
      fields,
      setError: form.setError,
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t("formTitle")}
      data-testid="pickup-form"
      className="flex flex-col gap-3"
    >
      <p className="text-slate-700">{t("intro")}</p>
      {job.needs ? (
        <p className="text-sm text-slate-600" data-testid="pickup-stated">
          {t("statedText", {
            count: job.needs.package_count,
            kg: format.number(job.needs.weight_kg),
          })}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="package_count"
          id={`${id}-count`}
          label={t("countLabel")}
          toValue={asNumber}
          inputProps={{ dir: "ltr", inputMode: "numeric" }}
          inputClassName="text-start"
        />
        <TextField
          control={form.control}
          name="weight_kg"
          id={`${id}-weight`}
          label={t("weightLabel")}
          toValue={asNumber}
          unit={t("kg")}
          inputProps={{ dir: "ltr", inputMode: "numeric" }}
          inputClassName="text-start"
        />
      </div>
      <UploadField
        slot={photos}
        label={t("photosLabel")}
        description={t("photosHint")}
        required
        error={validationText(
          errors.photo_file_ids?.message ?? errors.photo_file_ids?.root?.message,
          language,
        )}
      />
      <p className="text-sm text-slate-600" data-testid="pickup-place">
        {t(`placeState.${place.status}`)}
      </p>
      <button type="submit" className={primaryButton} disabled={isSubmitting || photos.isBusy}>
        {t("record")}
      </button>
    </form>
  );
}
