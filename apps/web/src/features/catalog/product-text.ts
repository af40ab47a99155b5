import type { Language } from "@kesht/contracts";
import { bilingual, otherLanguage, writtenIn } from "@/lib/i18n/languages";

interface Named {
  name: string;
  latin_name: string | null;
}

/**
 * A product's name in the page's language: sellers write the Persian name and may add a latin
 * one, which English pages lead with. The other name, when different, is shown beside it.
 */
export function productName(product: Named, language: Language): string {
  return writtenIn(product, "name", language);
}

export function productOtherName(product: Named, language: Language): string | null {
  const other = productName(product, otherLanguage(language));
  return other && other !== productName(product, language) ? other : null;
}

/**
 * A pack or size's name in the page's language (decision 041): the seller writes the Persian
 * one and may add an English one; empty for a single-variant product's one variant.
 */
export function variantLabel(
  variant: { label: string; label_en: string },
  language: Language,
): string {
  // The English label may be left out: the Persian one is what every variant that has a name has.
  return bilingual({ title: variant.label, title_en: variant.label_en || variant.label }, language);
}

/** The description in the page's language, else the one the seller did write. */
export function productDescription(
  product: { description: string | null; latin_description: string | null },
  language: Language,
): string | null {
  return writtenIn(product, "description", language);
}
