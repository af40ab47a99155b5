import type { SearchChoice } from "@/features/search";
import { withAppStore } from "@/lib/state/client-view";

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
  const { text } = choice;
  if (text !== "") withAppStore((store) => store.getState().addSearchTerm(text));
  close();
  report(choice);
}
