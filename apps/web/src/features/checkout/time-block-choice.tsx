"use client";

import { type Language, type TimeBlock, toPersianDigits } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { RadioGroup } from "react-aria-components";
import { validationText } from "@/features/account/form/validation-text";
import { ChoiceCard } from "./choice-card";

/** "08:00–12:00" (seconds dropped), in Persian digits on Persian pages. */
export function timeBlockText(block: TimeBlock, language: Language): string {
  const text = `${block.starts_at.slice(0, 5)}–${block.ends_at.slice(0, 5)}`;
  return language === "fa" ? toPersianDigits(text) : text;
}

/** The delivery window on the chosen day (`/time-blocks`). */
export function TimeBlockChoice({
  blocks,
  value,
  onChange,
  error,
  labelledBy,
}: {
  blocks: TimeBlock[];
  value: number | undefined;
  onChange: (id: number) => void;
  error: string | undefined;
  labelledBy: string;
}) {
  const t = useTranslations("commerce.checkout.time");
  const language = useLocale() as Language;
  const errorText = validationText(error, language);
  if (blocks.length === 0) return <p className="text-slate-600">{t("noBlocks")}</p>;
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-2"
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {blocks.map((block) => (
          <ChoiceCard key={block.id} value={String(block.id)}>
            <bdi dir="ltr" className="font-semibold tabular-nums text-slate-900">
              {timeBlockText(block, language)}
            </bdi>
          </ChoiceCard>
        ))}
      </div>
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}
