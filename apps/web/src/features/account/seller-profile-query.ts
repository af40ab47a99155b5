"use client";

import type { SellerProfile } from "@kesht/contracts";
import { useApiQuery } from "@/lib/api";

/** Changes to the shop (edit profile, images) name this key, so the pages below refetch. */
export const SELLER_PROFILE_KEY = "seller-profile";

export function useSellerProfile() {
  return useApiQuery<SellerProfile>({ path: "/seller/profile", cacheKey: SELLER_PROFILE_KEY });
}
