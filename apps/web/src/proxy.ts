import { ROLE_HINT_COOKIE, SESSION_COOKIE } from "@kesht/contracts";
import { type NextRequest, NextResponse } from "next/server";
import { roleRedirect } from "@/features/auth/role-redirect";

/**
 * Role redirects (SPEC §2, §6): pages that are not the visitor's are answered with a 307
 * before they render, judged from the session cookie and the role hint beside it. (`/api/v1`
 * never reaches Next: the custom web server forwards it to the APIs, server/api-proxy.ts.)
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = roleRedirect(
    pathname,
    {
      hasSession: request.cookies.has(SESSION_COOKIE),
      role: request.cookies.get(ROLE_HINT_COOKIE)?.value || null,
    },
    search,
  );
  if (target === null) return NextResponse.next();
  return NextResponse.redirect(new URL(target, request.url), 307);
}

export const config = {
  // Only the pages a redirect may apply to: static files never pay for the proxy.
  matcher: ["/", "/auth", "/customer/:path*", "/shop/:path*", "/admin/:path*", "/driver/:path*"],
};
