import type { Envelope } from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { type RequestFailure, type RequestOptions, request } from "@/lib/api";
import type { OutcomeEnv } from "@/lib/api/handle-outcome";
import { defaultOutcomeEnv } from "@/lib/api/outcome-env";

interface SendFormOptions<T, F extends FieldValues> {
  call: RequestOptions<T>;
  /** The form's fields: an API error for one of them shows under it instead of in a toast. */
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  /**
   * A refusal the API names no field for, though it is about one (the number's resend cooldown
   * on sign-in): its message is shown on that field, where it stays, rather than in a toast.
   */
  messageField?: (failure: RequestFailure) => Path<F> | null;
}

/**
 * Sends a form through `request` (SPEC §7, §8: toasts, the 401 redirect) with one change: field
 * errors the API returns (`errors[lang]`, SPEC §8) for fields of this form are shown on those
 * fields, and only what belongs to no field is toasted. Resolves with the envelope, or null.
 */
export async function sendForm<T, F extends FieldValues>({
  call,
  fields,
  setError,
  messageField,
}: SendFormOptions<T, F>): Promise<Envelope<T> | null> {
  const env = defaultOutcomeEnv();
  const heldErrors: string[] = [];
  const holdingEnv: OutcomeEnv = {
    ...env,
    toast: { success: env.toast.success, error: (text) => heldErrors.push(text) },
  };
  let failure: RequestFailure | undefined;
  const envelope = await request<T>(
    {
      ...call,
      onFailure: (reason) => {
        failure = reason;
        call.onFailure?.(reason);
      },
    },
    holdingEnv,
  );

  const placed = new Set<string>();
  const fieldErrors = failure?.envelope?.errors[env.language] ?? {};
  let isFirst = true;
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    setError(field as Path<F>, { type: "server", message: text }, { shouldFocus: isFirst });
    isFirst = false;
    placed.add(text);
  }
  const field = failure && isFirst ? messageField?.(failure) : null;
  const message = failure?.envelope?.messages[env.language];
  if (field && message) {
    setError(field, { type: "server", message }, { shouldFocus: true });
    placed.add(message);
  }
  for (const text of heldErrors) if (!placed.has(text)) env.toast.error(text);
  return envelope;
}
