// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  dateRangeSearch,
  hasDateRange,
  isIsoDate,
  noDateRange,
  orderedRange,
  readDateRange,
} from "./date-range";

describe("the turnovers' date range in the URL", () => {
  it("reads both days, either day or none", () => {
    expect(readDateRange({ from: "2025-03-01", to: "2025-03-31" })).toEqual({
      from: "2025-03-01",
      to: "2025-03-31",
    });
    expect(readDateRange({ from: "2025-03-01" })).toEqual({ from: "2025-03-01", to: null });
    expect(readDateRange({ to: "2025-03-31" })).toEqual({ from: null, to: "2025-03-31" });
    expect(readDateRange({})).toEqual(noDateRange);
  });

  it("drops what is not a real day and turns a backwards range around", () => {
    expect(readDateRange({ from: "2025-02-30", to: "yesterday" })).toEqual(noDateRange);
    expect(readDateRange({ from: ["2025-03-31", "2025-01-01"], to: "2025-03-01" })).toEqual({
      from: "2025-03-01",
      to: "2025-03-31",
    });
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2025-3-1")).toBe(false);
  });

  it("writes the range back as a query string that reads the same", () => {
    const range = { from: "2025-03-01", to: "2025-03-31" };
    const search = dateRangeSearch(range);
    expect(search).toBe("?from=2025-03-01&to=2025-03-31");
    expect(readDateRange(Object.fromEntries(new URLSearchParams(search)))).toEqual(range);
    expect(dateRangeSearch({ from: null, to: "2025-03-31" })).toBe("?to=2025-03-31");
    expect(dateRangeSearch(noDateRange)).toBe("");
  });

  it("knows whether a filter is set and keeps an ordered range as it is", () => {
    expect(hasDateRange(noDateRange)).toBe(false);
    expect(hasDateRange({ from: "2025-03-01", to: null })).toBe(true);
    const range = { from: "2025-03-01", to: "2025-03-02" };
    expect(orderedRange(range)).toBe(range);
  });
});
