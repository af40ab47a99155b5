import type { ReactNode } from "react";

/** The colours a status may take; each always comes with its words, never colour alone. */
export type Tone = "amber" | "sky" | "indigo" | "teal" | "green" | "red" | "orange" | "slate";

const toneClass: Record<Tone, string> = {
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  sky: "bg-sky-50 text-sky-900 ring-sky-200",
  indigo: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  teal: "bg-teal-50 text-teal-900 ring-teal-200",
  green: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  red: "bg-red-50 text-red-900 ring-red-200",
  orange: "bg-orange-50 text-orange-900 ring-orange-200",
  slate: "bg-slate-100 text-slate-800 ring-slate-200",
};

const dotClass: Record<Tone, string> = {
  amber: "bg-amber-500",
  sky: "bg-sky-500",
  indigo: "bg-indigo-500",
  teal: "bg-teal-500",
  green: "bg-emerald-600",
  red: "bg-red-600",
  orange: "bg-orange-500",
  slate: "bg-slate-500",
};

/** A small rounded label: a coloured dot and the status in words. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${toneClass[tone]}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${dotClass[tone]}`} />
      {children}
    </span>
  );
}
