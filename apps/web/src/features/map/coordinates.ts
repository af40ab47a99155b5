import { toAsciiDigits } from "@kesht/contracts";

export type Axis = "latitude" | "longitude";

const limits: Record<Axis, number> = { latitude: 90, longitude: 180 };

/**
 * A coordinate typed by hand: any digits (Persian too), "." or the Persian decimal
 * separator "٫" (or a comma), an optional minus sign. Null when it is not a number in range.
 */
export function parseCoordinate(text: string, axis: Axis): number | null {
  const normalised = toAsciiDigits(text.trim()).replace(/[٫,]/g, ".").replace(/^[−–]/, "-");
  if (!/^-?\d{1,3}(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Math.abs(value) <= limits[axis] ? value : null;
}

/** Six decimals: about 10 cm, more than a phone's GPS can tell. */
export function formatCoordinate(value: number): string {
  return value.toFixed(6).replace(/\.?0+$/, "");
}
