import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  WEB_REVALIDATE_PATH,
} from "@kesht/contracts";
import { upstreamOrder } from "../src/lib/server/api-upstreams";
import { answersAlike, type ReadFingerprint } from "../src/lib/server/page-reads";
import type { RequestScope } from "../src/lib/server/request-scope";
import { writtenBytes } from "./written-bytes";

/**
 * Copies of rendered pages, reused for visitors without a session (decision 050). Rendering
 * the home page costs the server about 80 ms of CPU, and a phone cannot paint before the first
 * byte arrives; the API reads the page was built from cost a few milliseconds. So a page
 * rendered for one visitor is kept with the fingerprint of every API read it made (the API's
 * ETag, or a digest of the answer), and the next visitor asking for the same address in the
 * same language gets the copy if, asked again (304s for ETags), the API answers every read the
 * same: the copy is then byte for byte what a new render would write. Any doubt (a read that
 * changed or failed, an API that does not answer) renders the page as before.
 *
 * What a page shows besides its reads is the same for every visitor without a session: the
 * language (part of the key), the address with its query (the key), the signed-out shell.
 * The script nonce is the one thing unique to an answer: each reuse gets its own.
 */

export type PageCopyOutcome = "reused" | "changed" | "kept";

export interface PageCopiesOptions {
  /** All copies together at most; the least recently used go first. */
  maxBytes: number;
  /** A copy older than this is rendered again whatever its reads say (the year in the footer). */
  maxAgeMs: number;
  /** Whether the API still answers every read as when the page was built; false on any doubt. */
  readsUnchanged: (reads: readonly ReadFingerprint[], scope: RequestScope) => Promise<boolean>;
  count?: (outcome: PageCopyOutcome) => void;
  now?: () => number;
}

interface PageCopy {
  headers: OutgoingHttpHeaders;
  body: string;
  /** The nonce the page was rendered with, replaced by each answer's own. */
  nonce: string;
  reads: ReadFingerprint[];
  keptAt: number;
  bytes: number;
}

/** A page larger than this is never kept (the home page is about 300 kB). */
const maxPageBytes = 2 * 1024 * 1024;
/** Addresses longer than this are rendered every time: they would only fill the store. */
const maxKeyLength = 1024;

/** Headers that belong to one answer, not to the page: each answer gets its own. */
const answerHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "content-security-policy",
  "strict-transport-security",
  "x-request-id",
]);

export function pageCopies(options: PageCopiesOptions) {
  const now = options.now ?? Date.now;
  const count = options.count ?? (() => {});
  const copies = new Map<string, PageCopy>();
  let storedBytes = 0;
  /** Counts change notices: a render that began before one is not kept after it. */
  let generation = 0;

  const forget = (key: string) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    storedBytes -= copy.bytes;
  };

  /** The copy under the key if young enough, marked as the most recently used. */
  const take = (key: string): PageCopy | null => {
    const copy = copies.get(key);
    if (!copy) return null;
    forget(key);
    if (now() - copy.keptAt >= options.maxAgeMs) return null;
    copies.set(key, copy);
    storedBytes += copy.bytes;
    return copy;
  };

  const store = (key: string, copy: PageCopy) => {
    forget(key);
    copies.set(key, copy);
    storedBytes += copy.bytes;
    for (const [oldest] of copies) {
      if (storedBytes <= options.maxBytes) break;
      forget(oldest);
    }
    count("kept");
  };

  /** Records the render's reads and its answer; keeps the page if it may serve others. */
  const keepWhenRendered = (
    key: string,
    request: IncomingMessage,
    response: ServerResponse,
    scope: RequestScope,
  ) => {
    const nonce = nonceOf(request);
    if (nonce === null) return;
    const reads = { fingerprints: [] as ReadFingerprint[], complete: true };
    scope.reads = reads;
    const startedIn = generation;
    const { writeHead, write, end } = response;
    const chunks: Buffer[] = [];
    let size = 0;
    let headers: OutgoingHttpHeaders | null = null;
    let keeping = true;

    const capture = (chunk: unknown, rest: unknown[]) => {
      if (!keeping || chunk == null) return;
      const bytes = writtenBytes(chunk, rest);
      size += bytes.length;
      if (size <= maxPageBytes) chunks.push(bytes);
      else {
        keeping = false;
        chunks.length = 0;
      }
    };

    response.writeHead = function writeHeadKept(this: ServerResponse, ...args: unknown[]) {
      if (keeping) headers = headersOf(this, args);
      const written = (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      // An image, a redirect, a 404: nothing of it to hold on to while it is written.
      if (headers === null || !mayServeOthers(this, headers, scope)) keeping = false;
      return written;
    } as ServerResponse["writeHead"];

    response.write = function writeKept(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!this.headersSent) this.writeHead(this.statusCode);
      capture(chunk, rest);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];

    response.end = function endKept(this: ServerResponse, ...args: unknown[]) {
      const chunk = typeof args[0] === "function" ? undefined : args[0];
      if (!this.headersSent) this.writeHead(this.statusCode);
      capture(chunk, args.slice(1));
      if (keeping && headers && startedIn === generation && mayServeOthers(this, headers, scope)) {
        const body = Buffer.concat(chunks).toString("utf8");
        if (inKeyLanguage(key, body))
          store(key, {
            headers,
            body,
            nonce,
            reads: distinct(reads.fingerprints),
            keptAt: now(),
            bytes: size,
          });
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];
  };

  return {
    /**
     * Answers from a copy when it is still what a render would write; else renders (with
     * `render`, which sends the request on to Next) and keeps the new page when it may serve
     * others. Runs inside the request's scope, after its content security policy is set.
     */
    answer(
      key: string,
      request: IncomingMessage,
      response: ServerResponse,
      scope: RequestScope,
      render: () => void,
    ) {
      const copy = take(key);
      const renderAndKeep = () => {
        keepWhenRendered(key, request, response, scope);
        render();
      };
      if (copy === null) {
        renderAndKeep();
        return;
      }
      options
        .readsUnchanged(copy.reads, scope)
        .catch(() => false)
        .then((unchanged) => {
          if (response.destroyed) return;
          const nonce = nonceOf(request);
          if (unchanged && nonce !== null) {
            count("reused");
            sendCopy(copy, nonce, response);
            return;
          }
          count("changed");
          forget(key);
          renderAndKeep();
        });
    },

    /**
     * Drops every copy once the API's change notice (`POST /internal/revalidate`) has been
     * taken: a read it names may be one the API had said could be reused for minutes.
     */
    forgetOnChangeNotice(request: IncomingMessage, response: ServerResponse) {
      if (request.method !== "POST" || request.url?.split("?")[0] !== WEB_REVALIDATE_PATH) return;
      response.once("finish", () => {
        if (response.statusCode !== 200) return;
        copies.clear();
        storedBytes = 0;
        generation += 1;
      });
    },

    /** How many copies and bytes are kept. */
    size: () => ({ copies: copies.size, bytes: storedBytes }),
  };
}

/**
 * `<language> <address>` for a GET of a page by a visitor without a session; null for
 * everything else: Next's own requests for a route's payload (`RSC`, `Next-*` headers), the
 * API, assets and internal calls, and anyone whose cookies name a session (their shell and
 * pages are theirs). The language is the one the render will use: the `lang` cookie as Next
 * reads it (the layout), else English; a page that comes out in another is not kept.
 */
export function pageCopyKey(request: IncomingMessage): string | null {
  const url = request.url ?? "";
  if (request.method !== "GET" || !url.startsWith("/") || url.length > maxKeyLength) return null;
  if (/^\/(?:_next|api|internal)(?:[/?]|$)/.test(url)) return null;
  for (const name of Object.keys(request.headers)) {
    if (name === "rsc" || name.startsWith("next-")) return null;
  }
  const cookie = request.headers.cookie ?? "";
  if (cookie.includes(SESSION_COOKIE)) return null;
  const language = cookiesAsNextReadsThem(cookie).get(LANGUAGE_COOKIE);
  return `${isLanguage(language) ? language : defaultLanguage} ${url}`;
}

/** Pairs split at `; `, values URI-decoded, the last of a name winning: as `cookies()` does. */
function cookiesAsNextReadsThem(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(/; */)) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    try {
      cookies.set(pair.slice(0, separator), decodeURIComponent(pair.slice(separator + 1)));
    } catch {
      // Next skips a value it cannot decode, and so does this.
    }
  }
  return cookies;
}

/** Whether the page came out in the language its key says (`<html lang=…>`). */
function inKeyLanguage(key: string, page: string): boolean {
  const language = key.slice(0, key.indexOf(" "));
  const html = /<html\b[^>]*>/.exec(page.slice(0, 4096))?.[0] ?? "";
  return html.includes(` lang="${language}"`);
}

/** Whether a finished render may be given to other visitors. */
function mayServeOthers(
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
  scope: RequestScope,
): boolean {
  return (
    response.statusCode === 200 &&
    String(headers["content-type"] ?? "").startsWith("text/html") &&
    headers["set-cookie"] === undefined &&
    scope.rateLimitedFor === null &&
    scope.apiUnavailableFor === null &&
    scope.reads?.complete === true
  );
}

/** The copy, with this answer's nonce wherever the render wrote its own (a preload's too). */
function sendCopy(copy: PageCopy, nonce: string, response: ServerResponse) {
  const renonce = (text: string) => text.replaceAll(copy.nonce, nonce);
  for (const [name, value] of Object.entries(copy.headers)) {
    if (typeof value === "string") response.setHeader(name, renonce(value));
    else if (Array.isArray(value)) response.setHeader(name, value.map(renonce));
    else if (value !== undefined) response.setHeader(name, value);
  }
  // Says where the answer came from, as a CDN's cache status does (for tests and operators).
  response.setHeader("x-page-copy", "reused");
  response.statusCode = 200;
  response.end(renonce(copy.body));
}

/** The answer's headers as written, less those of one answer; null if they cannot be read. */
function headersOf(response: ServerResponse, args: unknown[]): OutgoingHttpHeaders | null {
  const given = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null);
  if (Array.isArray(given)) return null;
  const all: OutgoingHttpHeaders = { ...response.getHeaders() };
  for (const [name, value] of Object.entries((given ?? {}) as OutgoingHttpHeaders)) {
    all[name.toLowerCase()] = value;
  }
  for (const name of answerHeaders) delete all[name];
  return all;
}

/** The nonce the request's content security policy allows scripts by. */
function nonceOf(request: IncomingMessage): string | null {
  const policy = request.headers["content-security-policy"];
  const nonce = typeof policy === "string" ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
  // A nonce short enough to occur in the page by chance could not be replaced safely.
  return nonce && nonce.length >= 16 ? nonce : null;
}

/** A page that asked for the same read twice needs it checked once. */
function distinct(reads: ReadFingerprint[]): ReadFingerprint[] {
  const byPath = new Map<string, ReadFingerprint>();
  for (const read of reads) byPath.set(read.path, read);
  return [...byPath.values()];
}

/** A slow API means the page is rendered instead: the copy must not wait longer than that. */
const validationTimeoutMs = 2_000;

/**
 * Whether every read of a page is still what it was. A read still fresh (see `freshUntil`) is
 * taken as it is; a shared read past its time is not (the render refreshes it in Next's data
 * cache); the others are asked for again, as the visitor (their address counts against their
 * rate limit, as the render's own reads do): with an ETag conditionally (a 304 is "unchanged"),
 * without one whole, its body compared.
 */
export async function readsUnchangedAtApi(
  reads: readonly ReadFingerprint[],
  scope: RequestScope,
  now = Date.now(),
): Promise<boolean> {
  const base = upstreamOrder()[0];
  if (base === undefined) return false;
  const unchanged = async (read: ReadFingerprint) => {
    if (read.freshUntil !== null && now < read.freshUntil) return true;
    if (read.shared) return false;
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-forwarded-for": scope.clientAddress,
      "x-request-id": scope.requestId,
    };
    if (read.etag) headers["if-none-match"] = read.etag;
    const response = await fetch(`${base}${read.path}`, {
      headers,
      cache: "no-store",
      signal: AbortSignal.timeout(validationTimeoutMs),
    });
    if (response.status === 304) return read.etag !== null;
    if (response.status !== 200) {
      await response.body?.cancel();
      return false;
    }
    return answersAlike(read, response.headers.get("etag"), await response.text());
  };
  try {
    return (await Promise.all(reads.map(unchanged))).every(Boolean);
  } catch {
    // Unreachable, too slow, cut off: the render finds out what is wrong and says so.
    return false;
  }
}
