"use client";

import type { Language } from "@kesht/contracts";
import { useLocale } from "next-intl";
import { RouterProvider } from "react-aria-components";
// The provider alone, not the widgets: React Aria's entry file names every one of them.
import { I18nProvider } from "react-aria-components/I18nProvider";
import { languages } from "@/lib/i18n/languages";
import { useRouter } from "@/lib/navigation/use-router";

/**
 * What React Aria's widgets need around them: the page's locale, which sets how they format
 * numbers and dates and which way they lay out (without it they would follow the browser's
 * language, left to right on a Persian page), and Next's router, so their links (menu items
 * with an href) navigate with the progress bar instead of reloading the page.
 *
 * Not at the root: the storefront's first screen has no React Aria widget, so its pages would
 * carry both providers for nothing. The sections with forms get it from their layout
 * (features/shell/full-client-section.tsx); the storefront's widgets are lazy islands that
 * bring their own.
 */
export function AriaScope({ children }: { children: React.ReactNode }) {
  const locale = useLocale() as Language;
  const router = useRouter();
  return (
    <I18nProvider locale={languages[locale].intlLocale}>
      <RouterProvider navigate={(href) => router.push(href)}>{children}</RouterProvider>
    </I18nProvider>
  );
}
