"use client";

import { readSessionUser } from "@/features/auth";
import { useAppStore, useStateReady } from "@/lib/state/app-store";

/**
 * The signed-in user's id from the saved state, which names their drafts: undefined until
 * the saved state has loaded, null when nobody is signed in.
 */
export function useSignedInUserId(): number | null | undefined {
  const isReady = useStateReady();
  const userInfo = useAppStore((state) => state.userInfo);
  if (!isReady) return undefined;
  return readSessionUser(userInfo)?.id ?? null;
}
