import { toAsciiDigits } from "@kesht/contracts";

/** A number typed in any script ("۱٫۵", "1,5", "1.5"); null when it is not one. */
export function parseTypedNumber(text: string): number | null {
  const ascii = toAsciiDigits(text).trim().replace(/[٫,]/g, ".");
  if (!/^\d+(\.\d+)?$/.test(ascii)) return null;
  return Number(ascii);
}

/**
 * Toman typed by a person → rials (the API's unit); null when it is not a whole amount. Toman
 * are whole, so a comma here groups thousands ("40,000"), never marks decimals.
 */
export function typedTomanToRials(text: string): number | null {
  const toman = parseTypedNumber(text.replace(/[\s٬,،]/g, ""));
  return toman === null || !Number.isInteger(toman) ? null : toman * 10;
}
