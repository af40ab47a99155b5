export const AUTH_PATH = "/auth";

/**
 * Sends the browser to the login page after a 401. A full navigation, not a client route
 * change, so nothing of the old session survives in memory. Pages of the login flow
 * (/auth/verify, /auth/register…) stay put: a 401 there is part of the flow, not a lost session.
 */
export function goToAuthPage(location: Pick<Location, "pathname" | "assign"> = window.location) {
  const { pathname } = location;
  if (pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) return;
  location.assign(AUTH_PATH);
}
