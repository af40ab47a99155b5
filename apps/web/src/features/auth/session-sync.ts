"use client";

import type { SessionUser } from "@kesht/contracts";
import { useEffect } from "react";
import { getQueryClient } from "@/lib/api";
import { queryKeyOf } from "@/lib/api/cache-policy";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { isRecord } from "@/lib/plain-checks";
import { useStateReady } from "@/lib/state/app-store";
import { applySessionUser, readSessionUser } from "./session-user";

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
 * Drops the cached answer of who is signed in, after signing in or registering changed it, so
 * the next page asks the server again.
 */
export function forgetSessionAnswer(): void {
  getQueryClient().removeQueries({ queryKey: queryKeyOf({ path: SESSION_PATH }) });
}

export async function syncSession(): Promise<void> {
  try {
    const options = { method: "GET", path: SESSION_PATH } as const;
    const envelope = await getQueryClient().fetchQuery({
      queryKey: queryKeyOf(options),
      queryFn: () => fetchEnvelope<unknown>(options),
      staleTime: 0,
      retry: false,
    });
    applySessionUser(sessionUserOf(envelope.data));
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
