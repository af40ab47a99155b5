import { describe, expect, it } from "vitest";
import {
  arrivalOf,
  assertArrivesInTime,
  bidStands,
  bidValidUntil,
  endOfLoadingDay,
  tehranInstant,
  vehicleSuits,
} from "./freight.rules";

describe("freight rules", () => {
  it("reads Tehran's wall clock at +03:30, the day's end included", () => {
    expect(tehranInstant("2026-12-01", "16:00").toISOString()).toBe("2026-12-01T12:30:00.000Z");
    expect(endOfLoadingDay("2026-12-01").toISOString()).toBe("2026-12-01T20:30:00.000Z");
  });

  it("makes a bid arrive at the window's end plus its duration, and refuses it after arrive-by", () => {
    const arrival = arrivalOf({ loadingDate: "2026-12-01", windowEndsAt: "12:00" }, 30);
    expect(arrival.toISOString()).toBe("2026-12-02T14:30:00.000Z");
    expect(() => assertArrivesInTime(null, arrival)).not.toThrow();
    expect(() => assertArrivesInTime(arrival, arrival)).not.toThrow();
    expect(() => assertArrivesInTime(new Date(arrival.getTime() - 1), arrival)).toThrow(
      expect.objectContaining({ code: "bid_arrives_late" }),
    );
  });

  it("lets a bid stand until the end of the loading day at the latest, never from the past", () => {
    const now = new Date("2026-12-01T06:00:00.000Z");
    expect(bidValidUntil("2026-12-01", undefined, now)).toEqual(endOfLoadingDay("2026-12-01"));
    expect(bidValidUntil("2026-12-01", "2026-12-01T10:00:00+03:30", now).toISOString()).toBe(
      "2026-12-01T06:30:00.000Z",
    );
    for (const asked of ["2026-12-01T05:59:00Z", "2026-12-01T20:31:00Z"]) {
      expect(() => bidValidUntil("2026-12-01", asked, now)).toThrow(
        expect.objectContaining({ code: "validation_failed" }),
      );
    }
    expect(bidStands({ validUntil: null }, now)).toBe(true);
    expect(bidStands({ validUntil: now }, now)).toBe(false);
  });

  it("puts cool and frozen loads in refrigerated vehicles only", () => {
    expect(vehicleSuits("ambient", false)).toBe(true);
    expect(vehicleSuits("cool", false)).toBe(false);
    expect(vehicleSuits("frozen", true)).toBe(true);
  });
});
