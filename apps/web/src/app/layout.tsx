import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { cookies } from "next/headers";
import { getLocale, getMessages, getTimeZone, getTranslations } from "next-intl/server";
import { shellRoleHintOf } from "@/features/auth";
import { manifestPath, THEME_COLOR } from "@/features/installable";
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

/**
 * Vazirmatn, self-hosted from its npm package, cut to Kesht's two scripts at build time
 * (scripts/subset-font.mjs). `optional`: text never waits for it, and when it is not there by
 * the first paint the page keeps the fallback rather than swapping (the swap re-wrapped the
 * English hero and moved the page by 0.07 CLS once pages showed at once, decision 027); the
 * file is cached for the next page. Not preloaded: Chromium holds the first frame of a page
 * that preloads an `optional` font until the font is in, and that wait made about half of the
 * first paints miss the compositor's first frames and come a second later (decision 051).
 */
const vazirmatn = localFont({
  src: "../../generated/vazirmatn.woff2",
  weight: "100 900",
  display: "optional",
  preload: false,
  variable: "--font-vazirmatn",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    title: { default: t("title"), template: t("titleTemplate") },
    // The installable app, named in the page's language.
    manifest: manifestPath(await getLocale()),
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
  themeColor: THEME_COLOR,
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
    <html lang={locale} dir={directionOf(locale)} className={vazirmatn.variable}>
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
