"use client";

import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { validationText } from "./validation-text";

interface FormFieldProps {
  id: string;
  label: string;
  /** A message key from the schema, or a text from the API. */
  error?: string | undefined;
  description?: string;
  /** Marked "optional" after the label; fields are required unless they say so. */
  optionalLabel?: string;
  /** The control, given its id, its described-by ids and whether it is invalid. */
  children: (control: {
    id: string;
    describedBy: string | undefined;
    isInvalid: boolean;
  }) => ReactNode;
}

/** A label, a control, an optional hint and the field's error in the active language. */
export function FormField({
  id,
  label,
  error,
  description,
  optionalLabel,
  children,
}: FormFieldProps) {
  const language = useLocale();
  const errorText = validationText(error, language);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {optionalLabel ? (
          <span className="ms-1 font-normal text-slate-500">({optionalLabel})</span>
        ) : null}
      </label>
      {children({ id, describedBy, isInvalid: Boolean(errorText) })}
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-500">
          {description}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
