import type { SearchChoice } from "@/features/search";
import { useAppStore } from "@/lib/state/app-store";

/**
 * How the search overlay (and its stand-in) ends with an outcome: the term is remembered
 * (SPEC §4, §5: only if it is not in the history already), the overlay closes, then the
 * choice is reported.
 */
export function finishSearch(
  choice: SearchChoice,
  close: () => void,
  report: (choice: SearchChoice) => void,
): void {
  if (choice.text !== "") useAppStore.getState().addSearchTerm(choice.text);
  close();
  report(choice);
}
