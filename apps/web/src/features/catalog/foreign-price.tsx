"use client";

import { useMoney } from "./money";

/**
 * "≈ $3.20 · 11.75 AED" for an amount in rials, once the rates are known. The line keeps its
 * height while they load, so prices below it never jump.
 */
export function ForeignPrice({ rials, className = "" }: { rials: number; className?: string }) {
  const money = useMoney();
  const text = money.foreign(rials);
  return (
    <span dir="auto" className={`block min-h-5 text-xs leading-5 text-slate-500 ${className}`}>
      {text}
    </span>
  );
}
