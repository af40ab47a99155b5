"use client";

import type { Wallet } from "@kesht/contracts";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { RadioGroup } from "react-aria-components";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { Link } from "@/components/link";
import { convertRials, useMoney } from "@/features/catalog";
import { useAppStore, useStateReady } from "@/lib/state/app-store";
import { usePaymentGateways } from "./checkout-queries";
import type { PayOption } from "./checkout-schema";

/**
 * How to pay: from the wallet (its balance shown; not offered when it is short), or through
 * one of the gateways the API offers: in rials, or SPEC §9's gateway priced in dirhams, whose
 * rate is fixed when the payment starts.
 */
export function PaymentChoice({
  total,
  wallet,
  walletFailed,
  value,
  onChange,
  error,
  labelledBy,
}: {
  /** What would be charged, in rials; null until a delivery method is chosen. */
  total: number | null;
  /** Null while the balance is loading or when it could not be loaded. */
  wallet: Wallet | null;
  walletFailed: boolean;
  value: PayOption | undefined;
  onChange: (option: PayOption) => void;
  error: string | undefined;
  labelledBy: string;
}) {
  const t = useTranslations("commerce.checkout.payment");
  const language = useLocale();
  const format = useFormatter();
  const money = useMoney();
  const isReady = useStateReady();
  const rates = useAppStore((state) => state.rates);
  const errorText = validationText(error, language);
  const offered = usePaymentGateways();

  const isShort = wallet !== null && total !== null && wallet.balance_rials < total;
  const aed = total !== null && isReady ? (convertRials(total, rates)?.aed ?? null) : null;

  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(chosen) => onChange(chosen as PayOption)}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-3"
    >
      <ChoiceCard value="wallet" isDisabled={wallet === null || isShort}>
        <span className="block font-semibold text-slate-900">{t("wallet")}</span>
        <span className="block text-sm text-slate-600">
          {wallet !== null
            ? t("walletBalance", { balance: money.toman(wallet.balance_rials) })
            : walletFailed
              ? t("walletFailed")
              : t("walletLoading")}
        </span>
        {isShort ? (
          <span className="block text-sm font-medium text-amber-800">
            {t("walletShort")}{" "}
            <Link
              href="/customer/profile/wallet"
              className="font-semibold text-primary-700 underline"
            >
              {t("topUp")}
            </Link>
          </span>
        ) : null}
      </ChoiceCard>
      {offered.data?.data.map((gateway) =>
        gateway.currency === "AED" ? (
          <ChoiceCard key={gateway.code} value={gateway.code}>
            <span className="block font-semibold text-slate-900">{t("gatewayAed")}</span>
            <span className="block text-sm text-slate-600">
              {aed === null
                ? t("gatewayAedText")
                : t("gatewayAedAmount", { aed: format.number(aed, { maximumFractionDigits: 2 }) })}
            </span>
          </ChoiceCard>
        ) : (
          <ChoiceCard key={gateway.code} value={gateway.code}>
            <span className="block font-semibold text-slate-900">
              {gateway.code === "zarinpal" ? t("zarinpal") : t("gateway")}
            </span>
            <span className="block text-sm text-slate-600">{t("gatewayText")}</span>
          </ChoiceCard>
        ),
      )}
      {offered.isError ? (
        <p className="text-sm font-medium text-red-700">{t("gatewaysFailed")}</p>
      ) : null}
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}
