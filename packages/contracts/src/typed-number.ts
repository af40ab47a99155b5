import { z } from "zod";
import { toAsciiDigits } from "./digits";

/*
 * The one reading of a number a person typed (issue 23): decimal digits only, Persian and
 * Arabic-Indic digits read as Latin ones. JavaScript's Number() would also read "0x10" as 16,
 * "1e3" as 1000, "0b11" as 3 and "Infinity", none of which anyone types as a price or a
 * quantity: "0x10" toman was stored as 160 rials.
 */

/** A decimal number as text: an optional minus, digits, and a fraction after a point. */
const decimal = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * `text` read as a decimal number, after Persian/Arabic digits become Latin ones, thousands
 * separators and spaces are dropped and the Arabic decimal separator "٫" becomes a point.
 * `undefined` for nothing at all, `NaN` for anything else that is not a decimal number.
 */
export function readDecimal(text: string): number | undefined {
  const plain = toAsciiDigits(text)
    .replace(/[,\u066C\u060C\s]/g, "")
    .replace(/\u066B/g, ".");
  if (plain === "") return undefined;
  return decimal.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * A number typed in a form, as a JSON number or as text (`readDecimal`), so the same schema
 * serves the web form and the JSON body. Missing is "required"; anything else that is not a
 * finite decimal number is "invalid number".
 */
export function typedNumber() {
  return z.preprocess(
    (value) => (typeof value === "string" ? readDecimal(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? "required" : "invalid_number",
      })
      .refine(Number.isFinite, "invalid_number"),
  );
}
