"use client";

import { useEffect, useState } from "react";

/**
 * `value` as it was `delayMs` after its last change: each change restarts the wait, so a
 * burst of keystrokes is applied once, when the typing pauses (SPEC §4, §9).
 * `appliesAtOnce` names values that skip the wait (an emptied field should empty its results
 * now, not a second later); pass a stable function, not an inline one.
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  appliesAtOnce?: (value: T) => boolean,
): T {
  const [applied, setApplied] = useState(value);
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
