/*
 * Apart from `paths` (./paths.ts): the tab bar asks this on every page, and importing it from
 * there brought the whole map of pages into every page's JavaScript (about 0.4 kB gz), since
 * the bundler keeps a module's object whole.
 */

/**
 * The chat pages that fill the screen (SPEC §2: no tab bar there): the two message threads,
 * the same thread opened from an order's page, and a driver's thread from a job.
 */
export function isThreadPath(pathname: string): boolean {
  return (
    /^\/(customer|shop)\/(profile\/messages\/[^/]+|orders\/[^/]+\/chat)$/.test(pathname) ||
    /^\/driver\/jobs\/[^/]+\/orders\/[^/]+\/chat$/.test(pathname)
  );
}
