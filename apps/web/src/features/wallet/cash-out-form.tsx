"use client";

import { RIALS_PER_TOMAN, type Wallet } from "@kesht/contracts";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import { primaryButton } from "@/components/button-styles";
import { TextField } from "@/components/form/text-field";
import { useZodForm } from "@/components/form/use-zod-form";
import { Link } from "@/components/link";
import { OfficialNumber } from "@/components/official-number";
import { Skeleton } from "@/components/skeleton";
import { useSellerProfile } from "@/features/account";
import { useMoney } from "@/features/catalog";
import { useDriverProfile } from "@/features/drivers";
import { outcomeOfFailure } from "@/lib/api/idempotency-key";
import { useIdempotentSubmit } from "@/lib/api/use-idempotent-submit";
import { maskSheba } from "./sheba";
import { type CashOutForm as CashOutValues, cashOutFormSchema } from "./wallet-forms-schema";
import { requestCashOut } from "./wallet-queries";
import type { WalletSide } from "./wallet-side";

/**
 * "Cash out": an amount up to the balance, paid by an admin to a Sheba account: the one a
 * customer types, or the shop's or driver's own from the profile. The amount is held from the balance at
 * once, until the admin pays or rejects the request.
 */
export function CashOutForm({ side, wallet }: { side: WalletSide; wallet: Wallet }) {
  const t = useTranslations("money.cashOut");
  const format = useFormatter();
  const money = useMoney();
  const needsSheba = side === "customer";
  const balanceText = money.toman(wallet.balance_rials);
  const overBalance = t("overBalance", { balance: balanceText });
  const schema = useMemo(
    () => cashOutFormSchema({ needsSheba, balanceRials: wallet.balance_rials, overBalance }),
    [needsSheba, wallet.balance_rials, overBalance],
  );
  const form = useZodForm(schema, {
    defaultValues: needsSheba ? { amount_toman: "", sheba: "" } : { amount_toman: "" },
  });

  const { isSending, submitOnce } = useIdempotentSubmit();
  const wholeToman = Math.floor(wallet.balance_rials / RIALS_PER_TOMAN);
  const isEmpty = wholeToman <= 0;

  const submit = form.handleSubmit((values) =>
    submitOnce(async (keyFor) => {
      const body = needsSheba
        ? { amount_toman: values.amount_toman, sheba: values.sheba }
        : { amount_toman: values.amount_toman };
      const { cashRequest, failure } = await requestCashOut<CashOutValues>({
        side,
        body,
        idempotencyKey: keyFor(body),
        fields: ["amount_toman", "sheba"],
        setError: form.setError,
      });
      if (!cashRequest) return outcomeOfFailure(failure);
      form.reset();
      return "answered";
    }),
  );

  return (
    <section
      aria-labelledby={`${side}-cash-out`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={`${side}-cash-out`} className="text-lg font-bold text-slate-900">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-600">{t("intro")}</p>
      </div>
      {isEmpty ? (
        <p className="rounded-xl bg-slate-50 p-3 text-slate-700">{t("nothingToCashOut")}</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField
            control={form.control}
            name="amount_toman"
            id={`${side}-cash-out-amount`}
            label={t("amount")}
            description={t("amountHint", { balance: balanceText })}
            inputProps={{ inputMode: "numeric", autoComplete: "off", dir: "ltr" }}
            inputClassName="text-start"
          />
          <button
            type="button"
            onClick={() =>
              form.setValue("amount_toman", format.number(wholeToman), {
                shouldValidate: true,
                shouldDirty: true,
              })
            }
            className="inline-flex min-h-11 items-center self-start rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("wholeBalance")}
          </button>
          {needsSheba ? (
            <TextField
              control={form.control}
              name="sheba"
              id="customer-cash-out-sheba"
              label={t("sheba")}
              description={t("shebaHint")}
              inputProps={{
                dir: "ltr",
                autoComplete: "off",
                maxLength: 40,
                placeholder: "IR00 0000 0000 0000 0000 0000 00",
              }}
              inputClassName="text-start"
            />
          ) : side === "seller" ? (
            <ShopSheba />
          ) : (
            <DriverSheba />
          )}
          <button type="submit" disabled={isSending} className={`${primaryButton} self-start`}>
            {t("submit")}
          </button>
        </form>
      )}
    </section>
  );
}

/** A shop is paid to the Sheba of its profile: shown masked, with the way to change it. */
function ShopSheba() {
  const profile = useSellerProfile();
  return (
    <SavedSheba
      sheba={profile.data?.data.sheba}
      isError={profile.isError}
      editHref="/shop/profile/edit-profile"
      owner="shop"
    />
  );
}

/** So is a driver, to the Sheba of the driver's registration. */
function DriverSheba() {
  const profile = useDriverProfile();
  return (
    <SavedSheba
      sheba={profile.data?.data.sheba}
      isError={profile.isError}
      editHref="/driver/profile/edit-profile"
      owner="driver"
    />
  );
}

function SavedSheba({
  sheba,
  isError,
  editHref,
  owner,
}: {
  sheba: string | undefined;
  isError: boolean;
  editHref: string;
  owner: "shop" | "driver";
}) {
  const t = useTranslations("money.cashOut");
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-800">
        {t(owner === "shop" ? "paidToShop" : "paidToDriver")}
      </p>
      {sheba ? (
        <p className="font-medium text-slate-900">
          <OfficialNumber value={maskSheba(sheba)} />
        </p>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t("shebaUnavailable")}</p>
      ) : (
        <Skeleton className="h-5 w-48" />
      )}
      <Link
        href={editHref}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary-700 hover:underline"
      >
        {t("changeSheba")}
      </Link>
    </div>
  );
}
