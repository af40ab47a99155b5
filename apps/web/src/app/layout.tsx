import type { Metadata, Viewport } from "next";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { AppProviders } from "@/features/shell/app-providers";
import { Footer } from "@/features/shell/footer";
import { Header } from "@/features/shell/header";
import { shellMessageNamespaces } from "@/features/shell/shell-messages";
import { mainContentId, SkipLink } from "@/features/shell/skip-link";
import { Splash } from "@/features/shell/splash";
import { splashElementId } from "@/features/shell/splash-element-id";
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
 * so the first byte already carries the right `<html lang dir>`.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  // The shell's texts only: each page adds its own client components' (ClientMessages).
  const messages = pickMessages(await getMessages(), shellMessageNamespaces);
  const timeZone = await getTimeZone();

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <noscript>
          <style>{`#${splashElementId}{display:none}`}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col pb-(--tab-bar-height)">
        <AppProviders locale={locale} messages={messages} timeZone={timeZone}>
          <SkipLink />
          <Header />
          <main id={mainContentId} className="flex flex-1 flex-col pt-(--header-height)">
            {children}
          </main>
          <Footer />
          <TabBar />
          <Splash version={packageJson.version} />
        </AppProviders>
      </body>
    </html>
  );
}
