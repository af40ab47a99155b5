import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { contentPages } from "../../../packages/db/src/seed/content-data";

export const mobileViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

/**
 * The screen a feature's journey is walked on in each language: Persian on a phone (right to
 * left on the narrowest layout, where most buyers come), English on a desktop. Between them a
 * journey meets both languages, both directions and both layouts, at half the time of all four
 * pairs; phone-layout.spec and persian-display.spec check the pages themselves on every pair.
 */
export const journeyScreen = {
  fa: { name: "phone", viewport: mobileViewport, hasTouch: true },
  en: { name: "desktop", viewport: desktopViewport, hasTouch: false },
} as const;

/** The app version the footer shows, read from the web app's package.json. */
export const appVersion: string = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
).version;

/** Starts the browser in a language, as a returning visitor whose `lang` cookie is set. */
export async function useLanguage(
  context: BrowserContext,
  baseURL: string | undefined,
  lang: "en" | "fa",
) {
  if (!baseURL) throw new Error("the Playwright config must set baseURL");
  await context.addCookies([{ name: "lang", value: lang, url: baseURL }]);
}

/**
 * The page shows before its scripts have run; tests start once it works: hydrated, with the
 * saved state loaded (AppStart marks `<html data-app-ready>`).
 */
export async function waitForApp(page: Page) {
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
}

/** What the lead's seed puts in a content page: titles and the first section heading. */
export function seededContent(contentName: "app_terms" | "about_us") {
  const page = contentPages.find((candidate) => candidate.contentName === contentName);
  if (!page) throw new Error(`no seeded content page ${contentName}`);
  return {
    titleEn: page.titleEn,
    titleFa: page.titleFa,
    firstHeadingEn: firstHeading(page.bodyEn),
    firstHeadingFa: firstHeading(page.bodyFa),
  };
}

function firstHeading(html: string): string {
  const match = /<h2>(.*?)<\/h2>/.exec(html);
  if (!match?.[1]) throw new Error("seeded content page has no <h2>");
  return match[1];
}
