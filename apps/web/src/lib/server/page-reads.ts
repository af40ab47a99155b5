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
   * For an answer without an ETag, until when (epoch ms) the API said any cache may reuse it
   * without asking (`Cache-Control: public, max-age`, from the answer's `Date`); null when it
   * must be asked for again. An answer with an ETag is always asked for again: a 304 from the
   * API's read cache costs next to nothing, and the page is then exactly as fresh as a render.
   */
  freshUntil: number | null;
}

/** The reads of one render; `complete` turns false at the first read that failed. */
export interface PageReads {
  fingerprints: ReadFingerprint[];
  complete: boolean;
}

export function fingerprintOf(path: string, headers: Headers, body: string): ReadFingerprint {
  const etag = headers.get("etag");
  return {
    path,
    etag,
    digest: etag ? null : digestOf(body),
    freshUntil: etag ? null : freshUntilOf(headers.get("cache-control"), headers.get("date")),
  };
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
