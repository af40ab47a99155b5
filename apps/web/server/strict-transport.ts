/**
 * The Strict-Transport-Security value for every answer of the web server, or null: the same
 * setting as the API's (HSTS, on by default exactly when COOKIE_SECURE is, i.e. the site is
 * served over HTTPS). Read at start, so no rebuild is needed to turn it on.
 */
export function strictTransportSecurity(env: Record<string, string | undefined>): string | null {
  const flag = (value: string | undefined) =>
    value === undefined || value === "" ? undefined : value === "true" || value === "1";
  const on = flag(env.HSTS) ?? flag(env.COOKIE_SECURE) ?? false;
  return on ? "max-age=31536000" : null;
}
