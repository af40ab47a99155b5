"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { validationText } from "@/components/form/validation-text";
import { DeliveryDateField } from "@/features/checkout";
import { MARKET_TIME_ZONE } from "@/lib/i18n/local-date";
import { paths } from "@/lib/paths";
import { NumberField, toAscii } from "./loading-request-form";
import { startSelfLoading } from "./shipping-queries";

interface Values {
  expected_delivery_at: string | undefined;
  hour: string;
}

/** Tehran is UTC+3:30 all year (no daylight saving since 2022). */
const tehranOffset = "+03:30";

/**
 * /shop/orders/[oid]/self-loading: the shop carries the order itself and says when it
 * expects to deliver (a day, Jalali in Persian, and an hour, Tehran time).
 */
export function SelfLoadingForm({ orderId }: { orderId: number }) {
  const t = useTranslations("shipping.form");
  const language = useLocale();
  const router = useRouter();
  const form = useForm<Values>({ defaultValues: { expected_delivery_at: undefined, hour: "12" } });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Values) {
    const hour = String(Number(toAscii(values.hour))).padStart(2, "0");
    const group = await startSelfLoading({
      orderId,
      expectedDeliveryAt: `${values.expected_delivery_at}T${hour}:00:00${tehranOffset}`,
      fields: ["expected_delivery_at"],
      setError: form.setError,
    });
    if (group) router.push(paths.order("seller", orderId));
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      data-time-zone={MARKET_TIME_ZONE}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <Controller
        control={form.control}
        name="expected_delivery_at"
        rules={{ validate: (value) => (value ? true : "required") }}
        render={({ field }) => (
          <DeliveryDateField
            label={t("expectedDate")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.expected_delivery_at?.message}
          />
        )}
      />
      <NumberField
        id="hour"
        label={t("expectedHour")}
        error={validationText(errors.hour?.message, language)}
        registration={form.register("hour", {
          validate: (value) => {
            const hour = Number(toAscii(value));
            return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? true : "invalid_number";
          },
        })}
      />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {t("start")}
      </button>
    </form>
  );
}
