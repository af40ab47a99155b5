"use client";

import type { ReactNode } from "react";

export function Card({
  title,
  id,
  intro,
  children,
}: {
  title: string;
  id?: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
