import type { Role } from "@kesht/contracts";
import type { ComponentType } from "react";
import { BasketIcon, CheckBadgeIcon, StoreIcon, TruckIcon } from "@/components/icons";

/** The picture beside each role in the user menu and the profile pages. */
export const roleIcons: Record<Role, ComponentType<{ className?: string }>> = {
  customer: BasketIcon,
  seller: StoreIcon,
  admin: CheckBadgeIcon,
  driver: TruckIcon,
};
