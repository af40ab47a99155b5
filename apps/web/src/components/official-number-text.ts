import { toAsciiDigits } from "@kesht/contracts";

/**
 * How a bank or identity number is written on every page, whatever the page's language: Latin
 * digits (banks' forms and card readers want them), and a run of letters and digits cut into
 * groups of four as banks print it ("IR82 0540 1026 …"). Anything with other characters (a
 * plate's Persian letter, a reference with dashes) is kept as written, in Latin digits.
 */
export function officialNumberText(value: string): { shown: string; copied: string } {
  const latin = toAsciiDigits(value).trim();
  if (!/^[A-Za-z0-9\s]+$/.test(latin)) return { shown: latin, copied: latin };
  const compact = latin.replace(/\s+/g, "").toUpperCase();
  return { shown: compact.replace(/(.{4})(?=.)/g, "$1 "), copied: compact };
}
