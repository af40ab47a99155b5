import type { Envelope, EnvelopeStatus } from "@kesht/contracts";

/**
 * The API envelope in a parsed body, or null when the body is not one (an HTML error page from
 * a proxy, an empty body). Missing parts get empty values so callers never meet undefined, and
 * the legacy status "successful" (SPEC §3) reads as "success".
 */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (!isRecord(body) || typeof body.status !== "string") return null;
  return {
    status: toEnvelopeStatus(body.status),
    message: typeof body.message === "string" ? body.message : "",
    messages: {
      fa: isRecord(body.messages) && typeof body.messages.fa === "string" ? body.messages.fa : "",
      en: isRecord(body.messages) && typeof body.messages.en === "string" ? body.messages.en : "",
    },
    errors: {
      fa: isRecord(body.errors) ? toTextMap(body.errors.fa) : {},
      en: isRecord(body.errors) ? toTextMap(body.errors.en) : {},
    },
    data: body.data ?? null,
  };
}

function toEnvelopeStatus(status: string): EnvelopeStatus {
  return status === "success" || status === "successful" ? "success" : "error";
}

function toTextMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
