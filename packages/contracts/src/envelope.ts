import { z } from "zod";

/** A text in both of the product's languages. */
export const bilingualSchema = z.object({ fa: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** Field name → message, per language. */
export const fieldErrorsSchema = z.object({
  fa: z.record(z.string(), z.string()),
  en: z.record(z.string(), z.string()),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const envelopeStatuses = ["success", "error"] as const;
export type EnvelopeStatus = (typeof envelopeStatuses)[number];

/**
 * Every API response has this shape (SPEC §3 "Response envelope", ARCHITECTURE §5).
 * `message` is the English text; clients pick `messages[lang]`.
 */
export interface Envelope<T> {
  status: EnvelopeStatus;
  message: string;
  messages: Bilingual;
  errors: FieldErrors;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(envelopeStatuses),
    message: z.string(),
    messages: bilingualSchema,
    errors: fieldErrorsSchema,
    data,
  });
}

/** The schema of an error response: `data` is always null. */
export const errorEnvelopeSchema = envelopeSchema(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
