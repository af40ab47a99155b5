const persianDigits = "۰۱۲۳۴۵۶۷۸۹";
const arabicDigits = "٠١٢٣٤٥٦٧٨٩";

/** Replaces Persian (۰–۹) and Arabic-Indic (٠–٩) digits with ASCII ones. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = persianDigits.indexOf(digit);
    return String(persian >= 0 ? persian : arabicDigits.indexOf(digit));
  });
}

/** Replaces ASCII digits with Persian ones, for text shown in Persian. */
export function toPersianDigits(text: string): string {
  return text.replace(/\d/g, (digit) => persianDigits[Number(digit)] ?? digit);
}
