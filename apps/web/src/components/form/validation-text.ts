import { describeIssue, type IssueLike, type Language, validationMessages } from "@kesht/contracts";
import type { z } from "zod";

/**
 * zod's per-parse error map for our forms. The contracts' schemas name their own messages by
 * key ("mobile_invalid_format"), and those keys win over this map; every other issue (a length,
 * a type) is described here in the form's language, as the API would describe it.
 */
export function formErrorMap(language: Language): z.core.$ZodErrorMap {
  return (issue) => describeIssue({ ...issue, path: issue.path ?? [] } as IssueLike)[language];
}

/** The text to show for a field error: a message key in the active language, else as it came. */
export function validationText(
  message: string | undefined,
  language: Language,
): string | undefined {
  if (!message) return undefined;
  if (Object.hasOwn(validationMessages, message)) {
    return validationMessages[message as keyof typeof validationMessages][language];
  }
  return message;
}
