"use client";

import type { DriverRating, Order } from "@kesht/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { sendForm } from "@/components/form/send-form";
import { request } from "@/lib/api";
import { ordersCacheKey } from "@/lib/api/cache-keys";

/*
 * The end of a customer's order (issue 11): confirm receipt, report a problem, rate the
 * driver. Each refreshes the customer's orders, which show the result.
 */

export async function confirmReceipt(orderId: number): Promise<Order | null> {
  const envelope = await request<Order>({
    method: "POST",
    path: `/customer/orders/${orderId}/receipt`,
    cacheKey: ordersCacheKey("customer"),
    label: "confirm receipt",
  });
  return envelope?.data ?? null;
}

export async function reportProblem<F extends FieldValues>(options: {
  orderId: number;
  body: { reason: string };
  setError: UseFormSetError<F>;
}): Promise<Order | null> {
  const envelope = await sendForm<Order, F>({
    call: {
      method: "POST",
      path: `/customer/orders/${options.orderId}/dispute`,
      payload: { ...options.body },
      cacheKey: ordersCacheKey("customer"),
      label: "report a problem",
    },
    fields: ["reason"] as Path<F>[],
    setError: options.setError,
  });
  return envelope?.data ?? null;
}

export async function rateDriver<F extends FieldValues>(options: {
  orderId: number;
  body: { stars: number; comment?: string | undefined };
  setError: UseFormSetError<F>;
}): Promise<DriverRating | null> {
  const envelope = await sendForm<DriverRating, F>({
    call: {
      method: "POST",
      path: `/customer/orders/${options.orderId}/driver-rating`,
      payload: { ...options.body },
      cacheKey: ordersCacheKey("customer"),
      label: "rate the driver",
    },
    fields: ["stars", "comment"] as Path<F>[],
    setError: options.setError,
  });
  return envelope?.data ?? null;
}
