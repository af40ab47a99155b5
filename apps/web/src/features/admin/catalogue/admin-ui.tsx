"use client";

import type { Envelope } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { controlBorder, controlClass } from "@/components/form/field-styles";
import { Skeleton } from "@/components/skeleton";
import { type HttpMethod, request } from "@/lib/api";

/*
 * Small pieces the catalogue, rates and content screens share: a card section, a labelled
 * control with its API error, and a submit that keeps the API's field errors beside the fields.
 */

export function AdminSection({
  title,
  lead,
  children,
  actions,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {lead ? <p className="text-sm text-slate-600">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A label, its control (given the id and error state) and the field's error. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; className: string; "aria-invalid": boolean }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({
        id,
        className: `${controlClass} ${controlBorder(Boolean(error))}`,
        "aria-invalid": Boolean(error),
      })}
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Sends a change; the API's field errors (in the page's language) come back for the form's
 * fields, its other failures are toasted by `request`. Resolves with the data, or null.
 */
export function useAdminSubmit() {
  const language = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, setPending] = useState(false);
  const submit = async <T,>(call: {
    method: HttpMethod;
    path: string;
    payload?: Record<string, unknown>;
    cacheKey?: string;
  }): Promise<T | null> => {
    setPending(true);
    setErrors({});
    const envelope: Envelope<T> | null = await request<T>({
      ...call,
      onFailure: (failure) => setErrors(failure.envelope?.errors[language] ?? {}),
    });
    setPending(false);
    return envelope ? envelope.data : null;
  };
  return { submit, errors, isPending };
}

export function ListSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-14 w-full rounded-xl" />
      <Skeleton className="h-14 w-full rounded-xl" />
      <Skeleton className="h-14 w-full rounded-xl" />
    </div>
  );
}
