"use client";

import type { TimeBlock } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { RadioGroup } from "react-aria-components";
import { ChoiceCard } from "@/components/form/choice-card";
import { validationText } from "@/components/form/validation-text";
import { TimeRange } from "./time-range";

/** The delivery window on the chosen day (`/time-blocks`). */
export function TimeBlockChoice({
  blocks,
  value,
  onChange,
  error,
  labelledBy,
  noneLeftThatDay = false,
}: {
  blocks: TimeBlock[];
  /** The blocks are what is left on the chosen day: none means "choose a later day". */
  noneLeftThatDay?: boolean;
  value: number | undefined;
  onChange: (id: number) => void;
  error: string | undefined;
  labelledBy: string;
}) {
  const t = useTranslations("commerce.checkout.time");
  const language = useLocale();
  const errorText = validationText(error, language);
  if (blocks.length === 0) {
    return (
      <p className="text-slate-600">{noneLeftThatDay ? t("noBlocksThatDay") : t("noBlocks")}</p>
    );
  }
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(Number(chosen))}
      isInvalid={Boolean(errorText)}
      className="flex flex-col gap-2"
    >
      {/* As many columns as whole windows fit: a window never breaks over two lines. */}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-2">
        {blocks.map((block) => (
          <ChoiceCard key={block.id} value={String(block.id)}>
            <TimeRange block={block} className="font-semibold text-slate-900" />
          </ChoiceCard>
        ))}
      </div>
      {errorText ? <p className="text-sm font-medium text-red-700">{errorText}</p> : null}
    </RadioGroup>
  );
}
