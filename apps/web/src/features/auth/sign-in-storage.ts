import { type Door, isDoor } from "./doors";

/**
 * The number a code was sent to and the door it was sent from, between /auth and /auth/verify.
 * Kept in sessionStorage rather than the URL, so the number stays out of history and logs; it
 * ends with the tab.
 */
export interface PendingSignIn {
  mobile: string;
  door: Door;
  /** When a new code may be asked for, in ms since the epoch. */
  resendAt: number;
}

const STORAGE_KEY = "kesht-sign-in";

export function savePendingSignIn(pending: PendingSignIn): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage may be disabled; /auth/verify then sends the visitor back to /auth.
  }
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { mobile, door, resendAt } = value as Record<string, unknown>;
    if (typeof mobile !== "string" || !isDoor(door) || typeof resendAt !== "number") return null;
    return { mobile, door, resendAt };
  } catch {
    return null;
  }
}

export function clearPendingSignIn(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
