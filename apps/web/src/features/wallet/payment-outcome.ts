/**
 * After the payment gateway, the API sends the browser back with `?payment=paid` or
 * `?payment=failed` (docs/commerce-api.md). Anything but "paid" is a payment that did not go
 * through; no parameter means the page was opened normally.
 */
export type PaymentOutcome = "paid" | "failed";

export function readPaymentOutcome(value: string | string[] | undefined): PaymentOutcome | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === "") return null;
  return text === "paid" ? "paid" : "failed";
}
