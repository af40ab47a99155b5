import { ROLE_HINT_COOKIE, SESSION_COOKIE } from "@kesht/contracts";
import { type NextRequest, NextResponse } from "next/server";
import { roleRedirect } from "@/features/auth/role-redirect";

const defaultApiUrl = "http://127.0.0.1:4000";
const apiPrefix = "/api/v1";

/**
 * Two jobs before anything renders:
 * - The browser talks to one origin: `/api/v1/*` is forwarded to the API. This is a proxy
 *   rather than a `rewrites` entry in next.config.ts because rewrites are fixed when the app
 *   is built, while API_URL must be read when the server runs.
 * - Role redirects (SPEC §2, §6): pages that are not the visitor's are answered with a 307
 *   before they render, judged from the session cookie and the role hint beside it.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) {
    const apiUrl = process.env.API_URL ?? defaultApiUrl;
    return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
  }

  const target = roleRedirect(pathname, {
    hasSession: request.cookies.has(SESSION_COOKIE),
    role: request.cookies.get(ROLE_HINT_COOKIE)?.value || null,
  });
  if (target === null) return NextResponse.next();
  return NextResponse.redirect(new URL(target, request.url), 307);
}

export const config = {
  // Only the API and the pages a redirect may apply to: static files never pay for the proxy.
  matcher: [
    "/api/v1/:path*",
    "/",
    "/customer/:path*",
    "/shop/:path*",
    "/admin/:path*",
    "/driver/:path*",
  ],
};
