const anyDigit = /[0-9۰-۹٠-٩]/g;

/**
 * A card number grouped in fours as it is typed ("6037 9911 2345 6786"), in whatever digits
 * the person types; everything else is dropped and it stops at 16 digits. The schema reads
 * the digits back whatever the grouping.
 */
export function formatCardNumber(text: string): string {
  const digits = (text.match(anyDigit) ?? []).slice(0, 16);
  const groups: string[] = [];
  for (let index = 0; index < digits.length; index += 4) {
    groups.push(digits.slice(index, index + 4).join(""));
  }
  return groups.join(" ");
}
