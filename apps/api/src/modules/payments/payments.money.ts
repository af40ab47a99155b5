/**
 * Pricing a payment in the gateway's currency. Kesht's amounts are rials; the dirham
 * gateway (SPEC §9) charges fils at a rate fixed when the payment starts, from the stored
 * USD→IRR and USD→AED rates.
 */

/** Rates are stored, and fixed on a payment, to 6 decimal places. */
function roundTo6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** How many rials one dirham is worth, through the dollar: (IRR per USD) / (AED per USD). */
export function rialsPerDirham(usdIrr: number, usdAed: number): number {
  if (!(usdIrr > 0) || !(usdAed > 0)) throw new Error("exchange rates must be positive");
  return roundTo6(usdIrr / usdAed);
}

/**
 * `amountRials` in fils (1/100 dirham) at `rate` rials per dirham, rounded to the nearest
 * fils and never below one (a gateway refuses a zero charge).
 */
export function rialsToFils(amountRials: number, rate: number): number {
  if (!Number.isSafeInteger(amountRials) || amountRials <= 0) {
    throw new Error("an amount must be a positive whole number of rials");
  }
  if (!(rate > 0)) throw new Error("the rate must be positive");
  return Math.max(1, Math.round((amountRials * 100) / rate));
}
