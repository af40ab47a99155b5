import { type NextRequest, NextResponse } from "next/server";

const defaultApiUrl = "http://127.0.0.1:4000";

/**
 * The browser talks to one origin: `/api/v1/*` is forwarded to the API.
 * This is a proxy rather than a `rewrites` entry in next.config.ts because rewrites are fixed
 * when the app is built, while API_URL must be read when the server runs.
 */
export function proxy(request: NextRequest) {
  const apiUrl = process.env.API_URL ?? defaultApiUrl;
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${pathname}${search}`, apiUrl));
}

export const config = {
  matcher: ["/api/v1/:path*"],
};
