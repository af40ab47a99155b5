import type { Language } from "@kesht/contracts";

/**
 * A shop's name for a page in `language`: English pages show the name in Latin letters.
 * Names of either script sit in sentences of the other, so show them in `<bdi>` or with
 * `dir="auto"`.
 */
export function shopNameIn(
  shop: { store_name: string; store_name_en: string },
  language: Language,
): string {
  return language === "fa" ? shop.store_name : shop.store_name_en || shop.store_name;
}

/** Reference rows carry a Persian `title` and an English `title_en` (SPEC §3). */
export function titleIn(row: { title: string; title_en: string }, language: Language): string {
  return language === "fa" ? row.title : row.title_en;
}
