"use client";

import { toAsciiDigits } from "@kesht/contracts";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { controlBorder, controlClass } from "@/components/form/field-styles";

/*
 * The plain fields of the shipping forms (a loading request, self-loading, a driver's bid):
 * a label above, an optional hint, the error below in the page's language.
 */

/** A number typed on a Persian keyboard, with its separators, as ASCII digits. */
export function toAscii(text: string): string {
  return toAsciiDigits(text).replace(/[,\u066C\s]/g, "");
}

/** The rule of a number that must be above zero (a weight, a price, a duration). */
export function positiveNumber(value: string) {
  return Number(toAscii(value)) > 0 ? true : "positive_number";
}

/** A number typed in Persian or Latin digits, left to right, registered on a plain form. */
export function NumberField({
  id,
  label,
  error,
  hint,
  registration,
}: {
  id: string;
  label: string;
  /** The field's error in the page's language. */
  error: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
}) {
  const isInvalid = Boolean(error);
  const hintId = useId();
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        aria-invalid={isInvalid}
        aria-describedby={hint ? hintId : undefined}
        className={`${controlClass} ${controlBorder(isInvalid)}`}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </Labelled>
  );
}

export function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectProps = React.ComponentPropsWithRef<"select"> & {
  id: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  options: { value: string; label: string }[];
};

export function Select({ id, label, placeholder, error, options, ...props }: SelectProps) {
  return (
    <Labelled id={id} label={label} error={error}>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        className={`${controlClass} ${controlBorder(Boolean(error))}`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
