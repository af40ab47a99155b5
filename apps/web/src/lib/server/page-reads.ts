import { createHash } from "node:crypto";

/**
 * What a page was built from, read by read, so a copy of it can be reused only while the API
 * would answer every one of those reads the same (server/page-copies.ts, decision 050).
 */
export interface ReadFingerprint {
  /** The read's path and query under the API's base, as sent: `/api/v1/categories`. */
  path: string;
  /** The API's `ETag` for the answer, when it gave one (its cached catalogue reads). */
  etag: string | null;
  /** Else a digest of the answer's body. */
  digest: string | null;
  /**
   * Until when (epoch ms) the page may use the answer without asking the API again; null when
   * it must ask. A shared read (reference data in Next's data cache) is fresh for as long as the
   * data cache keeps it, from the answer's `Date`: its change notices drop the page too. Any
   * other answer with an ETag is always asked for again: a 304 from the API's read cache costs
   * next to nothing, and the page is then exactly as fresh as a render. One without an ETag is
   * fresh for as long as the API said any cache may keep it (`Cache-Control: public, max-age`).
   */
  freshUntil: number | null;
  /** A shared read past its time is not asked for: the page is rendered, and the read refreshed. */
  shared: boolean;
}

/** The reads of one render; `complete` turns false at the first read that failed. */
export interface PageReads {
  fingerprints: ReadFingerprint[];
  complete: boolean;
}

/**
 * The fingerprint of an answer a page used; `sharedForSeconds` is a shared read's
 * `revalidateSeconds` (see `SharedRead` in fetch-api.ts).
 */
export function fingerprintOf(
  path: string,
  headers: Headers,
  body: string,
  sharedForSeconds?: number,
): ReadFingerprint {
  const etag = headers.get("etag");
  const date = headers.get("date");
  let freshUntil: number | null = null;
  if (sharedForSeconds !== undefined) {
    const sent = date === null ? Number.NaN : Date.parse(date);
    freshUntil = (Number.isNaN(sent) ? Date.now() : sent) + sharedForSeconds * 1000;
  } else if (etag === null) {
    freshUntil = freshUntilOf(headers.get("cache-control"), date);
  }
  const shared = sharedForSeconds !== undefined;
  return { path, etag, digest: etag ? null : digestOf(body), freshUntil, shared };
}

/** The end of a shared answer's freshness: its `Date` plus its `max-age`, if both are given. */
export function freshUntilOf(cacheControl: string | null, date: string | null): number | null {
  const directives = (cacheControl ?? "").toLowerCase();
  if (!/\bpublic\b/.test(directives) || /\b(?:no-store|no-cache|private)\b/.test(directives))
    return null;
  const maxAge = /\bmax-age=(\d{1,9})\b/.exec(directives)?.[1];
  const sent = date === null ? Number.NaN : Date.parse(date);
  if (maxAge === undefined || Number.isNaN(sent)) return null;
  return sent + Number(maxAge) * 1000;
}

/** Whether an answer (its ETag, or its body when it has none) is the one a page was built from. */
export function answersAlike(recorded: ReadFingerprint, etag: string | null, body: string) {
  if (recorded.etag !== null) return etag === recorded.etag;
  return etag === null && digestOf(body) === recorded.digest;
}

function digestOf(body: string): string {
  return createHash("sha256").update(body).digest("base64url");
}
