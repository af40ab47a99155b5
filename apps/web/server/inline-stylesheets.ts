import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { writtenBytes } from "./written-bytes";

/**
 * A page's stylesheets, written into its `<head>` instead of fetched after it (decision 047,
 * "The one-second wait, found"). A render-blocking stylesheet costs a phone one more round trip
 * before anything can paint; inlined, the page can paint as soon as its first bytes are parsed.
 *
 * Next renders `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next">` in the
 * head. For each such link whose file is within the budget, this writes the file's rules in a
 * `<style>` just before it and keeps the link `disabled`: a disabled stylesheet is neither
 * fetched nor applied, and React still finds it by its href when it hydrates, so it counts the
 * stylesheet as loaded and never inserts it again. The response's `Link: rel=preload` for the
 * same files goes too, or a phone would download them anyway. Everything after `</head>` passes
 * through untouched, as it streams.
 */

/** Rules inlined per page at most; a page that needs more keeps its links for the rest. */
export const inlineBudgetBytes = 160 * 1024;
/** Past this much HTML without `</head>`, the answer is passed on as it is. */
const headSearchLimitBytes = 512 * 1024;

const stylesheetLink =
  /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)"([^>]*?)\/?>/g;

/** The rules of one built stylesheet, relative `url()`s made absolute; null if unusable. */
export function stylesheetReader(staticDir: string): (href: string) => string | null {
  const cache = new Map<string, string | null>();
  return (href) => {
    if (cache.has(href)) return cache.get(href) ?? null;
    let rules: string | null = null;
    const relative = href.slice("/_next/static/".length);
    if (!relative.split("/").includes("..")) {
      try {
        rules = absoluteUrls(readFileSync(path.join(staticDir, relative), "utf8"), href);
      } catch {
        rules = null;
      }
    }
    // Text that could close the <style> element early is never inlined.
    if (rules !== null && /<\/style/i.test(rules)) rules = null;
    cache.set(href, rules);
    return rules;
  };
}

/** `url(../media/x.woff2)` in /_next/static/chunks/a.css → `url(/_next/static/media/x.woff2)`. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (/^(?:[a-z][\w+.-]*:|\/|#)/i.test(ref)) return whole;
    return `url(${quote}${new URL(ref, `http://page${href}`).pathname}${quote})`;
  });
}

/** The head with its stylesheets inlined, and the hrefs it inlined. */
export function inlineHeadStylesheets(
  head: string,
  readRules: (href: string) => string | null,
): { head: string; inlined: string[] } {
  const inlined: string[] = [];
  let spent = 0;
  const rewritten = head.replace(stylesheetLink, (link, href: string, attributes: string) => {
    const rules = readRules(href);
    if (rules === null || spent + rules.length > inlineBudgetBytes) return link;
    spent += rules.length;
    inlined.push(href);
    return `<style>${rules}</style><link rel="stylesheet" href="${href}"${attributes} disabled=""/>`;
  });
  return { head: rewritten, inlined };
}

/**
 * The `Link` header without the preloads of the stylesheets that will be inlined (the same
 * files, in the same order, within the same budget as the head's links).
 */
export function withoutStylePreloads(
  link: string,
  readRules: (href: string) => string | null,
): string {
  let spent = 0;
  return link
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const target = /^<(\/_next\/static\/[\w./-]+\.css)>/.exec(entry)?.[1];
      if (!target || !/rel=preload/i.test(entry) || !/as="?style/i.test(entry)) return true;
      const rules = readRules(target);
      if (rules === null || spent + rules.length > inlineBudgetBytes) return true;
      spent += rules.length;
      return false;
    })
    .join(", ");
}

/**
 * Makes an HTML answer carry its stylesheets inline. Writes are held until `</head>` has gone
 * by (Next writes the whole head in its first flush), then the head is rewritten and the rest
 * streams as it comes.
 */
export function inlineStylesheets(
  response: ServerResponse,
  readRules: (href: string) => string | null,
) {
  const { writeHead, write, end } = response;
  let state: "undecided" | "holding" | "passing" = "undecided";
  const held: Buffer[] = [];
  let heldBytes = 0;

  const send = (bytes: string | Buffer) =>
    (write as (chunk: string | Buffer) => boolean).call(response, bytes);
  const hold = (chunk: unknown, rest: unknown[]) => {
    const bytes = writtenBytes(chunk, rest);
    held.push(bytes);
    heldBytes += bytes.length;
  };
  const isHtml = () => String(response.getHeader("content-type") ?? "").startsWith("text/html");

  response.writeHead = function writeHeadHeld(this: ServerResponse, ...args: unknown[]) {
    if (state === "undecided") {
      state = isHtml() && response.statusCode !== 304 ? "holding" : "passing";
      if (state === "holding") {
        // The head grows: the length Next counted would be wrong.
        response.removeHeader("content-length");
        const link = response.getHeader("link");
        if (typeof link === "string") {
          const kept = withoutStylePreloads(link, readRules);
          if (kept) response.setHeader("link", kept);
          else response.removeHeader("link");
        }
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];

  /**
   * Sends what was held once it holds the whole head (rewritten), or once it is clear it never
   * will. Bytes after `</head>` go as they came: a held piece may end inside a character.
   */
  const release = (final: boolean) => {
    const bytes = Buffer.concat(held);
    const headEnd = bytes.indexOf("</head>");
    if (headEnd === -1 && !final && heldBytes < headSearchLimitBytes) return;
    state = "passing";
    held.length = 0;
    if (headEnd === -1) {
      send(bytes);
      return;
    }
    const { head } = inlineHeadStylesheets(bytes.subarray(0, headEnd).toString("utf8"), readRules);
    send(head);
    send(bytes.subarray(headEnd));
  };

  response.write = function writeHeld(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (state === "undecided" && !this.headersSent) this.writeHead(this.statusCode);
    if (state !== "holding" || chunk == null)
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    hold(chunk, rest);
    release(false);
    const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  response.end = function endHeld(this: ServerResponse, ...args: unknown[]) {
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (state === "undecided" && !this.headersSent && chunk != null)
      this.writeHead(this.statusCode);
    if (state === "holding") {
      if (chunk != null) hold(chunk, args.slice(1));
      release(true);
      return (end as (cb?: () => void) => ServerResponse).call(this, callback);
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
}
