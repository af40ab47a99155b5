import { describe, expect, it } from "vitest";
import {
  alongTheWay,
  destinationOnTheWay,
  detourShare,
  kmBetween,
  loadFitsTrip,
  maxDetourShare,
  type Place,
  type Trip,
} from "./trip-route";

// Points of the seed cities (packages/db/src/seed/city-coordinates.ts).
const tehran = { latitude: 35.6944, longitude: 51.4215 };
const qom = { latitude: 34.6401, longitude: 50.8764 };
const kashan = { latitude: 33.9824, longitude: 51.4277 };
const isfahan = { latitude: 32.6525, longitude: 51.6746 };
const hamadan = { latitude: 34.7992, longitude: 48.5146 };
const shiraz = { latitude: 29.6103, longitude: 52.5311 };

const place = (cityId: number, provinceId: number, point: Place["point"]): Place => ({
  cityId,
  provinceId,
  point,
});
/** A trip from Tehran (province 23) carrying one load to Isfahan (province 10). */
const toIsfahan: Trip = {
  origin: tehran,
  originProvinceIds: [23],
  destinations: [place(1, 10, isfahan)],
};

describe("the distance between two points", () => {
  it("is the great-circle distance: Tehran to Isfahan about 340 km, Tehran to Shiraz about 685 km", () => {
    expect(kmBetween(tehran, isfahan)).toBeGreaterThan(330);
    expect(kmBetween(tehran, isfahan)).toBeLessThan(350);
    expect(kmBetween(tehran, shiraz)).toBeGreaterThan(675);
    expect(kmBetween(tehran, shiraz)).toBeLessThan(695);
    expect(kmBetween(qom, qom)).toBe(0);
    expect(kmBetween(tehran, qom)).toBeCloseTo(kmBetween(qom, tehran), 9);
  });
});

describe("stops along the way", () => {
  it("come nearest the origin first, those without a point last in their given order", () => {
    const stops = [
      { name: "isfahan", point: isfahan },
      { name: "unknown-a", point: null },
      { name: "qom", point: qom },
      { name: "unknown-b", point: null },
      { name: "kashan", point: kashan },
    ];
    expect(alongTheWay(tehran, stops).map((stop) => stop.name)).toEqual([
      "qom",
      "kashan",
      "isfahan",
      "unknown-a",
      "unknown-b",
    ]);
    expect(alongTheWay(null, stops)).toEqual(stops);
  });
});

describe("the detour of a trip", () => {
  it("is nothing for one destination, little through Qom and Kashan, much through Hamadan", () => {
    expect(detourShare(tehran, [isfahan])).toBe(0);
    expect(detourShare(tehran, [isfahan, qom, kashan])).toBeLessThan(0.1);
    expect(detourShare(tehran, [isfahan, hamadan])).toBeGreaterThan(0.5);
  });

  it("is nothing when every stop is the origin itself", () => {
    expect(detourShare(tehran, [tehran, tehran])).toBe(0);
  });
});

describe("a destination on the way", () => {
  it("takes Qom and Kashan on the way from Tehran to Isfahan, and Shiraz beyond it", () => {
    expect(destinationOnTheWay(toIsfahan, place(2, 25, qom))).toBe(true);
    expect(destinationOnTheWay(toIsfahan, place(3, 10, kashan))).toBe(true);
    // Shiraz becomes the end: Isfahan lies on the way there.
    expect(destinationOnTheWay(toIsfahan, place(4, 7, shiraz))).toBe(true);
  });

  it("refuses Hamadan, well off the road from Tehran to Isfahan", () => {
    expect(destinationOnTheWay(toIsfahan, place(5, 13, hamadan))).toBe(false);
  });

  it("draws the line at the named share of the direct distance", () => {
    // A point beside the middle of the line, moved out until the detour passes the share.
    const middle = { latitude: (tehran.latitude + isfahan.latitude) / 2, longitude: 51.55 };
    const aside = (km: number) => ({ ...middle, longitude: middle.longitude - km / 91 });
    const farthestAllowed = [0, 50, 100, 150, 200].filter((km) =>
      destinationOnTheWay(toIsfahan, place(6, 24, aside(km))),
    );
    expect(farthestAllowed).toEqual([0, 50, 100]);
    expect(detourShare(tehran, [isfahan, aside(100)])).toBeLessThanOrEqual(maxDetourShare);
    expect(detourShare(tehran, [isfahan, aside(150)])).toBeGreaterThan(maxDetourShare);
  });

  it("takes any destination when nothing is on board", () => {
    const empty: Trip = { origin: null, originProvinceIds: [], destinations: [] };
    expect(destinationOnTheWay(empty, place(5, 13, hamadan))).toBe(true);
    expect(loadFitsTrip(empty, { originProvinceId: 7, destination: place(5, 13, hamadan) })).toBe(
      true,
    );
  });

  it("falls back to a province the trip goes to when a point is unknown", () => {
    expect(destinationOnTheWay(toIsfahan, place(7, 10, null))).toBe(true);
    expect(destinationOnTheWay(toIsfahan, place(8, 25, null))).toBe(false);
    const unknownStart: Trip = { ...toIsfahan, origin: null };
    expect(destinationOnTheWay(unknownStart, place(2, 25, qom))).toBe(false);
    expect(destinationOnTheWay(unknownStart, place(3, 10, kashan))).toBe(true);
    const unknownStop: Trip = { ...toIsfahan, destinations: [place(9, 10, null)] };
    expect(destinationOnTheWay(unknownStop, place(3, 10, kashan))).toBe(true);
    expect(destinationOnTheWay(unknownStop, place(2, 25, qom))).toBe(false);
  });
});

describe("a load fitting a trip", () => {
  it("must leave from a province the trip loaded in", () => {
    const toQom = { originProvinceId: 23, destination: place(2, 25, qom) };
    expect(loadFitsTrip(toIsfahan, toQom)).toBe(true);
    expect(loadFitsTrip(toIsfahan, { ...toQom, originProvinceId: 30 })).toBe(false);
  });
});
