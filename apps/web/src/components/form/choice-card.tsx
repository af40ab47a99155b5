"use client";

import type { ReactNode } from "react";
import { Radio } from "react-aria-components";
import { CheckIcon } from "@/components/icons";

/**
 * One option of a checkout choice, as a card: the whole card is the radio button (44px and
 * more to tap), with a clear mark when chosen and a dimmed look when it cannot be chosen.
 */
export function ChoiceCard({
  value,
  isDisabled = false,
  children,
}: {
  value: string;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Radio
      value={value}
      isDisabled={isDisabled}
      className={({ isSelected, isFocusVisible, isDisabled: disabled }) =>
        `flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border p-3 outline-none transition-colors ${
          isSelected
            ? "border-primary-600 bg-primary-50 ring-1 ring-primary-600"
            : "border-slate-300 bg-white hover:border-slate-400"
        } ${isFocusVisible ? "ring-3 ring-primary-200" : ""} ${
          disabled ? "cursor-not-allowed opacity-60 hover:border-slate-300" : ""
        }`
      }
    >
      {({ isSelected }) => (
        <>
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border ${
              isSelected ? "border-primary-700 bg-primary-700 text-white" : "border-slate-400"
            }`}
          >
            {isSelected ? <CheckIcon className="size-3.5" strokeWidth={3} /> : null}
          </span>
          <span className="min-w-0 flex-1">{children}</span>
        </>
      )}
    </Radio>
  );
}

/**
 * One reason of a list to choose from (cancelling an order, reporting something): a row as
 * tall as a finger, the radio's dot at its start and the reason's words after it.
 */
export function ReasonChoice({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Radio
      value={value}
      className={({ isSelected, isFocusVisible }) =>
        `flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 outline-none ${
          isSelected
            ? "border-primary-600 bg-primary-50 ring-1 ring-primary-600"
            : "border-slate-300 hover:border-slate-400"
        } ${isFocusVisible ? "ring-3 ring-primary-200" : ""}`
      }
    >
      {({ isSelected }) => (
        <>
          <span
            aria-hidden="true"
            className={`flex size-5 shrink-0 items-center justify-center rounded-full border ${
              isSelected ? "border-primary-700" : "border-slate-400"
            }`}
          >
            {isSelected ? <span className="size-2.5 rounded-full bg-primary-700" /> : null}
          </span>
          <span className="text-slate-900">{children}</span>
        </>
      )}
    </Radio>
  );
}
