"use client";

import { type LoadingRequestBody, type Order, toAsciiDigits } from "@kesht/contracts";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Controller, type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
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
import { useApiQuery } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";
import { bilingual, inDigits } from "@/lib/i18n/languages";
import { paths } from "@/lib/paths";
import { sendLoadingRequest } from "./shipping-queries";

interface Values {
  loading_date: string | undefined;
  time_block_id: string;
  package_type_id: string;
  weight_kg: string;
  note: string;
}
const fields = ["loading_date", "time_block_id", "package_type_id", "weight_kg", "note"] as const;

/**
 * /shop/orders/[oid]/loading-request (and from a group): the day (Jalali in Persian, not
 * before today) and time block of loading, the package type, the total weight and a note.
 * The API checks it all again; its field errors show under the fields.
 */
export function LoadingRequestForm({
  target,
}: {
  target: { orderId: number } | { groupId: number };
}) {
  const t = useTranslations("shipping.form");
  const language = useLocale();
  const router = useRouter();
  const blocks = useTimeBlocks().data?.data ?? [];
  const packages = usePackageTypes().data?.data ?? [];
  const form = useForm<Values>({
    defaultValues: {
      loading_date: undefined,
      time_block_id: "",
      package_type_id: "",
      weight_kg: "",
      note: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  useOrderWeight(target, (kg) => {
    if (!form.getValues("weight_kg")) form.setValue("weight_kg", String(kg));
  });
  // Drivers cannot load in a window that has already begun (the API refuses it too).
  const loadingDate = useWatch({ control: form.control, name: "loading_date" });
  const now = marketWallClock();
  const windows = openWindows(blocks, loadingDate, now);
  const required = (value: unknown) => (value ? true : "required");
  const errorOf = (name: (typeof fields)[number]) =>
    validationText(errors[name]?.message, language);

  async function submit(values: Values) {
    const body: LoadingRequestBody = {
      loading_date: values.loading_date ?? "",
      time_block_id: Number(values.time_block_id),
      package_type_id: Number(values.package_type_id),
      weight_kg: Number(toAscii(values.weight_kg)),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    };
    const group = await sendLoadingRequest({
      target,
      body,
      fields,
      setError: form.setError,
    });
    if (group) router.push(paths.orderGroup(group.id));
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
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
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {t("send")}
      </button>
    </form>
  );
}

/** A number typed on a Persian keyboard, with its separators, as ASCII digits. */
export function toAscii(text: string): string {
  return toAsciiDigits(text).replace(/[,\u066C\s]/g, "");
}

/** The rule of a number that must be above zero (a weight, a price, a duration). */
export function positiveNumber(value: string) {
  return Number(toAscii(value)) > 0 ? true : "positive_number";
}

/** A number typed in Persian or Latin digits, left to right, registered on a plain form. */
export function NumberField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  /** The field's error in the page's language. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const isInvalid = Boolean(error);
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        aria-invalid={isInvalid}
        className={`${controlClass} ${controlBorder(isInvalid)}`}
        {...registration}
      />
    </Labelled>
  );
}

export function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = React.ComponentPropsWithRef<"select"> & {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  options: { value: string; label: string }[];
};

function Select({ id, label, placeholder, error, options, ...props }: SelectProps) {
  return (
    <Labelled id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        className={`${controlClass} ${controlBorder(Boolean(error))}`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * The order's weight in whole kilograms, once read, as the form's starting value: its packed
 * weight where the shop has weighed it (docs/decisions/033-packed-weight.md), so the drivers
 * are asked to carry what was packed. A group's form starts empty: the shop weighs it whole.
 */
function useOrderWeight(
  target: { orderId: number } | { groupId: number },
  onWeight: (kg: number) => void,
) {
  const orderId = "orderId" in target ? target.orderId : null;
  const order = useApiQuery<Order>({
    path: `/seller/orders/${orderId}`,
    cacheKey: ordersCacheKey("seller"),
    enabled: orderId !== null,
  }).data?.data;
  const kg = order ? Math.ceil(order.weight_kg) : 0;
  // Once: a weight the shop clears or changes is theirs.
  const isApplied = useRef(false);
  useEffect(() => {
    if (kg > 0 && !isApplied.current) {
      isApplied.current = true;
      onWeight(kg);
    }
  }, [kg, onWeight]);
}
