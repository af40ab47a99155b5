/**
 * Where a visitor goes back to after signing in, when something sent them to /auth on the way
 * (adding a product to the cart while signed out). It travels as `/auth?next=<path>` and is
 * kept in sessionStorage from the number step to the code step (and registration).
 */

const STORAGE_KEY = "kesht-return-path";
/** Any origin will do: it only tells a same-site path from one that leaves the site. */
const PROBE_ORIGIN = "https://kesht.invalid";

/**
 * The path itself when it is a page of this site, else null. Refuses other origins, "//host"
 * and "/\host" (which browsers read as another host), other schemes, and the sign-in pages,
 * which would only lead back to themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * "/auth?next=…" for a page, or plain "/auth" when the page is not one to come back to (or is
 * the home page, where signing in leads anyway).
 */
export function signInPathReturningTo(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== "/" ? `/auth?next=${encodeURIComponent(next)}` : "/auth";
}

/** Saves the path to return to, or forgets an earlier one when there is none. */
export function rememberReturnPath(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(STORAGE_KEY, path);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be disabled: the visitor then lands where signing in normally leads.
  }
}

/** The saved path (checked again, storage being writable by any script of the page), once. */
export function takeReturnPath(): string | null {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return safeReturnPath(saved);
  } catch {
    return null;
  }
}
