"use client";

import { freightRules, type TemperatureNeed, temperatureNeeds } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Label, RadioGroup, Text } from "react-aria-components";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { DeliveryDateField } from "@/features/checkout";
import { inDigits } from "@/lib/i18n/languages";
import { MARKET_TIME_ZONE } from "@/lib/i18n/local-date";
import { NumberField, positiveNumber, Select, toAscii } from "./form-parts";

/** What a seller states of a load's needs (decision 036), as the form holds them. */
export interface LoadNeedsValues {
  temperature: TemperatureNeed;
  has_arrive_by: boolean;
  /** yyyy-mm-dd in Tehran. */
  arrive_by: string | undefined;
  /** "00"–"23", Tehran. */
  arrive_by_hour: string;
  fragile: boolean;
  package_count: string;
}

export const loadNeedsFieldNames = [
  "temperature",
  "arrive_by",
  "fragile",
  "package_count",
] as const;

export const emptyLoadNeeds: LoadNeedsValues = {
  temperature: "ambient",
  has_arrive_by: false,
  arrive_by: undefined,
  arrive_by_hour: "",
  fragile: false,
  package_count: "",
};

/** Tehran is UTC+3:30 all year (no daylight saving since 2022). */
const tehranOffset = "+03:30";

/** The needs as the API takes them; `arrive_by` null when the seller took the time away. */
export function loadNeedsBody(values: LoadNeedsValues) {
  return {
    temperature: values.temperature,
    fragile: values.fragile,
    package_count: Number(toAscii(values.package_count)),
    arrive_by:
      values.has_arrive_by && values.arrive_by && values.arrive_by_hour
        ? `${values.arrive_by}T${values.arrive_by_hour}:00:00${tehranOffset}`
        : null,
  };
}

/** A load's needs as the form starts from them: its arrive-by moment as a Tehran day and hour. */
export function loadNeedsValues(needs: {
  temperature: TemperatureNeed;
  arrive_by: string | null;
  fragile: boolean;
  package_count: number;
}): LoadNeedsValues {
  const tehran = needs.arrive_by ? tehranDayAndHour(needs.arrive_by) : null;
  return {
    temperature: needs.temperature,
    has_arrive_by: tehran !== null,
    arrive_by: tehran?.day,
    arrive_by_hour: tehran?.hour ?? "",
    fragile: needs.fragile,
    package_count: String(needs.package_count),
  };
}

export function tehranDayAndHour(iso: string): { day: string; hour: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: MARKET_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: part("hour") };
}

const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

/**
 * The needs part of a loading request's form, new or changed: temperature as three choices
 * (cool and frozen go only in refrigerated vehicles), an optional arrive-by day and hour
 * (Tehran time; the day Jalali in Persian), fragility, and the package count.
 */
export function LoadNeedsFields<F extends FieldValues & LoadNeedsValues>({
  form,
}: {
  form: UseFormReturn<F>;
}) {
  const t = useTranslations("freight");
  const language = useLocale();
  const id = useId();
  // The form's own fields: react-hook-form's paths of F include these, which TS cannot see here.
  const name = (field: keyof LoadNeedsValues) => field as Path<F>;
  const { errors } = form.formState;
  const errorOf = (field: keyof LoadNeedsValues) =>
    validationText(errors[field]?.message as string | undefined, language);
  const hasArriveBy = form.watch(name("has_arrive_by")) as boolean;

  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <legend className="pb-2 font-bold text-slate-900">{t("form.needs")}</legend>
      <Controller
        control={form.control}
        name={name("temperature")}
        render={({ field }) => (
          <RadioGroup
            value={field.value as string}
            onChange={field.onChange}
            isInvalid={Boolean(errorOf("temperature"))}
            className="flex flex-col gap-2"
          >
            <Label className="text-sm font-semibold text-slate-800">{t("temperature.label")}</Label>
            <Text slot="description" className="text-sm text-slate-600">
              {t("temperature.hint")}
            </Text>
            <div className="grid gap-2 sm:grid-cols-3">
              {temperatureNeeds.map((need) => (
                <ChoiceCard key={need} value={need}>
                  <span className="block font-semibold text-slate-900">
                    {t(`temperature.${need}`)}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {t(`temperature.${need}Hint`)}
                  </span>
                </ChoiceCard>
              ))}
            </div>
            {errorOf("temperature") ? (
              <p className="text-sm font-medium text-red-700">{errorOf("temperature")}</p>
            ) : null}
          </RadioGroup>
        )}
      />
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input type="checkbox" className="size-5" {...form.register(name("has_arrive_by"))} />
        {t("form.hasArriveBy")}
      </label>
      {/* Shown only when asked for: one calendar per form unless the seller wants a second. */}
      {hasArriveBy ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name={name("arrive_by")}
            rules={{ validate: (value) => (value ? true : "required") }}
            render={({ field }) => (
              <DeliveryDateField
                label={t("form.arriveByDate")}
                value={field.value as string | undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                description={t("form.arriveByHint")}
                error={errors.arrive_by?.message as string | undefined}
              />
            )}
          />
          <Select
            id={`${id}-hour`}
            label={t("form.arriveByHour")}
            placeholder={t("form.chooseHour")}
            error={errorOf("arrive_by_hour")}
            options={hours.map((hour) => ({
              value: hour,
              label: inDigits(`${hour}:00`, language),
            }))}
            {...form.register(name("arrive_by_hour"), {
              validate: (value) => (value ? true : "required"),
            })}
          />
        </div>
      ) : null}
      <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
        <input type="checkbox" className="size-5" {...form.register(name("fragile"))} />
        {t("form.fragile")}
      </label>
      <NumberField
        id={`${id}-packages`}
        label={t("form.packageCount")}
        error={errorOf("package_count")}
        hint={t("form.packageCountHint")}
        registration={form.register(name("package_count"), {
          validate: (value: string) =>
            Number(toAscii(value)) > freightRules.maxPackageCount
              ? "invalid_number"
              : positiveNumber(value),
        })}
      />
    </fieldset>
  );
}
