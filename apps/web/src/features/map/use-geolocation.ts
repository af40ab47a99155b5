"use client";

import { useCallback, useState } from "react";
import type { LatLng } from "./province-centres";

export type GeolocationProblem = "unsupported" | "denied" | "unavailable" | "timeout";

export type GeolocationState =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "failed"; problem: GeolocationProblem };

const GEOLOCATION_TIMEOUT_MS = 15_000;

/** "Use my location": one reading of the device's position, with every way it can fail named. */
export function useGeolocation(onLocated: (point: LatLng) => void) {
  const [state, setState] = useState<GeolocationState>({ status: "idle" });

  const locate = useCallback(() => {
    // Browsers offer it only on secure origins (https, localhost).
    if (!("geolocation" in navigator) || !window.isSecureContext) {
      setState({ status: "failed", problem: "unsupported" });
      return;
    }
    setState({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: "idle" });
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        const problem: GeolocationProblem =
          error.code === error.PERMISSION_DENIED
            ? "denied"
            : error.code === error.TIMEOUT
              ? "timeout"
              : "unavailable";
        setState({ status: "failed", problem });
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, [onLocated]);

  return { state, locate };
}
