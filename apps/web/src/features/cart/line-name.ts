import type { Language } from "@kesht/contracts";

/**
 * A product's name in the page's language: sellers write the Persian name and may add a latin
 * one, which English pages lead with.
 */
export function lineName(
  product: { name: string; latin_name: string | null },
  language: Language,
): string {
  return language === "en" && product.latin_name ? product.latin_name : product.name;
}
