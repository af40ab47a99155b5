"use client";

import { type FormEventHandler, type ReactNode, useId } from "react";
import { primaryButton } from "@/components/button-styles";

/**
 * A form that stands on its own card beside other content (a message to write, a question to
 * ask): its title names the section, its fields, then the one button that sends it.
 */
export function FormCard({
  title,
  onSubmit,
  submitText,
  isSubmitting,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText: string;
  isSubmitting: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={titleId} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} self-end`}>
          {submitText}
        </button>
      </form>
    </section>
  );
}
