import { z } from "zod";
import { toAsciiDigits } from "./digits";

/**
 * A number sent in a query string. Users type Persian or Arabic digits, so they are
 * normalised before parsing; a missing value is "required", a wrong one "invalid number".
 */
type CoercedNumber = z.ZodCoercedNumber<string>;

export function queryNumber(rules: (number: CoercedNumber) => CoercedNumber = (n) => n) {
  return z
    .string("required")
    .trim()
    .min(1, "required")
    .transform(toAsciiDigits)
    .pipe(rules(z.coerce.number<string>("invalid_number")));
}
