"use client";

import { useEffect, useRef, useState } from "react";

/** Long enough for a few quick presses of + to become one change. */
export const COUNT_SAVE_DELAY_MS = 400;

/**
 * A cart line's amount as the stepper shows it: the server's count, or the one being chosen.
 * Quick changes are saved together once they settle; a refused change falls back to the
 * server's count (its reason is toasted by the request layer).
 */
export function useCountEditor(serverCount: number, save: (count: number) => Promise<boolean>) {
  const [draft, setDraft] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (draft === null) return;
    if (draft === serverCount) {
      setDraft(null);
      return;
    }
    const timer = window.setTimeout(async () => {
      setSaving(true);
      await saveRef.current(draft);
      setSaving(false);
      // A newer choice made while this one was sent is kept and saved next.
      setDraft((current) => (current === draft ? null : current));
    }, COUNT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, serverCount]);

  return { value: draft ?? serverCount, change: setDraft, isSaving };
}
