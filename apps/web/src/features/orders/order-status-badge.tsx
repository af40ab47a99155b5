"use client";

import type { OrderStatus } from "@kesht/contracts";
import { useTranslations } from "next-intl";
import { ToneBadge } from "@/components/tone-badge";
import { statusTone } from "./order-status";

/** An order's status as a coloured badge with its name in words. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations("orders.status");
  return <ToneBadge tone={statusTone(status)}>{t(status)}</ToneBadge>;
}
