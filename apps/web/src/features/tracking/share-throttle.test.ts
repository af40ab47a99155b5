// @vitest-environment node
import { describe, expect, it } from "vitest";
import { distanceM, type Fix, keepAliveMs, shouldSend } from "./share-throttle";

const start: Fix = { latitude: 35.6892, longitude: 51.389, at: 1_000_000 };
/** About `metres` north of `from`, `ms` later. */
function north(from: Fix, metres: number, ms: number): Fix {
  return {
    latitude: from.latitude + metres / 111_195,
    longitude: from.longitude,
    at: from.at + ms,
  };
}

describe("when the driver's phone sends its position", () => {
  it("measures distances on the Earth", () => {
    expect(distanceM(start, north(start, 100, 0))).toBeCloseTo(100, 0);
    // Tehran to Shiraz is about 690 km as the crow flies.
    expect(distanceM(start, { latitude: 29.5918, longitude: 52.5837 }) / 1000).toBeCloseTo(687, -1);
  });

  it("sends the first reading at once", () => {
    expect(shouldSend(null, start)).toBe(true);
  });

  it("never sends twice within 10 seconds, however far the phone moved", () => {
    expect(shouldSend(start, north(start, 5_000, 9_999))).toBe(false);
    expect(shouldSend(start, north(start, 150, 1_000))).toBe(false);
  });

  it("sends after 10 seconds once the driver moved more than 100 metres", () => {
    expect(shouldSend(start, north(start, 150, 10_000))).toBe(true);
    expect(shouldSend(start, north(start, 90, 10_000))).toBe(false);
    expect(shouldSend(start, north(start, 90, 30_000))).toBe(false);
  });

  it("still sends once a minute while the driver stays put, so 'last seen' stays fresh", () => {
    expect(shouldSend(start, north(start, 0, keepAliveMs - 1))).toBe(false);
    expect(shouldSend(start, north(start, 0, keepAliveMs))).toBe(true);
  });
});
