import { useLocale } from "next-intl";
import { bilingual, type ShopNamed, type Titled } from "./languages";

/** A reference row's title or a shop's name in the page's language (see `bilingual`). */
export function useBilingual(row: Titled | ShopNamed): string {
  return bilingual(row, useLocale());
}
