"use client";

import { useClientView } from "@/lib/state/client-view";
import { useForeignText } from "./money";

/**
 * "≈ $3.20 · 11.75 AED" for an amount in rials, once the rates are known. The line keeps its
 * height while they load, so prices below it never jump. It takes the page's direction rather
 * than `dir="auto"`: the formatted dollars start with a left-to-right mark, which would turn a
 * Persian line around.
 */
export function ForeignPrice({ rials, className = "" }: { rials: number; className?: string }) {
  const foreignText = useForeignText();
  // The text itself is read from the view, so a card re-renders only when its line changes:
  // not when saved state without rates loads (a first visit), nor for a rate it already shows.
  const text = useClientView((view) => (view.ready ? foreignText(rials, view.rates) : null));
  return (
    <span className={`block min-h-5 text-xs leading-5 text-slate-500 ${className}`}>{text}</span>
  );
}
