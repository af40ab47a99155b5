import { envelopeSchema } from "@kesht/contracts";
import { connection } from "next/server";
import { z } from "zod";
import { markDown, markUp, unavailableRetrySeconds, upstreamOrder } from "./api-upstreams";
import { fingerprintOf } from "./page-reads";
import { currentRequestScope, type RequestScope } from "./request-scope";

/** A slow API must not hold a page: after this the section shows its "unavailable" state. */
const API_TIMEOUT_MS = 8_000;

export type ApiResult<T> =
  | { ok: true; data: T }
  /** `status` is the HTTP status when the API answered (404 means "not there"), else null. */
  | { ok: false; status: number | null };

/**
 * How a read may be kept in Next's data cache, shared by every visitor. Only data with a
 * small, fixed set of addresses (reference data, content pages) is shared: open-ended reads
 * (searches, product and shop pages) would fill the cache without bound, and are asked for
 * on the visitor's behalf instead.
 */
export interface SharedRead {
  /** The API tells the web server to revalidate these tags when their data changes. */
  tags: readonly string[];
  /** The longest a copy is served before it is read again, whatever the API says. */
  revalidateSeconds: number;
}

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
 * Request options for one read. A visitor's own read carries their address, so the API's rate
 * limit counts it against them (and not against every visitor of the web server together); a
 * shared read is the web server's own and is cached under its tags.
 */
export function readOptions(
  shared: SharedRead | undefined,
  clientAddress: string | null,
  requestId?: string,
) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (shared) {
    // No request id here: the data cache keys a read by its headers too, so a header that
    // differs per request would make every shared read a miss, counted against the web
    // server's own rate limit.
    return {
      headers,
      next: { revalidate: shared.revalidateSeconds, tags: [...shared.tags] },
    } satisfies RequestInit;
  }
  // One id follows the page's request into the API's log (the API keeps a given id).
  if (requestId) headers["x-request-id"] = requestId;
  if (clientAddress) headers["x-forwarded-for"] = clientAddress;
  return { headers, cache: "no-store" } satisfies RequestInit;
}

/** A Retry-After header's seconds (the API sends whole seconds); a minute when unreadable. */
export function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header);
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 3600) : 60;
}

/**
 * A public read while rendering on the server: `GET /api/v1{path}`, its envelope checked
 * against the contract. A failure of one read (an unexpected answer, a timeout) comes back as
 * `{ ok: false }`, so each page or section can explain itself instead of crashing.
 *
 * Two failures are the whole page's, never a section's, so that no page is served looking
 * whole with a part missing: a rate limit, and no API answering at all (every API in API_URL
 * refused the connection or answered 503). Either is written on the request's scope and the
 * custom web server answers the request with its 429 or 503 page instead of the render
 * (server/incomplete-renders.ts); the render's remaining reads are not even sent. An API that
 * cannot be reached, or answers 503 (draining, or its database down), is passed over for the
 * next in API_URL (src/lib/server/api-upstreams.ts).
 */
export async function fetchApi<T extends z.ZodType>(
  path: string,
  query: Record<string, QueryValue>,
  schema: T,
  shared?: SharedRead,
): Promise<ApiResult<z.output<T>>> {
  // Read at request time only: never while building (the API is not running then), and
  // outside the try below so Next's own "render dynamically" signal is not caught as a failure.
  await connection();
  const scope = currentRequestScope();
  if (scope?.rateLimitedFor) return { ok: false, status: 429 };
  if (scope?.apiUnavailableFor) return { ok: false, status: 503 };
  const result = await readFromApi(path, query, schema, shared, scope);
  if (scope?.reads && !result.ok) scope.reads.complete = false;
  return result;
}

async function readFromApi<T extends z.ZodType>(
  path: string,
  query: Record<string, QueryValue>,
  schema: T,
  shared: SharedRead | undefined,
  scope: RequestScope | null,
): Promise<ApiResult<z.output<T>>> {
  const target = `${API_PREFIX}${path}${queryString(query)}`;
  const options = readOptions(shared, scope?.clientAddress ?? null, scope?.requestId);
  let response: Response | null = null;
  for (const base of upstreamOrder()) {
    try {
      response = await fetch(`${base}${target}`, {
        ...options,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      // A slow API: asking another would only double the wait, and the page is not whole.
      if ((error as Error).name === "TimeoutError") return apiUnavailable(path, scope, null);
      markDown(base);
      console.error(`[api] GET ${path}: ${base} unreachable, trying the next API`, error);
      continue;
    }
    markUp(base);
    if (response.status !== 503) break;
  }
  if (response === null || response.status === 503) {
    return apiUnavailable(path, scope, response);
  }
  if (response.status === 429 && scope) {
    scope.rateLimitedFor = retryAfterSeconds(response.headers.get("retry-after"));
    return { ok: false, status: 429 };
  }
  return readEnvelope(path, response, schema, (body) =>
    scope?.reads?.fingerprints.push(
      fingerprintOf(target, response.headers, body, shared?.revalidateSeconds),
    ),
  );
}

const API_PREFIX = "/api/v1";

function apiUnavailable(
  path: string,
  scope: RequestScope | null,
  response: Response | null,
): ApiResult<never> {
  console.error(`[api] GET ${path}: no API could answer`);
  if (scope) {
    const header = response?.headers.get("retry-after") ?? null;
    scope.apiUnavailableFor = header ? retryAfterSeconds(header) : unavailableRetrySeconds;
  }
  return { ok: false, status: response ? 503 : null };
}

/** The answer's data, checked; `onRead` gets the body of an answer that was used. */
async function readEnvelope<T extends z.ZodType>(
  path: string,
  response: Response,
  schema: T,
  onRead: (body: string) => void,
): Promise<ApiResult<z.output<T>>> {
  if (!response.ok) {
    // A 404 is an answer the page acts on (notFound()), not a fault worth logging.
    if (response.status !== 404) console.error(`[api] GET ${path}: HTTP ${response.status}`);
    return { ok: false, status: response.status };
  }
  try {
    const body = await response.text();
    const envelope = envelopeShape.safeParse(JSON.parse(body));
    const parsed = envelope.success ? schema.safeParse(envelope.data.data) : envelope;
    if (!envelope.success || envelope.data.status !== "success" || !parsed.success) {
      console.error(
        `[api] GET ${path}: unexpected answer`,
        parsed.success ? envelope.data?.status : parsed.error.issues.slice(0, 3),
      );
      return { ok: false, status: response.status };
    }
    onRead(body);
    return { ok: true, data: parsed.data as z.output<T> };
  } catch (error) {
    console.error(`[api] GET ${path}: unreadable answer`, error);
    return { ok: false, status: response.status };
  }
}
