"use client";

import type { OrderStatus } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { type Tone, ToneBadge } from "@/components/tone-badge";

/** An order's status as a coloured badge with its name in words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations("orders.status");
  return <ToneBadge tone={statusTone(status)}>{t(status)}</ToneBadge>;
}

/** The badge's colour: waiting on someone, moving, done well, or ended badly. */
export function statusTone(status: OrderStatus): Tone {
  switch (status) {
    case "pending_payment":
      return "amber";
    case "paid":
      return "sky";
    case "preparing":
    case "awaiting_driver":
    case "driver_assigned":
    case "in_transit":
      return "indigo";
    case "delivered":
      return "teal";
    case "received":
    case "completed":
      return "green";
    case "cancelled":
      return "red";
    case "disputed":
      return "orange";
  }
}
