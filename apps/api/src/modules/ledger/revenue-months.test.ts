import { describe, expect, it } from "vitest";
import { lastMonths, monthOfDay, tehranDay } from "./revenue-months";

describe("revenue months", () => {
  it("puts the days around 1 Farvardin in their own Jalali months", () => {
    // 1 Farvardin 1405 is 21 March 2026; 1 Farvardin 1403 was 20 March 2024 (a leap year).
    expect(monthOfDay("2026-03-20", "jalali")).toBe("1404-12");
    expect(monthOfDay("2026-03-21", "jalali")).toBe("1405-01");
    expect(monthOfDay("2024-03-19", "jalali")).toBe("1402-12");
    expect(monthOfDay("2024-03-20", "jalali")).toBe("1403-01");
    // The Gregorian month of the same days is March throughout.
    expect(monthOfDay("2026-03-20", "gregorian")).toBe("2026-03");
    expect(monthOfDay("2026-03-21", "gregorian")).toBe("2026-03");
  });

  it("reads the day in Tehran: 21:00 UTC on 20 March is already 21 March there", () => {
    expect(tehranDay(new Date("2026-03-20T21:00:00Z"))).toBe("2026-03-21");
    expect(tehranDay(new Date("2026-03-20T20:00:00Z"))).toBe("2026-03-20");
  });

  it("lists Jalali months with their real first and last days", () => {
    const months = lastMonths(new Date("2026-04-05T08:00:00Z"), 3, "jalali");
    expect(months).toEqual([
      { month: "1404-11", first_day: "2026-01-21", last_day: "2026-02-19" },
      { month: "1404-12", first_day: "2026-02-20", last_day: "2026-03-20" },
      { month: "1405-01", first_day: "2026-03-21", last_day: "2026-04-20" },
    ]);
  });

  it("lists Gregorian months from their first to their last day", () => {
    const months = lastMonths(new Date("2026-03-01T10:00:00Z"), 2, "gregorian");
    expect(months).toEqual([
      { month: "2026-02", first_day: "2026-02-01", last_day: "2026-02-28" },
      { month: "2026-03", first_day: "2026-03-01", last_day: "2026-03-31" },
    ]);
  });
});
