import type { Category, Language } from "@kesht/contracts";
import { bilingual } from "@/lib/i18n/languages";
import type { CategoryOption } from "./products-browser";

/** Categories in their display order, each followed by its subcategories. */
export function categoryOptions(
  categories: readonly Category[],
  subcategories: readonly Category[],
  language: Language,
): CategoryOption[] {
  const title = (category: Category) => bilingual(category, language);
  return categories.flatMap((category) => [
    { id: category.id, title: title(category), isSubcategory: false },
    ...subcategories
      .filter((subcategory) => subcategory.parent_id === category.id)
      .map((subcategory) => ({
        id: subcategory.id,
        title: title(subcategory),
        isSubcategory: true,
      })),
  ]);
}

/** A category or subcategory by id, from either list. */
export function findCategory(
  id: number | null,
  ...lists: readonly (readonly Category[])[]
): Category | null {
  if (id === null) return null;
  for (const list of lists) {
    const found = list.find((category) => category.id === id);
    if (found) return found;
  }
  return null;
}
