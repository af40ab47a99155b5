"use client";

import type { Language } from "@kesht/contracts";
import { type AbstractIntlMessages, NextIntlClientProvider } from "next-intl";
import { LazyToaster } from "@/components/feedback/lazy-toaster";
import { RoleHintProvider, type ShellRole } from "@/features/auth";
import { directionOf } from "@/lib/i18n/language";
import { NavigationProgress } from "@/lib/navigation/navigation-progress";
import { AppStart } from "./app-start";

/** SPEC §9: toasts stay five seconds. */
const TOAST_DURATION_MS = 5_000;

interface AppProvidersProps {
  locale: Language;
  messages: AbstractIntlMessages;
  timeZone: string;
  /** Who the session cookies say is signed in (features/auth/role-hint.ts). */
  shellRoleHint: ShellRole;
  children: React.ReactNode;
}

/** Everything client components need, set up once around the whole app. */
export function AppProviders({
  locale,
  messages,
  timeZone,
  shellRoleHint,
  children,
}: AppProvidersProps) {
  const direction = directionOf(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {/* No QueryClientProvider: hooks are handed the client (lib/api/query-client.ts), so the
          query library loads with the pages that read through it, not with every page. No React
          Aria providers either: the widgets' own frames bring them (components/aria-scope.tsx). */}
      <NavigationProgress />
      <RoleHintProvider role={shellRoleHint}>
        <AppStart />
        {children}
      </RoleHintProvider>
      <LazyToaster
        duration={TOAST_DURATION_MS}
        // Toasts appear at the end of the line: top right in English, top left in Persian.
        position={direction === "rtl" ? "top-left" : "top-right"}
        dir={direction}
        // Below the fixed header, so a toast never hides the search box or the language switch.
        offset={{ top: "calc(var(--header-height) + 0.5rem)" }}
        mobileOffset={{ top: "calc(var(--header-height) + 0.5rem)" }}
        richColors
        closeButton
      />
    </NextIntlClientProvider>
  );
}
