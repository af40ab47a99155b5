"use client";

import { useEffect, useState } from "react";

/**
 * `value` as it was `delayMs` after its last change: each change restarts the wait, so a
 * burst of keystrokes is applied once, when the typing pauses (SPEC §4, §9).
 * `appliesAtOnce` names values that skip the wait (an emptied field should empty its results
 * now, not a second later); pass a stable function, not an inline one.
 * `startsFrom` is what counts as applied at first (by default the first value itself): a value
 * typed before the hook mounted still waits for its pause.
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  appliesAtOnce?: (value: T) => boolean,
  startsFrom: T = value,
): T {
  const [applied, setApplied] = useState(startsFrom);
  const immediate = appliesAtOnce?.(value) ?? false;

  useEffect(() => {
    if (immediate) {
      setApplied(value);
      return;
    }
    const timer = setTimeout(() => setApplied(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);

  return immediate ? value : applied;
}
