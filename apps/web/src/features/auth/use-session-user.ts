"use client";

import { type SessionUser, sessionStateSchema } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";
import { SESSION_PATH } from "./session-sync";

export interface SessionQuery {
  /** undefined while loading or after a failure; null when nobody is signed in. */
  user: SessionUser | null | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * Who the server says is signed in, for pages that need the truth rather than the saved state.
 * An answer cached before this page opened (at app start, before signing in) is not trusted:
 * the user stays undefined until the page's own request has answered.
 */
export function useSessionUser(): SessionQuery {
  const query = useApiQuery<unknown>({ path: SESSION_PATH });
  const fresh = query.isFetchedAfterMount ? query.data : undefined;
  const parsed = fresh ? sessionStateSchema.safeParse(fresh.data) : null;
  return {
    user: parsed?.success ? parsed.data.user : undefined,
    isPending: !fresh && !query.isError,
    isError: query.isError || parsed?.success === false,
    refetch: () => void query.refetch(),
  };
}
