import type { Bilingual, Envelope } from "@kesht/contracts";
import type { AppError } from "./app-error";

const noMessages: Bilingual = { fa: "", en: "" };

/** A successful envelope; `messages` is for texts the user should see (e.g. "Saved"). */
export function ok<T>(data: T, messages: Bilingual = noMessages): Envelope<T> {
  return {
    status: "success",
    message: messages.en,
    messages,
    errors: { fa: {}, en: {} },
    data,
  };
}

export function failure(error: AppError): Envelope<null> {
  return {
    status: "error",
    message: error.messages.en,
    messages: error.messages,
    errors: error.fieldErrors,
    data: null,
  };
}
