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
  | {
      status: "sharing";
      lastSentAt: number | null;
      sendFailed: boolean;
      /** Offline: the service worker keeps the position and sends it when the phone is back. */
      queued?: boolean;
    };

/** A refused or failed position is sent again after this, doubling up to `maxRetryMs`. */
export const firstRetryMs = 5_000;
const maxRetryMs = 60_000;

interface Reading {
  fix: Fix;
  accuracy: number;
}

/**
 * While `active` (the job is in transit), watches the phone's position and sends it for the
 * group, throttled by `shouldSend` (10 s, a move over 100 m). A position the API refuses (a
 * rate limit, a network or server failure) is kept and sent again after a pause, doubling
 * from `firstRetryMs`; a newer reading taken meanwhile goes in its place, since where the
 * driver is now is what the map needs. Stops when `active` turns false, when the page goes,
 * and when the API says the job is no longer in transit (409).
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
    /** The reading waiting to be sent again, and the timer that will send it. */
    let queued: Reading | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = firstRetryMs;
    const stop = () => {
      stopped = true;
      clearTimeout(retryTimer);
      navigator.geolocation.clearWatch(watchId);
    };

    const send = async ({ fix, accuracy }: Reading) => {
      const payload: DriverPositionBody = { latitude: fix.latitude, longitude: fix.longitude };
      if (Number.isFinite(accuracy)) payload.accuracy_m = Math.min(accuracy, 100_000);
      try {
        const envelope = await fetchEnvelope<DriverPosition | null>({
          method: "POST",
          path: `/driver/jobs/${groupId}/positions`,
          payload,
        });
        lastSent.current = fix;
        retryMs = firstRetryMs;
        if (stopped) return;
        // No position back: the service worker queued it (public/sw.js `queuedResponse`).
        if (envelope.data === null) {
          setState((current) => ({
            status: "sharing",
            lastSentAt: current.status === "sharing" ? current.lastSentAt : null,
            sendFailed: false,
            queued: true,
          }));
        } else setState({ status: "sharing", lastSentAt: fix.at, sendFailed: false });
      } catch (error) {
        const status = error instanceof RequestError ? error.failure.status : undefined;
        if (status === 409) {
          // Delivered (or not loaded yet): the job is not in transit, so nothing more goes out.
          stop();
          setState({ status: "inactive" });
          return;
        }
        if (stopped) return;
        queued ??= { fix, accuracy };
        retryTimer = setTimeout(() => {
          const next = queued;
          queued = null;
          retryTimer = undefined;
          if (next && !stopped) void send(next);
        }, retryMs);
        retryMs = Math.min(retryMs * 2, maxRetryMs);
        setState((current) => ({
          status: "sharing",
          lastSentAt: current.status === "sharing" ? current.lastSentAt : null,
          sendFailed: true,
        }));
      }
    };

    const watchId = navigator.geolocation.watchPosition(
      (position) => {
        if (stopped) return;
        const reading: Reading = {
          fix: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            at: Date.now(),
          },
          accuracy: position.coords.accuracy,
        };
        // A retry is due: the newest reading goes with it instead of the one refused.
        if (retryTimer !== undefined) queued = reading;
        else if (shouldSend(lastSent.current, reading.fix)) {
          // Taken as sent at once, so the next readings wait their turn behind it.
          lastSent.current = reading.fix;
          void send(reading);
        }
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
