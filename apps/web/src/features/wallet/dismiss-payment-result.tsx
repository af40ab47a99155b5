"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { secondaryButton } from "@/components/button-styles";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * The button that dismisses a payment's result: the page's address loses the gateway's
 * `?payment=` (so a reload does not show it again), and with it the notice goes.
 */
export function DismissPaymentResult({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <button
      type="button"
      onClick={() => router.replace(pathname, { scroll: false })}
      className={`${secondaryButton} min-h-9 px-4 text-sm`}
    >
      {children}
    </button>
  );
}
