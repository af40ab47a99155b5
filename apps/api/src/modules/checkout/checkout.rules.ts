import {
  type checkoutBodySchema,
  needsTimeBlock,
  type ValidationMessageKey,
} from "@kesht/contracts";
import type { z } from "zod";

type CheckoutInput = z.output<typeof checkoutBodySchema>;

/** Delivery dates are the customer's calendar days, in Iran's time zone. */
export const DELIVERY_TIME_ZONE = "Asia/Tehran";

/** Today's date (YYYY-MM-DD) in Tehran at the instant `now`. */
export function todayIn(now: Date, timeZone = DELIVERY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * What the body's schema cannot check alone: the delivery date against today (SPEC §5), a
 * time window for what is delivered (not for a pickup), and a gateway named when paying
 * through one. Field → message key; empty when all is well.
 */
export function checkoutProblems(
  input: Pick<
    CheckoutInput,
    "delivery_date" | "payment_method" | "gateway" | "send_method" | "time_block_id"
  >,
  now: Date,
): Record<string, ValidationMessageKey> {
  const problems: Record<string, ValidationMessageKey> = {};
  if (needsTimeBlock(input.send_method) && input.time_block_id === undefined) {
    problems.time_block_id = "invalid_choice";
  }
  if (input.delivery_date < todayIn(now)) problems.delivery_date = "date_before_today";
  if (input.payment_method === "gateway" && !input.gateway) problems.gateway = "gateway_required";
  return problems;
}
