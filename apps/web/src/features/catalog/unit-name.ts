import type { StockUnit } from "@kesht/contracts";
import { useLocale, useTranslations } from "next-intl";
import { bilingual } from "@/lib/i18n/languages";

/**
 * A unit as it reads beside an amount, in the page's language and number: "1 kilogram",
 * "3,000 kilograms", "1.5 kilograms" (English plurals follow the amount; Persian names do
 * not change). Known units are worded in the messages (`catalog.units`, by the unit's code);
 * a unit added later reads as its title until it gets words of its own.
 */
export function useUnitName(): (unit: StockUnit, amount: number) => string {
  const t = useTranslations("catalog.units");
  const language = useLocale();
  return (unit, amount) => {
    if (isWordedUnit(unit.code)) return t(unit.code, { count: amount });
    return bilingual(unit, language);
  };
}

/** The seeded units' codes, each with its words in `catalog.units`. */
const wordedUnits = [
  "kg",
  "ton",
  "gram",
  "mesghal",
  "piece",
  "box",
  "bunch",
  "litre",
  "head",
  "tray",
] as const;

function isWordedUnit(code: string): code is (typeof wordedUnits)[number] {
  return (wordedUnits as readonly string[]).includes(code);
}

/** A unit named on its own, as in "price per kilogram". */
export const ONE_UNIT = 1;
/** A unit named for any amount, as in a field's label "Amount (kilograms)". */
export const ANY_AMOUNT = 2;
