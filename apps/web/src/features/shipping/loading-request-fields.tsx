"use client";

import type { LoadingRequest } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { validationText } from "@/components/form/validation-text";
import {
  DeliveryDateField,
  firstOpenDay,
  marketWallClock,
  openWindows,
  usePackageTypes,
  useTimeBlocks,
} from "@/features/checkout";
import { bilingual, inDigits } from "@/lib/i18n/languages";
import { Labelled, NumberField, positiveNumber, Select, toAscii } from "./form-parts";
import {
  emptyLoadNeeds,
  LoadNeedsFields,
  type LoadNeedsValues,
  loadNeedsBody,
  loadNeedsFieldNames,
  loadNeedsValues,
} from "./load-needs-fields";

/** A loading request as its form holds it: when, what, how heavy, a note, and its needs. */
export interface LoadingRequestValues extends LoadNeedsValues {
  loading_date: string | undefined;
  time_block_id: string;
  package_type_id: string;
  weight_kg: string;
  note: string;
}

/** The fields the API may name in its field errors, each shown under its field. */
export const loadingRequestFieldNames = [
  "loading_date",
  "time_block_id",
  "package_type_id",
  "weight_kg",
  "note",
  ...loadNeedsFieldNames,
] as const;

export const emptyLoadingRequest: LoadingRequestValues = {
  loading_date: undefined,
  time_block_id: "",
  package_type_id: "",
  weight_kg: "",
  note: "",
  ...emptyLoadNeeds,
};

/** An open load as the change form starts from it. */
export function loadingRequestValues(request: LoadingRequest): LoadingRequestValues {
  return {
    loading_date: request.loading_date,
    time_block_id: String(request.time_block.id),
    package_type_id: String(request.package_type.id),
    weight_kg: String(request.weight_kg),
    note: request.note ?? "",
    ...loadNeedsValues(request),
  };
}

/** The body the API takes; `arrive_by` null when there is none (a new load leaves it out). */
export function loadingRequestBody(values: LoadingRequestValues) {
  return {
    loading_date: values.loading_date ?? "",
    time_block_id: Number(values.time_block_id),
    package_type_id: Number(values.package_type_id),
    weight_kg: Number(toAscii(values.weight_kg)),
    note: values.note.trim(),
    ...loadNeedsBody(values),
  };
}

/**
 * Every field of a loading request, for a new load and for changing an open one: the day
 * (Jalali in Persian, not before today) and time block of loading, the package type, the total
 * weight, a note, and what the load needs. The API checks it all again.
 */
export function LoadingRequestFields({ form }: { form: UseFormReturn<LoadingRequestValues> }) {
  const t = useTranslations("shipping.form");
  const language = useLocale();
  const blocks = useTimeBlocks().data?.data ?? [];
  const packages = usePackageTypes().data?.data ?? [];
  const { errors } = form.formState;
  // Drivers cannot load in a window that has already begun (the API refuses it too).
  const loadingDate = useWatch({ control: form.control, name: "loading_date" });
  const now = marketWallClock();
  const windows = openWindows(blocks, loadingDate, now);
  const required = (value: unknown) => (value ? true : "required");
  const errorOf = (name: keyof LoadingRequestValues) =>
    validationText(errors[name]?.message, language);
  // A native select shows a value only once its option exists: a load being changed names its
  // time block and package type before their lists arrive, so they are set again after.
  const listsShown = `${windows.length}:${packages.length}`;
  useEffect(() => {
    if (listsShown === "0:0") return;
    for (const name of ["time_block_id", "package_type_id"] as const) {
      form.setValue(name, form.getValues(name));
    }
  }, [listsShown, form]);

  return (
    <>
      <Controller
        control={form.control}
        name="loading_date"
        rules={{ validate: required }}
        render={({ field }) => (
          <DeliveryDateField
            label={t("loadingDate")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstDay={blocks.length > 0 ? firstOpenDay(blocks, now) : undefined}
            error={errors.loading_date?.message}
          />
        )}
      />
      <Select
        id="time_block_id"
        label={t("timeBlock")}
        placeholder={t("chooseTime")}
        error={errorOf("time_block_id")}
        options={windows.map((block) => ({
          value: String(block.id),
          label: inDigits(`${block.starts_at.slice(0, 5)}–${block.ends_at.slice(0, 5)}`, language),
        }))}
        {...form.register("time_block_id", { validate: required })}
      />
      <Select
        id="package_type_id"
        label={t("packageType")}
        placeholder={t("choosePackage")}
        error={errorOf("package_type_id")}
        options={packages.map((type) => ({
          value: String(type.id),
          label: bilingual(type, language),
        }))}
        {...form.register("package_type_id", { validate: required })}
      />
      <NumberField
        id="weight_kg"
        label={t("weight")}
        error={errorOf("weight_kg")}
        registration={form.register("weight_kg", { validate: positiveNumber })}
      />
      <Labelled id="note" label={`${t("note")} (${t("optional")})`} error={errorOf("note")}>
        <textarea
          id="note"
          rows={3}
          maxLength={500}
          className={`${controlClass} ${controlBorder(false)}`}
          {...form.register("note")}
        />
      </Labelled>
      <LoadNeedsFields form={form} />
    </>
  );
}
