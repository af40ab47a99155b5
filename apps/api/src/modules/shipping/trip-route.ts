/*
 * A trip of several loads (docs/decisions/038-trips-of-several-loads.md): which loads lie on
 * the way of those a driver already carries, and in which order the trip's stops come. Pure
 * rules over points; the places come from the shops and the destination cities.
 */

export type Point = { latitude: number; longitude: number };

/**
 * How much longer than the straight line to its farthest stop a trip may grow by going through
 * its stops: at most a quarter. A load whose destination would stretch the trip beyond that is
 * off the way.
 */
export const maxDetourShare = 0.25;

/** Mean Earth radius (IUGG), in km. */
const earthRadiusKm = 6371.0088;

/** The great-circle distance between two points, in km (haversine). */
export function kmBetween(a: Point, b: Point): number {
  const radians = Math.PI / 180;
  const dLatitude = (b.latitude - a.latitude) * radians;
  const dLongitude = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLongitude / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Stops in the order a trip from `origin` meets them: nearest first. Stops without a point
 * come last, in the order given (nobody can say where they fall).
 */
export function alongTheWay<Stop extends { point: Point | null }>(
  origin: Point | null,
  stops: readonly Stop[],
): Stop[] {
  if (!origin) return [...stops];
  const placed = stops
    .map((stop, index) => ({ stop, index, km: stop.point ? kmBetween(origin, stop.point) : null }))
    .sort((a, b) => {
      if (a.km === null || b.km === null) return a.km === null ? (b.km === null ? 0 : 1) : -1;
      return a.km - b.km || a.index - b.index;
    });
  return placed.map(({ stop }) => stop);
}

/**
 * How much farther the trip from `origin` through every destination (nearest first) drives
 * than the straight line to its farthest one, as a share of that line (0 when there is nowhere
 * to go but the origin itself).
 */
export function detourShare(origin: Point, destinations: readonly Point[]): number {
  const ordered = alongTheWay(
    origin,
    destinations.map((point) => ({ point })),
  ).map(({ point }) => point);
  const farthest = ordered.at(-1);
  if (!farthest) return 0;
  const direct = kmBetween(origin, farthest);
  let driven = 0;
  let from = origin;
  for (const point of ordered) {
    driven += kmBetween(from, point);
    from = point;
  }
  if (direct === 0) return driven === 0 ? 0 : Number.POSITIVE_INFINITY;
  return (driven - direct) / direct;
}

/** A destination: its city, province and, where it is known, its point. */
export type Place = { cityId: number; provinceId: number; point: Point | null };

/** What a driver already carries: where the trip starts and the loads on board. */
export type Trip = {
  /** The first load's pickup point (the trip starts there), when known. */
  origin: Point | null;
  /** The provinces the loads on board were picked up in. */
  originProvinceIds: readonly number[];
  /** Where the loads on board go. */
  destinations: readonly Place[];
};

/**
 * Whether a load going to `destination` lies on the trip's way: the trip through every
 * destination, this one included, stays within `maxDetourShare` of the straight line to its
 * farthest stop. Where a point is unknown (the trip's start, a destination), the rule cannot
 * be measured and falls back to a province the trip already goes to. An empty trip takes
 * any destination.
 */
export function destinationOnTheWay(trip: Trip, destination: Place): boolean {
  if (trip.destinations.length === 0) return true;
  const points = [...trip.destinations, destination].map((place) => place.point);
  const known = points.filter((point): point is Point => point !== null);
  if (!trip.origin || known.length < points.length) {
    return trip.destinations.some((place) => place.provinceId === destination.provinceId);
  }
  // A hair of tolerance: a stop exactly on the line measures a rounding error above zero.
  return detourShare(trip.origin, known) <= maxDetourShare + 1e-9;
}

/** A load fits a trip when it leaves from a province the trip loaded in and goes on its way. */
export function loadFitsTrip(
  trip: Trip,
  load: { originProvinceId: number; destination: Place },
): boolean {
  if (trip.destinations.length === 0) return true;
  return (
    trip.originProvinceIds.includes(load.originProvinceId) &&
    destinationOnTheWay(trip, load.destination)
  );
}
