import { readSessionUser } from "@/features/auth";
import type { AppData } from "@/lib/state/app-state";

/** Who the service worker keeps a cache for (public/sw.js `rememberAccount`). */
export interface WorkerAccount {
  id: number;
  role: string | null;
}

/** The signed-in person as the worker needs them, or null when nobody is signed in. */
export function workerAccountOf(state: Pick<AppData, "auth" | "userInfo">): WorkerAccount | null {
  if (!state.auth.isLogin) return null;
  const user = readSessionUser(state.userInfo);
  return user ? { id: user.id, role: user.role } : null;
}

export function sameWorkerAccount(a: WorkerAccount | null, b: WorkerAccount | null): boolean {
  return a?.id === b?.id && a?.role === b?.role;
}

/**
 * Whether this page may run the service worker: a production build (a development server's
 * files change under it) in a secure context (https, or localhost for a developer's own machine).
 */
export function mayUseServiceWorker(
  environment: string | undefined,
  scope: { isSecureContext: boolean; navigator: Navigator },
): boolean {
  return (
    environment === "production" && scope.isSecureContext && "serviceWorker" in scope.navigator
  );
}
