/** What other features use of search: they import it from here, never from a file inside. */
export type { SearchChoice } from "./search-choice";
export { searchOverlayFrame } from "./search-overlay-frame";
export { SearchPanel } from "./search-panel";
