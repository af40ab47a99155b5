"use client";

import { useRouter } from "@bprogress/next/app";
import { type SessionUser, sessionStateSchema } from "@kesht/contracts";
import { useEffect } from "react";
import { SESSION_PATH } from "@/features/auth/session-sync";
import { useApiQuery } from "@/lib/api";

export type RegistrationGate =
  | { status: "loading" }
  | { status: "failed"; retry: () => void }
  /** Being sent elsewhere: to sign in, to the dashboard, or back to an earlier step. */
  | { status: "leaving" }
  /** Signed in with an account that is not a shop (a customer, a driver, an admin). */
  | { status: "other-role" }
  | { status: "open"; user: SessionUser };

/** Where a person at registration step `step` belongs instead, if anywhere. */
export function redirectFor(user: SessionUser | null, step: 1 | 2 | 3): string | null {
  if (!user) return "/auth?door=shop";
  if (user.role === "seller" && user.registration === "complete") return "/shop/home";
  if (user.role !== null && user.role !== "seller") return null;
  if (step > 1 && user.registration === "none") return "/auth/register/shop";
  return null;
}

/**
 * Who may see a registration step, from the server's session: someone signed in at the shop
 * door whose registration is not complete. Step 1 is where everyone starts; steps 2 and 3
 * need step 1 done (it lives on the server).
 */
export function useRegistrationGate(step: 1 | 2 | 3): RegistrationGate {
  const router = useRouter();
  const session = useApiQuery<unknown>({ path: SESSION_PATH });
  const parsed = session.data ? sessionStateSchema.safeParse(session.data.data) : null;
  // Only an answer fetched for this page decides: a cached one may predate signing in a
  // moment ago, and would send the person back to the sign-in page.
  const user = session.isFetchedAfterMount && parsed?.success ? parsed.data.user : undefined;
  const target = user === undefined ? null : redirectFor(user, step);

  useEffect(() => {
    if (target) router.replace(target);
  }, [router, target]);

  if (session.isError || parsed?.success === false) {
    return { status: "failed", retry: () => void session.refetch() };
  }
  if (user === undefined) return { status: "loading" };
  if (target) return { status: "leaving" };
  if (!user || (user.role !== null && user.role !== "seller")) return { status: "other-role" };
  return { status: "open", user };
}
