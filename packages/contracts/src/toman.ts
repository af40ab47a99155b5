/*
 * Money units, without zod (as languages.ts), so prices can be shown in the browser without
 * loading the schema library (issue 15).
 */

export const RIALS_PER_TOMAN = 10;

/** Toman, what people say and type, in rials, what is stored and sent (ARCHITECTURE §5). */
export function tomanToRials(toman: number): number {
  return toman * RIALS_PER_TOMAN;
}

/** Rials in whole toman, as prices and balances are shown. */
export function rialsToToman(rials: number): number {
  return Math.round(rials / RIALS_PER_TOMAN);
}
