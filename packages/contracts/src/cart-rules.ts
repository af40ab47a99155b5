/*
 * A file of its own, without zod (as languages.ts): the product page's amount stepper reads
 * these bounds in the browser (issue 15).
 */

/**
 * Bounds that keep every cart and order total a safe integer (decision 015): a line is at
 * most `maxCount` units at most `productRules.maxPriceToman`, and a cart holds at most
 * `maxLines` lines, so no total can pass 2^53 rials whatever a price later becomes.
 */
export const cartRules = {
  /** The most units of one product in a cart line; counts are kept to the thousandth. */
  maxCount: 10_000,
  minCount: 0.001,
  maxLines: 50,
} as const;
