import type { SellerProfile } from "@kesht/contracts";

/** The admin's queue of shops waiting for review; a decision refetches it. */
export const PENDING_SELLERS_KEY = "admin-sellers";

export function reviewPath(seller: Pick<SellerProfile, "id">): string {
  return `/admin/sellers/${seller.id}/review`;
}
