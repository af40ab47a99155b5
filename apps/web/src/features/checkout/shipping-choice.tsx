"use client";

import type { SendMethod, ShippingOption } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { RadioGroup } from "react-aria-components";
import { secondaryButton } from "@/components/button-styles";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { Skeleton } from "@/components/skeleton";
import { useMoney } from "@/features/catalog";
import { bilingual, columnIn } from "@/lib/i18n/languages";
import type { SendMethodInfo } from "./checkout-queries";

interface ShippingState {
  options: ShippingOption[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * How the order travels (SPEC §7 `/send-methods`: a driver, the shop's own delivery, pickup),
 * each with its cost for this group to the chosen address (`/shippings`); options that cannot
 * serve this address are shown but cannot be chosen, with the reason.
 */
export function ShippingChoice({
  hasAddress,
  shipping,
  sendMethods,
  value,
  onChange,
  error,
  labelledBy,
}: {
  hasAddress: boolean;
  shipping: ShippingState;
  sendMethods: SendMethodInfo[];
  value: SendMethod | undefined;
  onChange: (method: SendMethod) => void;
  error: string | undefined;
  labelledBy: string;
}) {
  const t = useTranslations("commerce.checkout.shipping");
  const language = useLocale();
  const money = useMoney();
  const days = useDeliveryDaysText();
  const errorText = validationText(error, language);

  if (!hasAddress) return <p className="text-slate-600">{t("addressFirst")}</p>;
  if (shipping.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-red-800">{t("loadFailed")}</p>
        <button type="button" onClick={shipping.refetch} className={secondaryButton}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!shipping.options) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  const describe = (code: SendMethod) => {
    const info = sendMethods.find((method) => method.code === code);
    if (!info) return null;
    return columnIn(info, "description", language);
  };

  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as SendMethod)}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-3"
    >
      {shipping.options.map((option) => {
        const note = columnIn(option, "note", language);
        return (
          <ChoiceCard
            key={option.send_method}
            value={option.send_method}
            isDisabled={!option.available}
          >
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold text-slate-900">{bilingual(option, language)}</span>
              {option.available ? (
                <span className="font-semibold text-slate-900">
                  {option.cost_rials === 0 ? t("free") : money.toman(option.cost_rials)}
                </span>
              ) : null}
            </span>
            {describe(option.send_method) ? (
              <span className="block text-sm text-slate-600">{describe(option.send_method)}</span>
            ) : null}
            {option.available ? (
              <span className="block text-sm text-slate-600">
                {days(option.min_days, option.max_days)}
              </span>
            ) : (
              <span className="block text-sm font-medium text-amber-800">
                {note || t("unavailable")}
              </span>
            )}
          </ChoiceCard>
        );
      })}
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}

/** "Arrives the same day", "within 2 days", "in 3 days" or "in 2 to 4 days", by the range. */
export function useDeliveryDaysText() {
  const t = useTranslations("commerce.checkout.shipping");
  const format = useFormatter();
  return useCallback(
    (min: number, max: number) => {
      if (max <= 0) return t("sameDay");
      if (min === max) return t("days", { count: max });
      if (min <= 0) return t("upTo", { max });
      return t("dayRange", { min: format.number(min), max: format.number(max) });
    },
    [t, format],
  );
}
