// @vitest-environment node
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { catalogues } from "@/lib/i18n/catalogues";
import { type LastSeen, lastSeen } from "./last-seen";

const now = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

/** The sentence the map shows, as the page builds it. */
function wording(seen: LastSeen, locale: "en" | "fa") {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: "tracking.map" });
  return seen.unit === "never" || seen.unit === "now"
    ? t(`lastSeen.${seen.unit}`)
    : t(`lastSeen.${seen.unit}`, { count: seen.count });
}

describe("last seen", () => {
  it("picks the unit: just now, minutes, hours, days", () => {
    expect(lastSeen(null, now)).toEqual({ unit: "never" });
    expect(lastSeen(ago(59_000), now)).toEqual({ unit: "now" });
    // A phone clock a little ahead of the reader's.
    expect(lastSeen(ago(-5_000), now)).toEqual({ unit: "now" });
    expect(lastSeen(ago(minute), now)).toEqual({ unit: "minutes", count: 1 });
    expect(lastSeen(ago(59 * minute + 59_000), now)).toEqual({ unit: "minutes", count: 59 });
    expect(lastSeen(ago(60 * minute), now)).toEqual({ unit: "hours", count: 1 });
    expect(lastSeen(ago(30 * 60 * minute), now)).toEqual({ unit: "days", count: 1 });
  });

  it("says it in English", () => {
    expect(wording(lastSeen(ago(30_000), now), "en")).toBe("Last seen just now");
    expect(wording(lastSeen(ago(minute), now), "en")).toBe("Last seen 1 minute ago");
    expect(wording(lastSeen(ago(12 * minute), now), "en")).toBe("Last seen 12 minutes ago");
    expect(wording(lastSeen(ago(3 * 60 * minute), now), "en")).toBe("Last seen 3 hours ago");
    expect(wording(lastSeen(null, now), "en")).toBe("The driver has not shared a position yet.");
  });

  it("says it in Persian with Persian digits", () => {
    expect(wording(lastSeen(ago(12 * minute), now), "fa")).toBe("آخرین موقعیت: ۱۲ دقیقه پیش");
    expect(wording(lastSeen(ago(2 * 24 * 60 * minute), now), "fa")).toBe("آخرین موقعیت: ۲ روز پیش");
    expect(wording(lastSeen(ago(10_000), now), "fa")).toBe("آخرین موقعیت: همین حالا");
  });
});
