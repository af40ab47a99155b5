import type { Bilingual, Envelope, Language } from "@kesht/contracts";
import type { RequestFailure } from "./request-options";

/** The exact texts of SPEC §8 (the English "occured" typo included, as specified). */
export const networkErrorText: Bilingual = {
  en: "Please check your internet connection",
  fa: "لطفاً اتصال اینترنت خود را بررسی کنید",
};

export const unknownErrorText: Bilingual = {
  en: "Unknown error occured",
  fa: "خطای ناشناخته‌ای رخ داد",
};

/** The error toasts a failure shows, in order; none for a 401, which leads to /auth instead. */
export function errorTextsOf(failure: RequestFailure, language: Language): string[] {
  switch (failure.kind) {
    case "unauthorized":
      return [];
    case "network":
      return [networkErrorText[language]];
    case "envelope": {
      // A 2xx refusal carries its reason in the message; field errors are the fallback.
      const message = failure.envelope?.messages[language].trim();
      return message ? [message] : explanationOf(failure.envelope, language);
    }
    case "http":
    case "unknown":
      return explanationOf(failure.envelope, language);
  }
}

/** SPEC §8 "Otherwise": field errors, else the message, else the plain message, else unknown. */
function explanationOf(envelope: Envelope<unknown> | undefined, language: Language): string[] {
  const fieldErrors = Object.values(envelope?.errors[language] ?? {})
    .map((text) => text.trim())
    .filter((text) => text !== "");
  if (fieldErrors.length > 0) return fieldErrors;
  const message = envelope?.messages[language].trim();
  if (message) return [message];
  const plainMessage = envelope?.message.trim();
  if (plainMessage) return [plainMessage];
  return [unknownErrorText[language]];
}

/** A success toast only for changes (non-GET) that say something. */
export function successTextOf(
  envelope: Envelope<unknown>,
  isChange: boolean,
  language: Language,
): string | null {
  if (!isChange || envelope.status !== "success") return null;
  return envelope.messages[language].trim() || null;
}
