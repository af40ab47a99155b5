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
  return normalizeSearchText(
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
}
