import type { Language } from "@kesht/contracts";
import type { MetadataRoute } from "next";
import { directionOf } from "@/lib/i18n/language";

/** The brand blue (SPEC §1): globals.css `--color-primary-700`, the icon's tile. */
export const THEME_COLOR = "#1d4ed8";

/** Where a language's manifest is served (one address per language, decision 032). */
export function manifestPath(language: Language): string {
  return `/manifest/${language}`;
}

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

/**
 * The installable app as the browser sees it, in one language. One `id` for both, so an app
 * installed in Persian and opened after switching to English is the same app, renamed.
 */
export function webAppManifest(language: Language, texts: ManifestTexts): MetadataRoute.Manifest {
  return {
    id: "/",
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: language,
    dir: directionOf(language),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    categories: ["shopping", "food"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
