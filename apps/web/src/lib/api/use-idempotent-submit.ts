"use client";

import { useState } from "react";
import { createIdempotencyKeyHolder, type IdempotencyKeyHolder } from "./idempotency-key";

/**
 * How one attempt ended: the server decided ("answered", so a new try is a new attempt), may
 * have done the work without saying so ("unknown", so a retry reuses the key), or the page is
 * leaving for the gateway or the next page ("leaving": it stays sending, so nothing is sent
 * twice while that page loads).
 */
export type AttemptOutcome = "answered" | "unknown" | "leaving";

/** One attempt: send the body under `keyFor(body)`, then say how it ended. */
export type Attempt = (
  keyFor: (body: Record<string, unknown>) => string,
) => Promise<AttemptOutcome>;

/**
 * One form's sending of a request that moves money (docs/commerce-api.md): one attempt at a
 * time, a double click ignored, and each attempt's Idempotency-Key kept across retries of the
 * same body until the server answers, then renewed.
 */
export function createIdempotentSubmit(
  keys: IdempotencyKeyHolder,
  onSending: (isSending: boolean) => void,
): (attempt: Attempt) => Promise<void> {
  let sending = false;
  return async (attempt) => {
    if (sending) return;
    sending = true;
    onSending(true);
    const outcome = await attempt((body) => keys.keyFor(body));
    if (outcome === "leaving") return;
    keys.settle(outcome);
    sending = false;
    onSending(false);
  };
}

/** The form's side of `createIdempotentSubmit`: `submitOnce(attempt)` and whether it is sending. */
export function useIdempotentSubmit(): {
  isSending: boolean;
  submitOnce: (attempt: Attempt) => Promise<void>;
} {
  const [isSending, setSending] = useState(false);
  const [submitOnce] = useState(() =>
    createIdempotentSubmit(createIdempotencyKeyHolder(), setSending),
  );
  return { isSending, submitOnce };
}
