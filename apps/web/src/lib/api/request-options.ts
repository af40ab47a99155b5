import type { Envelope } from "@kesht/contracts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One call to the API (SPEC §7 "Request behaviour"). */
export interface RequestOptions<T> {
  method: HttpMethod;
  /** Under /api/v1, e.g. "/countries". */
  path: string;
  /** GET → query string (undefined and null skipped); other methods → JSON body. */
  payload?: Record<string, unknown>;
  /** Names the call in logs and error messages; defaults to "METHOD path". */
  label?: string;
  onSuccess?: (envelope: Envelope<T>) => void;
  onFailure?: (failure: RequestFailure) => void;
  /** How long (ms) a cached GET answer counts as fresh for `readCache`. */
  cacheTime?: number;
  /** Names the cache entry; a non-GET call with a cacheKey drops that entry. Default [path, payload]. */
  cacheKey?: string;
  /** A GET may be answered from a fresh cache entry without asking the server. */
  readCache?: boolean;
  /** Every HTTP status counts as success: onSuccess gets the envelope and no error is shown. */
  acceptAnyStatus?: boolean;
  /** Extra headers for this call (e.g. an Idempotency-Key); they cannot replace the standard ones. */
  headers?: Record<string, string>;
}

export type RequestFailureKind =
  /** HTTP 2xx whose envelope status is not a success (SPEC §8, first case). */
  | "envelope"
  /** Any other non-2xx answer. */
  | "http"
  /** HTTP 401, in a response or a thrown error. */
  | "unauthorized"
  /** The request never got an answer (offline, DNS, connection reset). */
  | "network"
  /** No usable answer: a 2xx that is not JSON, or an unexpected exception. */
  | "unknown";

export interface RequestFailure {
  kind: RequestFailureKind;
  status?: number;
  envelope?: Envelope<unknown>;
  /** The exception behind a "network" or "unknown" failure, for logs. */
  cause?: unknown;
}

export function describeRequest(
  options: Pick<RequestOptions<unknown>, "label" | "method" | "path">,
) {
  return options.label ?? `${options.method} ${options.path}`;
}
