"use client";

import { useLocale } from "next-intl";
import { bilingual, otherLanguage } from "@/lib/i18n/languages";

/**
 * A shop's name as a heading's text: the page language's name, and under it the other one,
 * for those who check both (the shop itself, an admin reviewing it). Each keeps its direction.
 */
export function ShopNames({ shop }: { shop: { store_name: string; store_name_en: string } }) {
  const language = useLocale();
  const shown = bilingual(shop, language);
  const other = bilingual(shop, otherLanguage(language));
  return (
    <>
      <bdi>{shown}</bdi>
      {other && other !== shown ? (
        <span className="block truncate text-sm font-normal text-slate-500">
          <bdi>{other}</bdi>
        </span>
      ) : null}
    </>
  );
}
