import { describe, expect, it } from "vitest";
import { drawPriceChart } from "./price-chart-geometry";

const frame = { width: 200, height: 100, inset: 10, rightToLeft: false };
const now = new Date("2026-01-11T00:00:00Z");
const points = [
  { at: "2026-01-01T00:00:00Z", rials: 1_000_000 },
  { at: "2026-01-06T00:00:00Z", rials: 800_000 },
];

describe("drawPriceChart", () => {
  it("steps from each price to the next, on to now, the cheapest at the bottom", () => {
    const drawing = drawPriceChart(points, now, frame);
    expect(drawing).toEqual({
      path: "M10 10 H100 V90 H190",
      dots: [
        { x: 10, y: 10 },
        { x: 100, y: 90 },
      ],
      lowest: 800_000,
      highest: 1_000_000,
    });
  });

  it("runs right to left in a right-to-left language", () => {
    const drawing = drawPriceChart(points, now, { ...frame, rightToLeft: true });
    expect(drawing?.path).toBe("M190 10 H100 V90 H10");
  });

  it("draws one price as a level line through the middle", () => {
    const drawing = drawPriceChart([points[0] as (typeof points)[0]], now, frame);
    expect(drawing?.path).toBe("M10 50 H190");
  });

  it("draws nothing without prices, and never past the frame when the change is now", () => {
    expect(drawPriceChart([], now, frame)).toBeNull();
    const drawing = drawPriceChart([{ at: now.toISOString(), rials: 5 }], now, frame);
    expect(drawing?.path).toBe("M10 50 H10");
  });
});
