"use client";

import { returnRules } from "@kesht/contracts";
import { useId } from "react";

/* The few fields the return forms share: an amount in toman, a note, and the form's problem. */

export function TomanField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      {label}
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 px-3"
      />
    </label>
  );
}

export function NoteField({
  label,
  value,
  onChange,
  rows = 3,
  maxLength = returnRules.maxNoteLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1">
      {label}
      <textarea
        id={id}
        rows={rows}
        dir="auto"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 p-3 font-normal"
      />
    </label>
  );
}

export function FormProblem({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}
