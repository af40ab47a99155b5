"use client";

import type { Language } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { RouterProvider } from "react-aria-components";
// The provider alone, not the widgets: React Aria's entry file names every one of them.
import { I18nProvider } from "react-aria-components/I18nProvider";
import { languages } from "@/lib/i18n/languages";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * The page's locale for React Aria's widgets inside: it sets how they format numbers and dates
 * and which way they lay out. Without it they would follow the browser's language, left to
 * right on a Persian page.
 *
 * Not at the root: the storefront's first screen has no React Aria widget, so its pages would
 * carry the provider for nothing. The sections with forms get it from their layout
 * (features/shell/full-client-section.tsx); the storefront's React Aria pieces are lazy
 * islands that bring their own.
 */
export function AriaScope({ children }: { children: React.ReactNode }) {
  const locale = useLocale() as Language;
  return <I18nProvider locale={languages[locale].intlLocale}>{children}</I18nProvider>;
}

/**
 * React Aria's links (menu items with an href) navigate through Next's router, with the
 * progress bar, instead of reloading the page. Only around widgets that have links: it needs
 * the app's router mounted.
 */
export function AriaLinks({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return <RouterProvider navigate={(href) => router.push(href)}>{children}</RouterProvider>;
}
