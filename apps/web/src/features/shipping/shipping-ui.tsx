"use client";

import type { ReactNode } from "react";

/** A white card with a heading: the pieces of the shipping pages. */
export function Card({
  title,
  id,
  children,
  testId,
}: {
  title: ReactNode;
  id: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A label and its value on one line (wrapping on a phone). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function Empty({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {text ? <p className="max-w-md text-slate-600">{text}</p> : null}
    </div>
  );
}
