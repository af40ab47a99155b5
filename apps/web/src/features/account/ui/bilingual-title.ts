import type { Language } from "@kesht/contracts";

/** Reference rows carry a Persian `title` and an English `title_en` (SPEC §3). */
export function titleIn(row: { title: string; title_en: string }, language: Language): string {
  return language === "fa" ? row.title : row.title_en;
}
