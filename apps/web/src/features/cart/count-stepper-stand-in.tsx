"use client";

import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useId, useState } from "react";
import { MinusIcon, PlusIcon } from "@/components/icons";
import { decimalText } from "@/lib/i18n/number-text";
import {
  type CountStepperProps,
  stepButton,
  stepperGroup,
  stepperInput,
} from "./count-stepper-look";
import { clampCount } from "./count-steps";

/** Persian (and Arabic-Indic) digits and decimal separators as Latin ones; group separators dropped. */
export function parseTypedAmount(text: string): number {
  const latin = text
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[,٬\s]/g, "")
    .replace("٫", ".");
  return latin === "" ? Number.NaN : Number(latin);
}

/** What may be typed on the way to an amount (React Aria refuses anything else too). */
const typedAmount = /^[0-9۰-۹٠-٩.,٫٬]*$/;

/**
 * The amount stepper as the server draws it, until React Aria's widget has loaded
 * (./count-stepper.tsx): the same markup and look, and already usable — the buttons, the
 * arrow, Home and End keys step within the limits, and a typed amount counts on Enter or
 * when the field is left. `onFieldFocus` tells the wrapper whether the field has the focus, to hand it to the widget.
 */
export function CountStepperStandIn({
  value,
  onChange,
  step,
  max,
  label,
  unit,
  isDisabled = false,
  onFieldFocus,
  onTypedText,
}: CountStepperProps & {
  onFieldFocus: (focused: boolean) => void;
  /** The text typed and not yet counted, so the widget's arrival can count it. */
  onTypedText: (text: string | null) => void;
}) {
  const t = useTranslations("commerce.stepper");
  const language = useLocale();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const top = Math.max(step, max);
  const disabled = isDisabled || max < step;
  const shown = decimalText(value, language, { maximumFractionDigits: 1 });

  function choose(next: number) {
    const valid = clampCount(next, step, top);
    if (valid !== value) onChange(valid);
  }

  function type(text: string | null) {
    setTyped(text);
    onTypedText(text);
  }

  function commitTyped() {
    if (typed === null) return;
    const amount = parseTypedAmount(typed);
    type(null);
    if (Number.isFinite(amount)) choose(amount);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const keys: Record<string, () => number> = {
      ArrowUp: () => value + step,
      PageUp: () => value + step,
      ArrowDown: () => value - step,
      PageDown: () => value - step,
      Home: () => step,
      End: () => top,
    };
    if (event.key === "Enter") {
      commitTyped();
      return;
    }
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    type(null);
    choose(next());
  }

  return (
    <div className="inline-flex flex-col">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: the same element as React Aria's Group, which replaces it (a fieldset would draw and announce differently). */}
      <div role="group" className={stepperGroup} data-disabled={disabled || undefined}>
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("less")}
          aria-controls={id}
          className={stepButton}
          disabled={disabled || value <= step}
          onClick={() => choose(value - step)}
        >
          <MinusIcon className="size-5" />
        </button>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className={stepperInput}
          value={typed ?? shown}
          disabled={disabled}
          onFocus={() => onFieldFocus(true)}
          onChange={(event) => {
            if (typedAmount.test(event.target.value)) type(event.target.value);
          }}
          onBlur={() => {
            onFieldFocus(false);
            commitTyped();
          }}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true" className="text-sm text-slate-500">
          {unit}
        </span>
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("more")}
          aria-controls={id}
          className={stepButton}
          disabled={disabled || value >= top}
          onClick={() => choose(value + step)}
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
