import { isLanguage, languages } from "@kesht/contracts";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { webAppManifest } from "@/features/installable";

/**
 * `/manifest/en` and `/manifest/fa`: the web app manifest in each language, built once at build
 * time. The layout links the one of the page's language. One address per language rather than
 * one that reads the `lang` cookie: browsers fetch a manifest without cookies (decision 032).
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return languages.map((language) => ({ language }));
}

export async function GET(_request: Request, context: { params: Promise<{ language: string }> }) {
  const { language } = await context.params;
  if (!isLanguage(language)) notFound();
  const t = await getTranslations({ locale: language, namespace: "metadata" });
  const manifest = webAppManifest(language, {
    name: t("appName"),
    shortName: t("siteName"),
    description: t("description"),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
