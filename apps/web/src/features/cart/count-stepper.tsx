"use client";

import { useTranslations } from "next-intl";
import { Button, Group, Input, Label, NumberField } from "react-aria-components";
import { MinusIcon, PlusIcon } from "@/components/icons";

interface CountStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Half a unit or one (see count-steps). */
  step: number;
  /** The most that may be chosen: the stock, in whole steps. */
  max: number;
  /** Names the field for assistive technology, e.g. "Amount of Saffron (Kilogram)". */
  label: string;
  /** Shown beside the number, e.g. "kg". */
  unit: string;
  isDisabled?: boolean;
}

const stepButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-primary-800 outline-none hover:bg-primary-50 focus-visible:ring-3 focus-visible:ring-primary-200 disabled:text-slate-300 disabled:hover:bg-transparent";

/**
 * − amount + with typing allowed; React Aria keeps the value on the step, within 1 step and the
 * maximum, and reads and writes the page's digits (Persian digits in Persian).
 */
export function CountStepper({
  value,
  onChange,
  step,
  max,
  label,
  unit,
  isDisabled = false,
}: CountStepperProps) {
  const t = useTranslations("commerce.stepper");
  return (
    <NumberField
      value={value}
      onChange={(next) => {
        if (Number.isFinite(next) && next !== value) onChange(next);
      }}
      minValue={step}
      maxValue={Math.max(step, max)}
      step={step}
      isDisabled={isDisabled || max < step}
      isWheelDisabled
      formatOptions={{ maximumFractionDigits: 1 }}
      className="inline-flex flex-col"
    >
      <Label className="sr-only">{label}</Label>
      <Group className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white p-0.5 focus-within:border-primary-500 data-disabled:bg-slate-100">
        <Button slot="decrement" aria-label={t("less")} className={stepButton}>
          <MinusIcon className="size-5" />
        </Button>
        <Input className="w-12 bg-transparent text-center font-semibold tabular-nums text-slate-900 outline-none" />
        <span aria-hidden="true" className="text-sm text-slate-500">
          {unit}
        </span>
        <Button slot="increment" aria-label={t("more")} className={stepButton}>
          <PlusIcon className="size-5" />
        </Button>
      </Group>
    </NumberField>
  );
}
