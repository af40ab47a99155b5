"use client";

import type { DriverPosition, DriverPositionBody } from "@kesht/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchEnvelope } from "@/lib/api/fetch-envelope";
import { RequestError } from "@/lib/api/request-error";
import { type Fix, shouldSend } from "./share-throttle";

export type ShareState =
  /** The job is not in transit (yet, or any more): nothing is read or sent. */
  | { status: "inactive" }
  /** No geolocation here (an old browser, or a page not served over https). */
  | { status: "unsupported" }
  | { status: "denied" }
  | { status: "unavailable" }
  | { status: "waiting" }
  | { status: "sharing"; lastSentAt: number | null; sendFailed: boolean };

/**
 * While `active` (the job is in transit), watches the phone's position and sends it for the
 * group, throttled by `shouldSend` (10 s, a move over 100 m). Stops when `active` turns false,
 * when the page goes, and when the API says the job is no longer in transit (409).
 */
export function useShareLocation(groupId: number, active: boolean) {
  const [state, setState] = useState<ShareState>({ status: active ? "waiting" : "inactive" });
  const [attempt, setAttempt] = useState(0);
  const lastSent = useRef<Fix | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the watch on purpose
  useEffect(() => {
    if (!active) {
      setState({ status: "inactive" });
      return;
    }
    if (!("geolocation" in navigator) || !window.isSecureContext) {
      setState({ status: "unsupported" });
      return;
    }
    setState({ status: "waiting" });
    let stopped = false;
    const stop = () => {
      stopped = true;
      navigator.geolocation.clearWatch(watchId);
    };

    const send = async (fix: Fix, accuracy: number) => {
      const previous = lastSent.current;
      lastSent.current = fix;
      const payload: DriverPositionBody = { latitude: fix.latitude, longitude: fix.longitude };
      if (Number.isFinite(accuracy)) payload.accuracy_m = Math.min(accuracy, 100_000);
      try {
        await fetchEnvelope<DriverPosition>({
          method: "POST",
          path: `/driver/jobs/${groupId}/positions`,
          payload,
        });
        if (!stopped) setState({ status: "sharing", lastSentAt: fix.at, sendFailed: false });
      } catch (error) {
        const status = error instanceof RequestError ? error.failure.status : undefined;
        if (status === 409) {
          // Delivered (or not loaded yet): the job is not in transit, so nothing more goes out.
          stop();
          setState({ status: "inactive" });
          return;
        }
        // 429: one was stored a moment ago, which is as good. Otherwise try the next reading.
        if (status !== 429) lastSent.current = previous;
        if (!stopped) {
          setState((current) => ({
            status: "sharing",
            lastSentAt: current.status === "sharing" ? current.lastSentAt : null,
            sendFailed: status !== 429,
          }));
        }
      }
    };

    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        if (stopped) return;
        const fix: Fix = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          at: Date.now(),
        };
        if (shouldSend(lastSent.current, fix)) void send(fix, position.coords.accuracy);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          stop();
          setState({ status: "denied" });
        } else if (error.code === error.POSITION_UNAVAILABLE) {
          setState({ status: "unavailable" });
        }
        // A timeout only means no fix yet: the watch goes on.
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return stop;
  }, [groupId, active, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
