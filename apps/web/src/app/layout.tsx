import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { shellRoleHintOf } from "@/features/auth";
import { AppProviders } from "@/features/shell/app-providers";
import { Footer } from "@/features/shell/footer";
import { Header } from "@/features/shell/header";
import { shellMessageNamespaces } from "@/features/shell/shell-messages";
import { mainContentId, SkipLink } from "@/features/shell/skip-link";
import { TabBar } from "@/features/shell/tab-bar";
import { directionOf } from "@/lib/i18n/language";
import { pickMessages } from "@/lib/i18n/pick-messages";
import packageJson from "../../package.json";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    description: t("description"),
    applicationName: t("siteName"),
    openGraph: { siteName: t("siteName"), title: t("title"), description: t("description") },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  // The tab bar pads itself by the safe area, so the page may run under the home indicator.
  viewportFit: "cover",
  themeColor: "#1d4ed8",
};

/**
 * Language and direction are decided here, once, from the `lang` cookie (ARCHITECTURE §7),
 * so the first byte already carries the right `<html lang dir>`; the shell is drawn for the
 * person the session cookies name, so the page shows at once, right, without a splash in front
 * of it (decision 027).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // The shell's texts only: each page adds its own client components' (ClientMessages).
  const messages = pickMessages(await getMessages(), shellMessageNamespaces);
  const timeZone = await getTimeZone();
  const shellRoleHint = shellRoleHintOf(await cookies());

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-dvh flex-col pb-(--tab-bar-height)">
        <AppProviders
          locale={locale}
          messages={messages}
          timeZone={timeZone}
          shellRoleHint={shellRoleHint}
        >
          <SkipLink />
          <Header />
          <main id={mainContentId} className="flex flex-1 flex-col pt-(--header-height)">
            {children}
          </main>
          <Footer version={packageJson.version} />
          <TabBar />
        </AppProviders>
      </body>
    </html>
  );
}
