import type { Language } from "@kesht/contracts";
import { writtenIn } from "@/lib/i18n/languages";

/**
 * A product's name in the page's language: sellers write the Persian name and may add a latin
 * one, which English pages lead with.
 */
export function lineName(
  product: { name: string; latin_name: string | null },
  language: Language,
): string {
  return writtenIn(product, "name", language);
}
