"use client";

import { RouterProvider } from "react-aria-components";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * React Aria's links (menu items with an href) navigate through Next's router, with the
 * progress bar, instead of reloading the page.
 */
export function AriaRouter({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return <RouterProvider navigate={(href) => router.push(href)}>{children}</RouterProvider>;
}
