/*
 * The navigation progress bar's state: one module-level flag with subscribers, so any client
 * code (a link click, a router call) can start the bar and the bar itself can say when the new
 * page arrived. It lives in the browser tab only: a page is one person's screen.
 */

type Listener = (running: boolean) => void;

let running = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (running === next) return;
  running = next;
  for (const listener of listeners) listener(next);
}

/** A navigation began (a link was followed, the router was asked to move). */
export function startNavigationProgress(): void {
  set(true);
}

/** The new page is in place, or the navigation will not happen after all. */
export function finishNavigationProgress(): void {
  set(false);
}

export function subscribeNavigationProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether following `href` from `current` loads another page: same origin and another path. A
 * change of the query alone (filters, paging) or of the hash redraws the page in place, without
 * the bar.
 */
export function leadsToAnotherPage(href: string, current: URL): boolean {
  let target: URL;
  try {
    target = new URL(href, current);
  } catch {
    return false;
  }
  if (target.origin !== current.origin) return false;
  return target.pathname !== current.pathname;
}

/** A click the browser leaves to the page (not a new tab, a download or another window). */
export function isPlainLinkClick(
  event: Pick<
    MouseEvent,
    "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented"
  >,
  anchor: Pick<HTMLAnchorElement, "target" | "hasAttribute">,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  return !anchor.hasAttribute("download");
}
