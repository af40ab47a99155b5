"use client";

import { useEffect, useState } from "react";

export interface DevicePlace {
  latitude: number;
  longitude: number;
}

/** "locating" until the device answers; "none" when it cannot or may not tell. */
export type DevicePlaceState =
  | { status: "locating" }
  | { status: "found"; place: DevicePlace }
  | { status: "none" };

/**
 * Where the device is, read once when a proof form opens, so the pickup or the handover can
 * say where it happened (decision 036). It never holds a form back: the form sends whatever is
 * known when the person presses the button, and without a place when the browser cannot
 * tell, the person says no, or the answer is slow.
 */
export function useDevicePlace(): DevicePlaceState {
  const [state, setState] = useState<DevicePlaceState>({ status: "locating" });
  useEffect(() => {
    // Browsers offer it only on secure origins (https, localhost).
    if (!("geolocation" in navigator) || !window.isSecureContext) {
      setState({ status: "none" });
      return;
    }
    let isLive = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!isLive) return;
        setState({
          status: "found",
          place: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        });
      },
      () => {
        if (isLive) setState({ status: "none" });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
    return () => {
      isLive = false;
    };
  }, []);
  return state;
}

/** The place fields of a proof body: both when the device told, neither otherwise. */
export function placeFieldsOf(state: DevicePlaceState): Partial<DevicePlace> {
  return state.status === "found" ? { ...state.place } : {};
}
