"use client";

import type { Address } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { RadioGroup } from "react-aria-components";
import { primaryButton } from "@/components/button-styles";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { PlusIcon } from "@/components/icons";
import { Link } from "@/components/link";
import { placeLine, streetLine } from "@/features/addresses";

/** Where the order goes: one of the saved addresses, or a new one added on the way. */
export function AddressChoice({
  addresses,
  value,
  onChange,
  error,
  addHref,
  labelledBy,
}: {
  addresses: Address[];
  value: number | undefined;
  onChange: (id: number) => void;
  error: string | undefined;
  /** The address form, returning here once the address is saved. */
  addHref: string;
  labelledBy: string;
}) {
  const t = useTranslations("commerce.checkout.address");
  const language = useLocale();
  const errorText = validationText(error, language);

  if (addresses.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-600">{t("none")}</p>
        <Link href={addHref} className={primaryButton}>
          <PlusIcon className="size-5" />
          {t("add")}
        </Link>
        {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
      </div>
    );
  }
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-3"
    >
      {addresses.map((address) => (
        <ChoiceCard key={address.id} value={String(address.id)}>
          <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {placeLine(address, language)}
            {address.is_default ? (
              <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800">
                {t("default")}
              </span>
            ) : null}
          </span>
          <span className="block text-sm text-slate-600">
            <bdi>{streetLine(address, language)}</bdi>
          </span>
        </ChoiceCard>
      ))}
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}
