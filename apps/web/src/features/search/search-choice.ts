import type { CategorySuggestion } from "@kesht/contracts";

/**
 * What the search overlay reports when it closes with an outcome (SPEC §4 "Search overlay"):
 * - a category suggestion chosen: its `category_id`, the typed `text` and the `suggestion`;
 * - all products searched (Enter, the first row, a recent search): `category_id` "", the text,
 *   `suggestion` null;
 * - cleared with the field's ×: every value empty (`clearedSearch`).
 */
export interface SearchChoice {
  category_id: number | "";
  text: string;
  suggestion: CategorySuggestion | null;
}

export const clearedSearch: SearchChoice = { category_id: "", text: "", suggestion: null };
