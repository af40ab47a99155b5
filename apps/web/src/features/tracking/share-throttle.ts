import { trackingRules } from "@kesht/contracts";

export interface Fix {
  latitude: number;
  longitude: number;
  /** When it was read, in milliseconds (Date.now()). */
  at: number;
}

/** While the driver stays put, a position still goes out this often, so "last seen" stays fresh. */
export const keepAliveMs = 60_000;

const earthRadiusM = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceM(
  from: Pick<Fix, "latitude" | "longitude">,
  to: Pick<Fix, "latitude" | "longitude">,
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Whether the phone sends this reading: the first one always; then never sooner than
 * `sendEveryMs` (10 s) after the last one sent, and only after a significant move (more than
 * `significantMoveM`, 100 m) or once `keepAliveMs` passed without one. A phone reports its
 * position every second or so; this keeps a driving phone at one request per 10 s and a
 * parked one at one a minute.
 */
export function shouldSend(lastSent: Fix | null, next: Fix): boolean {
  if (!lastSent) return true;
  const elapsed = next.at - lastSent.at;
  if (elapsed < trackingRules.sendEveryMs) return false;
  return distanceM(lastSent, next) > trackingRules.significantMoveM || elapsed >= keepAliveMs;
}
