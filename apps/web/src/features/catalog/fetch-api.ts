import { envelopeSchema } from "@kesht/contracts";
import { connection } from "next/server";
import { z } from "zod";
import { apiBaseUrl } from "@/lib/api/api-base-url";

/** A slow API must not hold a page: after this the section shows its "unavailable" state. */
const API_TIMEOUT_MS = 8_000;

export type ApiResult<T> =
  | { ok: true; data: T }
  /** `status` is the HTTP status when the API answered (404 means "not there"), else null. */
  | { ok: false; status: number | null };

/** The envelope around any answer; `data` is checked against the caller's schema after. */
const envelopeShape = envelopeSchema(z.unknown());

type QueryValue = string | number | boolean | null | undefined;

/** A query string from the set values only; empty strings are dropped too. */
export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A public catalogue read while rendering on the server: `GET /api/v1{path}`, its envelope
 * checked against the contract. Any failure (API down, timeout, unexpected answer) comes back
 * as `{ ok: false }`, so each page or section can explain itself instead of crashing.
 * Answers are never cached by Next: stock, prices and listings change at any time.
 */
export async function fetchApi<T extends z.ZodType>(
  path: string,
  query: Record<string, QueryValue>,
  schema: T,
): Promise<ApiResult<z.output<T>>> {
  // Read at request time only: never while building (the API is not running then), and
  // outside the try below so Next's own "render dynamically" signal is not caught as a failure.
  await connection();
  const url = `${apiBaseUrl()}${path}${queryString(query)}`;
  try {
    const response = await fetch(url, {
      cache: "no-store",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) {
      // A 404 is an answer the page acts on (notFound()), not a fault worth logging.
      if (response.status !== 404) console.error(`[catalog] GET ${path}: HTTP ${response.status}`);
      return { ok: false, status: response.status };
    }
    const envelope = envelopeShape.safeParse(await response.json());
    const parsed = envelope.success ? schema.safeParse(envelope.data.data) : envelope;
    if (!envelope.success || envelope.data.status !== "success" || !parsed.success) {
      console.error(
        `[catalog] GET ${path}: unexpected answer`,
        parsed.success ? envelope.data?.status : parsed.error.issues.slice(0, 3),
      );
      return { ok: false, status: response.status };
    }
    return { ok: true, data: parsed.data as z.output<T> };
  } catch (error) {
    console.error(`[catalog] GET ${path}: API unreachable`, error);
    return { ok: false, status: null };
  }
}
