import { normalizeSearchText } from "@kesht/contracts";

export interface SearchableProduct {
  name: string;
  latinName: string | null;
  description: string | null;
  latinDescription: string | null;
  /** The category's and subcategory's titles, in both languages. */
  categoryTitles: readonly string[];
  /** Property values as shown (a select's option titles in both languages, other values as typed). */
  propertyTexts: readonly string[];
}

/** Descriptions can be long; the first part is what people search for. */
const DESCRIPTION_CHARS = 600;

/**
 * The text a product is found by, in the one normalised form queries are also put in
 * (products.search_document; its tsvector and trigram indexes are built from it). Names come
 * first so a match on the name ranks above one deep in the description.
 */
export function productSearchDocument(product: SearchableProduct): string {
  const document = normalizeSearchText(
    [
      product.name,
      product.latinName ?? "",
      ...product.categoryTitles,
      ...product.propertyTexts,
      (product.description ?? "").slice(0, DESCRIPTION_CHARS),
      (product.latinDescription ?? "").slice(0, DESCRIPTION_CHARS),
    ]
      .filter(Boolean)
      .join(" "),
  );
  // Compound names are also found typed without their joiner ("سیبزمینی").
  const compounds = joinedCompounds([product.name, ...product.categoryTitles]);
  return [document, ...compounds].join(" ");
}

/** The zero-width non-joiner, which joins the parts of a Persian compound word. */
const zwnj = "\u200C";

/**
 * Compound words written with a zero-width non-joiner ("سیب‌زمینی"), run together as people
 * also type them when they skip the joiner ("سیبزمینی"). Normalisation turns the joiner
 * into a space, so the spaced form is already searchable; these add the joined one.
 */
export function joinedCompounds(texts: readonly (string | null | undefined)[]): string[] {
  const forms = new Set<string>();
  for (const text of texts) {
    for (const word of (text ?? "").split(/\s+/)) {
      if (!word.includes(zwnj)) continue;
      const joined = normalizeSearchText(word.replaceAll(zwnj, ""));
      if (joined) forms.add(joined);
    }
  }
  return [...forms];
}
