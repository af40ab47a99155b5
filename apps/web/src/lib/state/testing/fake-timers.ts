import { act } from "react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Fake timers for every test of the file (real ones again after each). Answers `wait`, which
 * lets `ms` pass inside `act`, so React renders what the timers set off.
 */
export function withFakeTimers(): (ms: number) => Promise<void> {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return async (ms) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  };
}
