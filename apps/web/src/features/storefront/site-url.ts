/** Where the site is served publicly; absolute URLs (canonical, sitemap, JSON-LD) start here. */
const DEFAULT_SITE_URL = "http://localhost:3000";

/** PUBLIC_SITE_URL without a trailing slash, read when a page renders (not when it is built). */
export function siteUrl(): string {
  const configured = process.env.PUBLIC_SITE_URL?.trim();
  return (configured || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/** An absolute URL for a path of the site; absolute URLs are returned as they are. */
export function absoluteUrl(pathOrUrl: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
