"use client";

import type { Envelope } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { useState } from "react";
import { type HttpMethod, request } from "@/lib/api";

/**
 * Sends a code's form; the API's field errors (in the page's language) stay beside the
 * fields, its other failures are toasted by `request`. Resolves with the data, or null.
 */
export function useCodeSubmit() {
  const language = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPending, setPending] = useState(false);
  const submit = async <T>(call: {
    method: HttpMethod;
    path: string;
    payload: Record<string, unknown>;
    cacheKey: string;
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
