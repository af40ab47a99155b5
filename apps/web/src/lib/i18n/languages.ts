import { type Language, languages as languageCodes, toPersianDigits } from "@kesht/contracts";

/** What differs between the app's languages, decided once here (ARCHITECTURE §3). */
export interface LanguageConventions {
  dir: "rtl" | "ltr";
  /** The locale Intl and React Aria format numbers and dates in. */
  intlLocale: string;
  dates: {
    /** Persian pages show the Solar Hijri (Jalali) calendar, English pages the Gregorian one. */
    calendar: "gregory" | "persian";
    /**
     * A moment's month: English abbreviates it ("Mar 21, 2025, 00:15"); the long Persian form
     * reads "۱ فروردین ۱۴۰۴ ساعت ۰۰:۱۵".
     */
    momentMonth: "long" | "short";
  };
  numbers: {
    /** The digits numbers are written in: Latin "123" or Persian "۱۲۳" (Unicode "arabext"). */
    digits: "latn" | "arabext";
    /** Between thousands: "1,200,000" / "۱٬۲۰۰٬۰۰۰" (the Arabic thousands separator). */
    group: string;
    /** Before the fraction: "1.5" / "۱٫۵" (the Arabic decimal separator). */
    decimal: string;
    /** After a percent: "10%" / "۱۰٪" (the Arabic percent sign). */
    percent: string;
    /** Before dollars: "$3.20"; in Persian a left-to-right mark first, so "$" stays left of "۳٫۲۰". */
    dollar: string;
  };
  separators: {
    /** Between two facts on one line: "≈ $3.20 · 11.75 AED", "2 shops · 3 products". */
    inline: string;
    /** Between the items of a list or the parts of a place: "Rasht, Gilan, Iran". */
    list: string;
  };
  /**
   * Which column of a row holds this language's text. Reference data and shop names are kept in
   * both languages, Persian in `title` and English in `title_en` (SPEC §3): `suffix`. What
   * people write (a product's name, a street address) is Persian, with an optional Latin
   * version beside it in `latin_name`, `latin_address`: `writtenPrefix`.
   */
  columns: { suffix: "" | "_en"; writtenPrefix: "" | "latin_" };
}

/**
 * The middle dot "·" beside Persian digits reads as the Persian zero "۰" ("۲ فروشگاه · ۲ محصول"
 * looks like a number), so Persian separates facts with its own comma, which cannot be misread.
 */
export const languages: Record<Language, LanguageConventions> = {
  en: {
    dir: "ltr",
    intlLocale: "en-US",
    dates: { calendar: "gregory", momentMonth: "short" },
    numbers: { digits: "latn", group: ",", decimal: ".", percent: "%", dollar: "$" },
    separators: { inline: " · ", list: ", " },
    columns: { suffix: "_en", writtenPrefix: "latin_" },
  },
  fa: {
    dir: "rtl",
    intlLocale: "fa-IR",
    dates: { calendar: "persian", momentMonth: "long" },
    numbers: {
      digits: "arabext",
      group: "\u066C",
      decimal: "\u066B",
      percent: "\u066A",
      dollar: "\u200E$",
    },
    separators: { inline: "، ", list: "، " },
    columns: { suffix: "", writtenPrefix: "" },
  },
};

/** The app's other language: the one a bilingual page shows second. */
export function otherLanguage(language: Language): Language {
  return languageCodes.find((code) => code !== language) ?? language;
}

/**
 * Whether the language reads right to left. Drawings that are not mirrored by `dir` (a chart's
 * axes, kept `dir="ltr"` so its numbers line up) flip themselves on it.
 */
export function isRightToLeft(language: Language): boolean {
  return languages[language].dir === "rtl";
}

export function separatorsOf(language: Language): LanguageConventions["separators"] {
  return languages[language].separators;
}

/** Facts on one line, each kept, joined with the language's inline separator. */
export function joinInline(language: Language, parts: readonly (string | null | undefined)[]) {
  return parts.filter(Boolean).join(separatorsOf(language).inline);
}

/** A list ("Rasht, Gilan") in the language's list punctuation. */
export function joinList(language: Language, parts: readonly string[]): string {
  return parts.join(separatorsOf(language).list);
}

/**
 * The locale dates are formatted and picked in, calendar included ("fa-IR-u-ca-persian"), so
 * a page shows its own calendar whatever the browser's default.
 */
export function dateLocale(language: Language): string {
  const { intlLocale, dates } = languages[language];
  return `${intlLocale}-u-ca-${dates.calendar}`;
}

/** Latin digits grouped by thousands with the language's separator: "1200000" → "1,200,000" / "1٬200٬000". */
export function groupThousands(digits: string, language: Language): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, languages[language].numbers.group);
}

/** A text's Latin digits in the language's digits ("09121234567" → "۰۹۱۲۱۲۳۴۵۶۷" in Persian). */
export function inDigits(text: string, language: Language): string {
  return languages[language].numbers.digits === "arabext" ? toPersianDigits(text) : text;
}

/** The column holding `field` in `language`'s text: `title` or `title_en` (a table sorts by it). */
export function columnName<Field extends string>(
  field: Field,
  language: Language,
): Field | `${Field}_en` {
  return `${field}${languages[language].columns.suffix}` as Field | `${Field}_en`;
}

/**
 * A row's text in `field`'s column for `language`: `unit` or `unit_en`, `note` or `note_en`.
 * Either column may be empty; callers decide what stands in.
 */
export function columnIn<
  Field extends string,
  Row extends { [Column in Field | `${Field}_en`]: unknown },
>(row: Row, field: Field, language: Language): Row[Field | `${Field}_en`] {
  return row[columnName(field, language)] as Row[Field | `${Field}_en`];
}

/**
 * What a person wrote, in the page's language: the Persian `field` (`name`, `address`), or on
 * pages that read Latin first its optional Latin version (`latin_name`, `latin_address`); when
 * the page's own version is missing, the other one.
 */
export function writtenIn<
  Field extends string,
  Row extends { [Column in Field | `latin_${Field}`]: string | null },
>(row: Row, field: Field, language: Language): Row[Field] {
  const column = (language: Language) =>
    `${languages[language].columns.writtenPrefix}${field}` as Field | `latin_${Field}`;
  // The Persian text is the one people must write, so the result is as sure to be there as it is.
  return (row[column(language)] || row[column(otherLanguage(language))]) as Row[Field];
}

/** A reference row (SPEC §3): a category, a unit, a city. */
export interface Titled {
  title: string;
  title_en: string;
}

/** A shop's two names; the English one may be empty. */
export interface ShopNamed {
  store_name: string;
  store_name_en: string;
}

/**
 * A row's name for a page in `language`: a reference row's title, or a shop's name. A shop
 * without an English name is called by the one it has. Names of either script sit in sentences
 * of the other, so show them in `<bdi>` or with `dir="auto"`.
 */
export function bilingual(row: Titled | ShopNamed, language: Language): string {
  if ("store_name" in row) return columnIn(row, "store_name", language) || row.store_name;
  return columnIn(row, "title", language);
}
