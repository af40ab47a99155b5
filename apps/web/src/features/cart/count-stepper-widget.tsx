"use client";

import { useTranslations } from "next-intl";
import { Button, Group, Input, Label, NumberField } from "react-aria-components";
import { AriaScope } from "@/components/aria-scope";
import { MinusIcon, PlusIcon } from "@/components/icons";
import {
  type CountStepperProps,
  stepButton,
  stepperGroup,
  stepperInput,
} from "./count-stepper-look";

/**
 * − amount + with typing allowed; React Aria keeps the value on the step, within 1 step and the
 * maximum, and reads and writes the page's digits (Persian digits in Persian). Loaded after the
 * page (./count-stepper.tsx draws a stand-in until then); `autoFocus` carries the focus over
 * from the stand-in.
 */
export function CountStepperWidget({
  value,
  onChange,
  step,
  max,
  label,
  unit,
  isDisabled = false,
  autoFocus = false,
}: CountStepperProps & { autoFocus?: boolean }) {
  const t = useTranslations("commerce.stepper");
  return (
    // A lazy island on storefront pages, outside any section's frame.
    <AriaScope>
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
        autoFocus={autoFocus}
        formatOptions={{ maximumFractionDigits: 1 }}
        className="inline-flex flex-col"
      >
        <Label className="sr-only">{label}</Label>
        <Group className={stepperGroup}>
          <Button slot="decrement" aria-label={t("less")} className={stepButton}>
            <MinusIcon className="size-5" />
          </Button>
          <Input className={stepperInput} />
          <span aria-hidden="true" className="text-sm text-slate-500">
            {unit}
          </span>
          <Button slot="increment" aria-label={t("more")} className={stepButton}>
            <PlusIcon className="size-5" />
          </Button>
        </Group>
      </NumberField>
    </AriaScope>
  );
}
