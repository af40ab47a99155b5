"use client";

import type { Envelope, SessionUser } from "@kesht/contracts";
import { useEffect } from "react";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { madeQueryClient } from "@/lib/api/query-client-slot";
import { isRecord } from "@/lib/plain-checks";
import { useStateReady } from "@/lib/state/client-view";
import { readSessionUser } from "./session-user";

export const SESSION_PATH = "/auth/session";

/**
 * At app start, asks the API who is signed in (always 200) and brings the saved state in line,
 * so a session that expired while the tab was closed shows the signed-out shell. Runs once the
 * saved state has loaded, or loading it would overwrite the answer. A quiet background check:
 * when it fails the saved state stands and nobody sees a toast.
 */
export function useSessionSync(): void {
  const isReady = useStateReady();
  useEffect(() => {
    if (!isReady) return;
    void syncSession();
  }, [isReady]);
}

/**
 * The check on its way, which a second caller joins rather than asking again (StrictMode runs
 * the effect twice; a form may sync right as the app starts). A plain fetch, not the query
 * cache: the check runs on every page, and the query library stays out of their first load.
 */
let sessionCheck: Promise<Envelope<unknown>> | null = null;

/**
 * Drops the answer of who is signed in, after signing in or registering changed it, so the
 * next check asks the server again: a check on its way is not joined, and the session page's
 * cached answer (useSessionUser) goes.
 */
export function forgetSessionAnswer(): void {
  sessionCheck = null;
  madeQueryClient()?.removeQueries({ queryKey: queryKeyOf({ path: SESSION_PATH }) });
}

function checkSession(): Promise<Envelope<unknown>> {
  if (sessionCheck) return sessionCheck;
  const check = fetchEnvelope<unknown>({ method: "GET", path: SESSION_PATH });
  sessionCheck = check;
  const done = () => {
    if (sessionCheck === check) sessionCheck = null;
  };
  check.then(done, done);
  return check;
}

export async function syncSession(): Promise<void> {
  try {
    const envelope = await checkSession();
    const user = sessionUserOf(envelope.data);
    // The store's side, loaded with the saved state (the check runs once it has loaded).
    const { applySessionUser } = await import("./session-store");
    applySessionUser(user);
  } catch (error) {
    console.warn("[session] could not check the session", error);
  }
}

/** `GET /auth/session`'s `{ user }` (sessionStateSchema): the user, or null for nobody. */
function sessionUserOf(data: unknown): SessionUser | null {
  if (isRecord(data) && data.user === null) return null;
  const user = isRecord(data) ? readSessionUser(data.user) : null;
  if (!user) throw new Error(`GET ${SESSION_PATH} answered with no session state`);
  return user;
}
