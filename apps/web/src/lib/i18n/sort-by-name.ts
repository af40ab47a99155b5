import type { Language } from "@kesht/contracts";
import { bilingual, languages, type Titled } from "./languages";

/**
 * Places (provinces, cities) in one order wherever they are listed, a form's select, a driver's
 * provinces to tick or the provinces they serve: by name in the page's language, as its
 * alphabet sorts them ("آذربایجان شرقی" before "اصفهان"; "Alborz" before "Ardabil").
 */
export function sortByName<Row extends Titled>(rows: readonly Row[], language: Language): Row[] {
  const collator = new Intl.Collator(languages[language].intlLocale);
  return [...rows].sort((a, b) => collator.compare(bilingual(a, language), bilingual(b, language)));
}
