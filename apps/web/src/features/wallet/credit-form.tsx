"use client";

import { tomanToRials } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { primaryButton } from "@/components/button-styles";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { useMoney } from "@/features/catalog";
import { outcomeOfFailure } from "@/lib/api/idempotency-key";
import { useIdempotentSubmit } from "@/lib/api/use-idempotent-submit";
import { GatewayChoice } from "./gateway-choice";
import { walletCreditFormSchema } from "./wallet-forms-schema";
import { requestWalletCredit } from "./wallet-queries";
import type { WalletSide } from "./wallet-side";

/** Amounts people often top up with, one tap each (toman). */
const presets = [100_000, 500_000, 1_000_000] as const;

/**
 * "Increase credit" (SPEC §1, §5: the amount is required): the amount in toman and the
 * gateway, then off to the gateway's page. The gateway sends the browser back to this page
 * with `?payment=paid|failed`.
 */
export function CreditForm({ side }: { side: WalletSide }) {
  const t = useTranslations("money.credit");
  const format = useFormatter();
  const money = useMoney();
  const gatewayLabel = useId();

  const form = useZodForm(walletCreditFormSchema, {
    defaultValues: { amount_toman: "" },
  });
  const typedAmount = useWatch({ control: form.control, name: "amount_toman" });

  // One key per attempt, kept across re-renders: a double click or a retry is the same payment.
  const { isSending, submitOnce } = useIdempotentSubmit();

  const parsed = walletCreditFormSchema.shape.amount_toman.safeParse(typedAmount);
  const rials = parsed.success ? tomanToRials(parsed.data) : null;

  const submit = form.handleSubmit((values) =>
    submitOnce(async (keyFor) => {
      const body = {
        purpose: "wallet_credit" as const,
        amount_toman: values.amount_toman,
        gateway: values.gateway,
      };
      const { payment, failure } = await requestWalletCredit({
        side,
        body,
        idempotencyKey: keyFor(body),
        fields: ["amount_toman", "gateway"],
        setError: form.setError,
      });
      if (payment?.redirect_url) {
        // Still "sending" while the gateway's page loads, so the payment cannot start twice.
        window.location.assign(payment.redirect_url);
        return "leaving";
      }
      return payment ? "answered" : outcomeOfFailure(failure);
    }),
  );

  return (
    <section
      aria-labelledby="wallet-credit"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="wallet-credit" className="text-lg font-bold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          control={form.control}
          name="amount_toman"
          id={`${side}-credit-amount`}
          label={t("amount")}
          description={t("amountHint")}
          inputProps={{ inputMode: "numeric", autoComplete: "off", dir: "ltr" }}
          inputClassName="text-start"
        />
        <div className="flex flex-wrap gap-2">
          {presets.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() =>
                form.setValue("amount_toman", format.number(amount), {
                  shouldValidate: true,
                  shouldDirty: true,
                })
              }
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t("preset", { amount: format.number(amount) })}
            </button>
          ))}
        </div>

        <div className="flex flex-col gap-2">
          <p id={gatewayLabel} className="text-sm font-semibold text-slate-800">
            {t("gateway")}
          </p>
          <Controller
            control={form.control}
            name="gateway"
            render={({ field, fieldState }) => (
              <GatewayChoice
                labelledBy={gatewayLabel}
                value={field.value}
                onChange={field.onChange}
                rials={rials}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>

        <button type="submit" disabled={isSending} className={`${primaryButton} self-start`}>
          {rials === null ? t("submit") : t("submitAmount", { amount: money.toman(rials) })}
        </button>
      </form>
    </section>
  );
}
