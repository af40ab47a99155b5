"use client";

import type { DiscountCheck } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { secondaryButton } from "@/components/button-styles";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { useMoney } from "@/features/catalog";
import { request } from "@/lib/api";

/**
 * The discount code at checkout (decision 040): tried against the cart group, its discount
 * shown once accepted, or the API's reason (expired, used up, below the minimum, another
 * shop's…) in the page's language. Checkout applies it again when the order is placed.
 */
export function DiscountCodeField({
  cartId,
  applied,
  onChange,
}: {
  cartId: number;
  applied: DiscountCheck | null;
  onChange: (applied: DiscountCheck | null) => void;
}) {
  const t = useTranslations("discounts.checkout");
  const language = useLocale();
  const money = useMoney();
  const id = useId();
  const [code, setCode] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const apply = async () => {
    if (code.trim() === "") return;
    setPending(true);
    setRefusal(null);
    await request<DiscountCheck>({
      method: "POST",
      path: "/customer/discount-codes/check",
      payload: { cart_id: cartId, code },
      // A refused code is an answer for this field, not a failure to toast.
      acceptAnyStatus: true,
      onSuccess: (envelope) => {
        if (envelope.status === "success") onChange(envelope.data);
        else setRefusal(envelope.errors[language]?.code ?? envelope.messages[language]);
      },
    });
    setPending(false);
  };

  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 p-3 text-emerald-900">
        <p data-testid="discount-applied">
          {t("applied", { code: applied.code, amount: money.toman(applied.discount_rials) })}
        </p>
        <button
          type="button"
          className="text-sm font-semibold underline"
          onClick={() => {
            onChange(null);
            setCode("");
          }}
        >
          {t("remove")}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discount_code"
          dir="ltr"
          autoCapitalize="characters"
          aria-invalid={refusal !== null}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          className={`${controlClass} ${controlBorder(refusal !== null)} min-w-0 flex-1`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it must not place the order.
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          className={secondaryButton}
          disabled={isPending || code.trim() === ""}
          onClick={() => void apply()}
        >
          {t("apply")}
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
