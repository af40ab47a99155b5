"use client";

import type { ProductReminders, ReminderKind } from "@kesht/contracts";
import { useEffect, useState } from "react";
import { rememberReturnPath, signInPathReturningTo, useAccountRole } from "@/features/auth";
import { rememberPendingTap, takePendingTap } from "@/features/catalog";

export interface ReminderLabels {
  back_in_stock: { set: string; on: string };
  price_drop: { set: string; on: string };
  /** Said when the reminder could not be changed. */
  failed: string;
}

const none: ProductReminders = { back_in_stock: false, price_drop: false };

async function send(productId: number, kind: ReminderKind | null, on = true) {
  const url = `/api/v1/customer/products/${productId}/reminders${kind ? `/${kind}` : ""}`;
  const response = await fetch(url, {
    method: kind === null ? "GET" : on ? "PUT" : "DELETE",
    credentials: "same-origin",
    headers: { accept: "application/json", "content-type": "application/json" },
    ...(kind === null ? {} : { body: "{}" }),
  }).catch(() => null);
  const envelope = response?.ok ? ((await response.json()) as { data: ProductReminders }) : null;
  return { status: response?.status ?? 0, reminders: envelope?.data ?? null };
}

/**
 * "Tell me when it's back" (out of stock only) and "Tell me if it gets cheaper" on a product
 * page: toggle buttons, the person's open reminders read when the page loads. A signed-out
 * visitor is sent to sign in and back, where the tap is completed.
 */
export function ReminderButtons({
  productId,
  inStock,
  labels,
}: {
  productId: number;
  inStock: boolean;
  labels: ReminderLabels;
}) {
  const role = useAccountRole();
  const isCustomer = role === "customer";
  const [reminders, setReminders] = useState<ProductReminders>(none);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isCustomer) return;
    let live = true;
    void (async () => {
      for (const kind of ["back_in_stock", "price_drop"] as const) {
        if (takePendingTap(`reminder-${kind}`, productId)) await send(productId, kind);
      }
      const read = await send(productId, null);
      if (live && read.reminders) setReminders(read.reminders);
    })();
    return () => {
      live = false;
    };
  }, [isCustomer, productId]);

  if (role === "seller" || role === "driver" || role === "admin") return null;

  async function toggle(kind: ReminderKind) {
    const here = `${window.location.pathname}${window.location.search}`;
    if (!isCustomer) {
      rememberPendingTap(`reminder-${kind}`, productId);
      if (role === "newcomer") {
        rememberReturnPath(here);
        window.location.assign("/auth/register/customer");
      } else {
        window.location.assign(signInPathReturningTo(here));
      }
      return;
    }
    const result = await send(productId, kind, !reminders[kind]);
    setFailed(!result.reminders);
    if (result.reminders) setReminders(result.reminders);
  }

  const kinds: ReminderKind[] = inStock ? ["price_drop"] : ["back_in_stock", "price_drop"];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={reminders[kind]}
            onClick={() => void toggle(kind)}
            data-testid={`reminder-${kind}`}
            className={`inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-primary-500 ${reminders[kind] ? "border-primary-600 bg-primary-50 text-primary-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className="size-5"
              fill={reminders[kind] ? "currentColor" : "none"}
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinejoin="round"
            >
              <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4h4" />
            </svg>
            {reminders[kind] ? labels[kind].on : labels[kind].set}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-rose-700">
        {failed ? labels.failed : ""}
      </p>
    </div>
  );
}
