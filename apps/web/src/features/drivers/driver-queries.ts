"use client";

import type { DriverProfile, VehicleType } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";

/** Changes to the driver's registration name this key, so the pages that read it refetch. */
export const DRIVER_PROFILE_KEY = "driver-profile";

export function useDriverProfile() {
  return useApiQuery<DriverProfile>({ path: "/driver/profile", cacheKey: DRIVER_PROFILE_KEY });
}

export function useVehicleTypes() {
  return useApiQuery<VehicleType[]>({
    path: "/vehicle-types",
    readCache: true,
    cacheTime: 60 * 60 * 1000,
  });
}
