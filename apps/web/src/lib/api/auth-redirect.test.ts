// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { goToAuthPage } from "./auth-redirect";

function fakeLocation(pathname: string) {
  return { pathname, assign: vi.fn<(url: string | URL) => void>() };
}

describe("goToAuthPage", () => {
  it("navigates to /auth from any other page", () => {
    const location = fakeLocation("/customer/cart");

    goToAuthPage(location);

    expect(location.assign).toHaveBeenCalledExactlyOnceWith("/auth");
  });

  it.each(["/auth", "/auth/verify", "/auth/register/shop"])("stays on %s", (pathname) => {
    const location = fakeLocation(pathname);

    goToAuthPage(location);

    expect(location.assign).not.toHaveBeenCalled();
  });

  it("does not mistake a path that merely starts with the letters for the login flow", () => {
    const location = fakeLocation("/authors");

    goToAuthPage(location);

    expect(location.assign).toHaveBeenCalledWith("/auth");
  });
});
