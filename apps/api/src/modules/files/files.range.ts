import type { ByteRange } from "../../lib/storage";

/**
 * Reads an HTTP `Range` header against an object of `size` bytes: a single range
 * (`bytes=0-99`, `bytes=100-`, `bytes=-500`), "unsatisfiable" when it lies beyond the end, or
 * null to send the whole object (no header, several ranges, or something we do not read).
 * Video players, Safari's above all, need ranges to play and seek.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
