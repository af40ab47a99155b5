"use client";

import type { Gateway, PaymentGatewayOption } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { RadioGroup } from "react-aria-components";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { Skeleton } from "@/components/skeleton";
import { convertRials } from "@/features/catalog";
import { useApiQuery } from "@/lib/api";
import { useAppStore, useStateReady } from "@/lib/state/app-store";

/** Gateways change with the installation's settings only; one load per visit is plenty. */
const GATEWAYS_CACHE_MS = 60 * 60 * 1000;

/** The gateways this installation offers (`GET /payment-gateways`), each with its currency. */
export function usePaymentGateways() {
  return useApiQuery<PaymentGatewayOption[]>({
    path: "/payment-gateways",
    readCache: true,
    cacheTime: GATEWAYS_CACHE_MS,
  });
}

/**
 * The gateway to pay through, among those the API offers: rials, or SPEC §9's one priced in
 * dirhams (with what `rials` comes to in dirhams at today's rate, fixed when payment starts).
 * The first offered gateway is chosen until the payer picks another.
 */
export function GatewayChoice({
  labelledBy,
  value,
  onChange,
  rials,
  error,
}: {
  labelledBy: string;
  value: Gateway | undefined;
  onChange: (gateway: Gateway) => void;
  /** The amount to pay, when known. */
  rials: number | null;
  error?: string | undefined;
}) {
  const t = useTranslations("money.gateways");
  const format = useFormatter();
  const language = useLocale();
  const errorText = validationText(error, language);
  const isReady = useStateReady();
  const rates = useAppStore((state) => state.rates);
  const offered = usePaymentGateways();
  const options = offered.data?.data;

  const first = options?.[0]?.code;
  const isOffered = options?.some((option) => option.code === value) ?? false;
  useEffect(() => {
    if (first && !isOffered) onChange(first);
  }, [first, isOffered, onChange]);

  if (offered.isError) return <p className="text-sm font-medium text-red-700">{t("failed")}</p>;
  if (!options) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  }
  if (options.length === 0) return <p className="text-sm text-slate-700">{t("none")}</p>;

  const aed = rials !== null && isReady ? (convertRials(rials, rates)?.aed ?? null) : null;
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as Gateway)}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-2"
    >
      {options.map((option) =>
        option.currency === "AED" ? (
          <ChoiceCard key={option.code} value={option.code}>
            <span className="block font-semibold text-slate-900">{t("aed")}</span>
            <span className="block text-sm text-slate-600">
              {aed === null
                ? t("aedText")
                : t("aedAmount", { aed: format.number(aed, { maximumFractionDigits: 2 }) })}
            </span>
          </ChoiceCard>
        ) : (
          <ChoiceCard key={option.code} value={option.code}>
            <span className="block font-semibold text-slate-900">
              {option.code === "zarinpal" ? t("zarinpal") : t("rial")}
            </span>
            <span className="block text-sm text-slate-600">{t("rialText")}</span>
          </ChoiceCard>
        ),
      )}
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}
