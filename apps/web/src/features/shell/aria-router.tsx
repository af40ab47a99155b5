"use client";

import { useRouter } from "@/lib/navigation/use-router";
import { RouterProvider } from "react-aria-components";

/**
 * React Aria's links (menu items with an href) navigate through Next's router, with the
 * progress bar, instead of reloading the page.
 */
export function AriaRouter({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return <RouterProvider navigate={(href) => router.push(href)}>{children}</RouterProvider>;
}
