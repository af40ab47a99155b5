/** How long ago the driver was last seen, in the unit the page says it in. */
export type LastSeen =
  | { unit: "never" }
  | { unit: "now" }
  | { unit: "minutes" | "hours" | "days"; count: number };

const minute = 60_000;

/**
 * "Last seen …": under a minute is "just now"; then whole minutes up to an hour, whole hours
 * up to a day, whole days after. A clock slightly behind the server's also reads "just now".
 */
export function lastSeen(lastSeenAt: string | null, now: number): LastSeen {
  if (lastSeenAt === null) return { unit: "never" };
  const elapsed = now - Date.parse(lastSeenAt);
  if (!Number.isFinite(elapsed) || elapsed < minute) return { unit: "now" };
  if (elapsed < 60 * minute) return { unit: "minutes", count: Math.floor(elapsed / minute) };
  if (elapsed < 24 * 60 * minute) {
    return { unit: "hours", count: Math.floor(elapsed / (60 * minute)) };
  }
  return { unit: "days", count: Math.floor(elapsed / (24 * 60 * minute)) };
}
