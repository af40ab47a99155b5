import { z } from "zod";
import { readDecimal } from "./typed-number";

/**
 * A number sent in a query string, read as a person typed it (`readDecimal`: decimal digits
 * only, Persian and Arabic digits normalised); a missing value is "required", a wrong one
 * "invalid number".
 */
type CoercedNumber = z.ZodCoercedNumber<string>;

export function queryNumber(rules: (number: CoercedNumber) => CoercedNumber = (n) => n) {
  return z
    .string("required")
    .trim()
    .min(1, "required")
    .transform((text) => String(readDecimal(text) ?? Number.NaN))
    .pipe(rules(z.coerce.number<string>("invalid_number")));
}
