/*
 * The price history chart's drawing, apart from React so it is tested alone: a step line (a
 * price holds until the next change) from the first change to now, time running with the
 * reading direction (right to left in Persian), the cheapest price at the bottom.
 */

export interface ChartPoint {
  /** When the price took effect (ISO). */
  at: string;
  rials: number;
}

export interface ChartFrame {
  width: number;
  height: number;
  /** Room kept clear on every side, for the line's width and the dots. */
  inset: number;
  rightToLeft: boolean;
}

export interface ChartDrawing {
  /** The step line's SVG path. */
  path: string;
  /** A dot where each change took effect. */
  dots: { x: number; y: number }[];
  lowest: number;
  highest: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function drawPriceChart(
  points: readonly ChartPoint[],
  now: Date,
  frame: ChartFrame,
): ChartDrawing | null {
  if (points.length === 0) return null;
  const times = points.map((point) => Date.parse(point.at));
  const prices = points.map((point) => point.rials);
  const start = times[0] ?? 0;
  const end = Math.max(now.getTime(), times[times.length - 1] ?? start);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const span = { time: end - start || 1, price: highest - lowest };
  const innerWidth = frame.width - 2 * frame.inset;
  const innerHeight = frame.height - 2 * frame.inset;

  const x = (time: number) => {
    const along = frame.inset + ((time - start) / span.time) * innerWidth;
    return round(frame.rightToLeft ? frame.width - along : along);
  };
  // One price only: a level line through the middle.
  const y = (price: number) =>
    round(
      span.price === 0
        ? frame.height / 2
        : frame.inset + ((highest - price) / span.price) * innerHeight,
    );

  const dots = points.map((point, index) => ({ x: x(times[index] ?? start), y: y(point.rials) }));
  const steps = dots.map((dot, index) =>
    index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x} V${dot.y}`,
  );
  steps.push(`H${x(end)}`);
  return { path: steps.join(" "), dots, lowest, highest };
}
