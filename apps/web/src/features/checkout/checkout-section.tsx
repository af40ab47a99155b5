"use client";

import { useFormatter } from "next-intl";
import type { ReactNode } from "react";

/** A numbered part of the checkout page with its heading. */
export function CheckoutSection({
  id,
  step,
  title,
  action,
  children,
}: {
  id: string;
  step: number;
  title: string;
  /** A link beside the heading, e.g. "Add a new address". */
  action?: ReactNode;
  children: ReactNode;
}) {
  const format = useFormatter();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-primary-100 text-sm text-primary-800"
          >
            {format.number(step)}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
