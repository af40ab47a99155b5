"use client";

import { type SessionUser, sessionStateSchema } from "@kesht/contracts";
import { useEffect, useRef } from "react";
import { applySessionUser, SESSION_PATH } from "@/features/auth";
import { request, useApiQuery } from "@/lib/api";
import { useRouter } from "@/lib/navigation/use-router";

export type RegistrationGate =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  /** Being sent elsewhere: to sign in, to the dashboard, or back to an earlier step. */
  | { status: "leaving" }
  /** The number already has a finished shop, and the session acts in another role. */
  | { status: "has-shop" }
  | { status: "open"; user: SessionUser };

/** Where a person at registration step `step` belongs instead, if anywhere. */
export function redirectFor(user: SessionUser | null, step: 1 | 2 | 3): string | null {
  if (!user) return "/auth?door=shop";
  const shop = user.roles.find((held) => held.role === "seller");
  if (shop?.registration === "complete") return user.role === "seller" ? "/shop/home" : null;
  if (step > 1 && !shop) return "/auth/register/shop";
  return null;
}

/**
 * Whether the session must first act as the shop: someone who began registering a shop and
 * then switched to another role carries on as the shop without a new code.
 */
export function needsShopSession(user: SessionUser): boolean {
  const shop = user.roles.find((held) => held.role === "seller");
  return shop?.registration === "shop_step1" && user.role !== "seller";
}

/**
 * Who may see a registration step, from the server's session: anyone signed in whose shop is
 * not finished yet, a customer too (the same number then holds both). Step 1 is where
 * everyone starts; steps 2 and 3 need step 1 done (it lives on the server).
 */
export function useRegistrationGate(step: 1 | 2 | 3): RegistrationGate {
  const router = useRouter();
  const session = useApiQuery<unknown>({ path: SESSION_PATH });
  const parsed = session.data ? sessionStateSchema.safeParse(session.data.data) : null;
  // Only an answer fetched for this page decides: a cached one may predate signing in a
  // moment ago, and would send the person back to the sign-in page.
  const user = session.isFetchedAfterMount && parsed?.success ? parsed.data.user : undefined;
  const target = user === undefined ? null : redirectFor(user, step);
  const mustSwitch = Boolean(user && !target && needsShopSession(user));
  const switching = useRef(false);

  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);

  useEffect(() => {
    if (!mustSwitch || switching.current) return;
    switching.current = true;
    void request<{ user: SessionUser }>({
      method: "POST",
      path: "/auth/session/role",
      payload: { role: "seller" },
      label: "continue as the shop",
    }).then((envelope) => {
      if (envelope) applySessionUser(envelope.data.user);
      void session.refetch();
    });
  }, [mustSwitch, session]);

  if (session.isError || parsed?.success === false) {
    return { status: "failed", retry: () => void session.refetch() };
  }
  if (user === undefined || mustSwitch) return { status: "loading" };
  if (target) return { status: "leaving" };
  if (!user) return { status: "leaving" };
  if (user.roles.some((held) => held.role === "seller" && held.registration === "complete")) {
    return { status: "has-shop" };
  }
  return { status: "open", user };
}
