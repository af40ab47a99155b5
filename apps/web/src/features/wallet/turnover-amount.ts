import { rialsToToman } from "@kesht/contracts";

/** Which way a movement went: into the wallet, out of it, or neither (a zero correction). */
export type AmountDirection = "in" | "out" | "none";

export function amountDirection(amountRials: number): AmountDirection {
  if (amountRials > 0) return "in";
  if (amountRials < 0) return "out";
  return "none";
}

/**
 * A movement's amount in toman with its sign always written ("+120,000", "−120,000"), so the
 * direction never rests on colour alone. Intl places the sign where the language expects it
 * and keeps it with the number in right-to-left text.
 */
export function signedTomanNumber(amountRials: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    signDisplay: "exceptZero",
    maximumFractionDigits: 0,
  }).format(rialsToToman(amountRials));
}
